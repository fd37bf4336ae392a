/** Careers hero: heading sized for ≤575 px, ≤991 px and wider; a 1200 ms entrance (none under reduced motion). */
import type { CSSProperties } from 'react';
import styles from './Careers.module.css';

export function CareersHero({
  heading,
  subheading,
  duration = 1200,
}: {
  heading: string;
  subheading: string;
  duration?: number;
}) {
  return (
    <section
      className={`page-hero ${styles.hero}`}
      aria-labelledby="page-heading"
      style={{ '--enter-duration': `${duration}ms` } as CSSProperties}
    >
      <div className={`container ${styles.enter}`}>
        <h1 id="page-heading" className={styles.heroHeading}>
          {heading}
        </h1>
        <p>{subheading}</p>
      </div>
    </section>
  );
}
