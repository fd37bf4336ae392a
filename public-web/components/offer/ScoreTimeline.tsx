/** HrC score interpretation timeline: four bands on a 0 to 10+ scale. */
import type { ScoreBand } from '../../content/types';
import type { CSSProperties } from 'react';
import styles from './ScoreTimeline.module.css';

/** The band colour as a CSS variable (style attributes are allowed by the CSP's style-src-attr). */
const bandStyle = (colour: string) => ({ '--band': colour }) as CSSProperties;

export function ScoreTimeline({
  bands,
  scaleMax,
  nextStep,
}: {
  bands: ScoreBand[];
  scaleMax: string;
  /** The words before a band's action: 'Next step:'. */
  nextStep: string;
}) {
  return (
    <div className={styles.timeline}>
      <div className={styles.scale} aria-hidden="true">
        {bands.map((band) => (
          <span key={band.range} className={styles.segment} style={bandStyle(band.colour)}>
            <span className={styles.tick}>{band.min}</span>
          </span>
        ))}
        <span className={`${styles.tick} ${styles.end}`}>{scaleMax}</span>
      </div>
      <ol className={styles.bands}>
        {bands.map((band) => (
          <li key={band.range} className={styles.band} style={bandStyle(band.colour)}>
            <p className={styles.range}>{band.range}</p>
            <h3 className={styles.label}>{band.label}</h3>
            <p>{band.description}</p>
            <p className={styles.action}>
              <strong>{nextStep}</strong> {band.action}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
