/** Thin strip with the successor-brand message scrolling across; can be paused (WCAG 2.2.2). */
import { useState } from 'react';
import { SUCCESSOR } from '../../content/site';
import { fillSlots, useChrome } from '../../i18n/useChrome';
import { ExternalLink } from '../ui/ExternalLink';
import styles from './ScrollingBanner.module.css';
import { island } from '../../lib/island';

function AnnouncementStrip() {
  const [paused, setPaused] = useState(false);
  const chrome = useChrome();
  return (
    <aside
      className={paused ? `${styles.banner} ${styles.paused}` : styles.banner}
      aria-label={chrome.announcement}
    >
      <div className={styles.viewport}>
        <p className={styles.track}>
          <ExternalLink href={SUCCESSOR.url} className={styles.link}>
            {fillSlots(chrome.successorBanner, { successor: SUCCESSOR.name })}
          </ExternalLink>
        </p>
      </div>
      <button
        type="button"
        className={styles.pause}
        onClick={() => setPaused((p) => !p)}
        aria-pressed={paused}
      >
        <span className="visually-hidden">{chrome.announcementPause}</span>
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
      </button>
    </aside>
  );
}

export const ScrollingBanner = island('ScrollingBanner', AnnouncementStrip);
