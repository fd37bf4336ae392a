/** Footer: address, phones, e-mails, site map, newsletter, social links, copyright and legal links. */
import {
  BRAND_NAME,
  EMAILS,
  FOOTER_LEGAL_LINKS,
  FOOTER_NEWSLETTER,
  FOOTER_SITEMAP,
  PHONES,
  SOCIAL_LINKS,
  copyrightLine,
} from '../../content/site';
import { useEffect, useState } from 'react';
import { NewsletterForm } from '../forms/NewsletterForm';
import { ExternalLink } from '../ui/ExternalLink';
import { NavLink } from '../ui/NavLink';
import { useChrome } from '../../i18n/useChrome';
import { PostalAddress } from '../ui/PostalAddress';
import { SocialIcon } from './SocialIcon';
import styles from './Footer.module.css';

/** Year of the copyright line: the build's year in the prerendered HTML, then the visitor's. */
function useCurrentYear(): number {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

export function Footer() {
  const year = useCurrentYear();
  const chrome = useChrome();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {BRAND_NAME}
          </h2>
          <PostalAddress className={styles.address} />
          <ul className={styles.list}>
            {PHONES.map((phone) => (
              <li key={phone.href}>
                {phone.label}: <a href={phone.href}>{phone.display}</a>
              </li>
            ))}
            <li>
              General: <a href={`mailto:${EMAILS.general}`}>{EMAILS.general}</a>
            </li>
            <li>
              Customer care: <a href={`mailto:${EMAILS.customerCare}`}>{EMAILS.customerCare}</a>
            </li>
          </ul>
        </section>

        <nav aria-labelledby="footer-sitemap">
          <h2 id="footer-sitemap" className={styles.heading}>
            {chrome.footerSiteMap}
          </h2>
          <ul className={styles.list}>
            {FOOTER_SITEMAP.map((entry) => (
              <li key={entry.label}>
                {entry.href ? (
                  <NavLink href={entry.href}>{chrome[entry.text]}</NavLink>
                ) : (
                  chrome[entry.text]
                )}
                {entry.children && (
                  <ul className={styles.sublist}>
                    {entry.children.map((child) => (
                      <li key={child.href}>
                        <NavLink href={child.href}>{chrome[child.text]}</NavLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-newsletter" className={styles.newsletter}>
          <h2 id="footer-newsletter" className={styles.heading}>
            {FOOTER_NEWSLETTER.heading}
          </h2>
          <p>{FOOTER_NEWSLETTER.text}</p>
          <NewsletterForm />
          <ul className={styles.social} aria-label="Social media">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <ExternalLink
                  href={link.href}
                  className={styles.socialLink}
                  aria-label={`${BRAND_NAME} on ${link.label} (opens in a new tab)`}
                >
                  <SocialIcon name={link.label} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>{copyrightLine(year)}</p>
          <ul className={styles.legal}>
            {FOOTER_LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href}>{chrome[link.text]}</NavLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
