/**
 * Footer: address, phones, e-mails, site map, newsletter, social links, copyright and legal links.
 * Static but for the newsletter form and the copyright's year (FooterIslands.tsx).
 */
import {
  BRAND_NAME,
  EMAILS,
  FOOTER_LEGAL_LINKS,
  FOOTER_SITEMAP,
  PHONES,
  SOCIAL_LINKS,
} from '../../content/site';
import { ExternalLink } from '../ui/ExternalLink';
import { NavLink } from '../ui/NavLink';
import { fillSlots, useChrome } from '../../i18n/useChrome';
import { PostalAddress } from '../ui/PostalAddress';
import { CopyrightLine, FooterNewsletter } from './FooterIslands';
import { SocialIcon } from './SocialIcon';
import styles from './Footer.module.css';

export function Footer() {
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
                {chrome[phone.text]}: <a href={phone.href}>{phone.display}</a>
              </li>
            ))}
            <li>
              {chrome.footerGeneral}: <a href={`mailto:${EMAILS.general}`}>{EMAILS.general}</a>
            </li>
            <li>
              {chrome.footerCustomerCare}:{' '}
              <a href={`mailto:${EMAILS.customerCare}`}>{EMAILS.customerCare}</a>
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
            {chrome.newsletterHeading}
          </h2>
          <p>{chrome.newsletterText}</p>
          <FooterNewsletter />
          <ul className={styles.social} aria-label={chrome.footerSocial}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <ExternalLink
                  href={link.href}
                  className={styles.socialLink}
                  aria-label={fillSlots(chrome.footerSocialLink, {
                    network: link.label,
                    brand: BRAND_NAME,
                  })}
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
          <CopyrightLine />
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
