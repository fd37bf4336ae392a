/** Thin strip with the successor-brand message scrolling across; can be paused (WCAG 2.2.2). */
import { useState } from 'react';
import { SUCCESSOR } from '../../content/site';
import styles from './ScrollingBanner.module.css';

export function ScrollingBanner() {
  const [paused, setPaused] = useState(false);
  return (
    <aside
      className={paused ? `${styles.banner} ${styles.paused}` : styles.banner}
      aria-label="Announcement"
    >
      <div className={styles.viewport}>
        <p className={styles.track}>
          <a href={SUCCESSOR.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {SUCCESSOR.bannerText}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
      <button
        type="button"
        className={styles.pause}
        onClick={() => setPaused((p) => !p)}
        aria-pressed={paused}
      >
        <span className="visually-hidden">Pause the announcement</span>
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
      </button>
    </aside>
  );
}
