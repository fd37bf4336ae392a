/** 'Detect cancer early…' call to action: Book a Test (external) and Contact Us. */
import { CTA_BANNER } from '../../content/site';
import { ExternalLink } from '../ui/ExternalLink';
import { NavLink } from '../ui/NavLink';
import styles from './CtaBanner.module.css';

export function CtaBanner() {
  return (
    <section className={styles.cta} aria-labelledby="cta-heading">
      <div className={`container ${styles.inner}`}>
        <h2 id="cta-heading" className={styles.heading}>
          {CTA_BANNER.headline}
        </h2>
        <div className="btn-row">
          <ExternalLink href={CTA_BANNER.primary.href} className="btn btn--light">
            {CTA_BANNER.primary.label}
          </ExternalLink>
          <NavLink
            href={CTA_BANNER.secondary.href}
            className={`btn btn--outline ${styles.outline}`}
          >
            {CTA_BANNER.secondary.label}
          </NavLink>
        </div>
      </div>
    </section>
  );
}
