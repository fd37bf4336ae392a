/** 'Detect cancer early…' call to action: Book a Test (external) and Contact Us, in the page's language. */
import { CTA_BANNER } from '../../content/site';
import { useChrome } from '../../i18n/useChrome';
import { ExternalLink } from '../ui/ExternalLink';
import { NavLink } from '../ui/NavLink';
import styles from './CtaBanner.module.css';

export function CtaBanner() {
  const chrome = useChrome();
  return (
    <section className={styles.cta} aria-labelledby="cta-heading">
      <div className={`container ${styles.inner}`}>
        <h2 id="cta-heading" className={styles.heading}>
          {chrome.ctaHeadline}
        </h2>
        <div className="btn-row">
          <ExternalLink href={CTA_BANNER.booking} className="btn btn--light">
            {chrome.ctaBookTest}
          </ExternalLink>
          <NavLink href={CTA_BANNER.contact} className={`btn btn--outline ${styles.outline}`}>
            {chrome.navContactUs}
          </NavLink>
        </div>
      </div>
    </section>
  );
}
