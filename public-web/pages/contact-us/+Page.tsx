import { useData } from 'vike-react/useData';
import { DelayedReveal } from '../../components/ui/DelayedReveal';
import { ExternalLink } from '../../components/ui/ExternalLink';
import { Img } from '../../components/ui/Img';
import { OpensAtTop } from '../../components/ui/OpensAtTop';
import { PostalAddress } from '../../components/ui/PostalAddress';
import { Reveal } from '../../components/ui/Reveal';
import { CONTACT_MAP_IMAGE, EMAILS, PHONES, URLS } from '../../content/site';
import type { ContactPageTexts } from '../../i18n/catalog';
import { useChrome, usePageTexts } from '../../i18n/useChrome';
import type { Data } from './+data';
import { ContactUsForm } from './ContactUsForm';
import styles from './contact.module.css';

// Delay of the banner's second line.
const SECOND_LINE_DELAY_MS = 1200;

/** Translated whole: its words are the page's language (i18n/, the `contact…` keys). */
export default function Page() {
  const { retention } = useData<Data>();
  const t = usePageTexts<ContactPageTexts>();
  const chrome = useChrome();
  return (
    <div className={styles.page}>
      <OpensAtTop />
      <section className={styles.banner}>
        <div className="container">
          <h1 className={styles.heading}>{t.contactBanner}</h1>
          <DelayedReveal
            delayMs={SECOND_LINE_DELAY_MS}
            className={styles.second}
            text={t.contactBannerSecondLine}
          />
        </div>
      </section>

      <section className="section" aria-label={t.contactSection}>
        <div className={`container ${styles.grid}`}>
          <Reveal className={styles.formCard}>
            <h2>{t.contactFormHeading}</h2>
            <ContactUsForm retention={retention} />
          </Reveal>
          <Reveal as="aside" className={styles.details} aria-labelledby="contact-details">
            <h2 id="contact-details">{t.contactDetailsHeading}</h2>
            <PostalAddress className={styles.address} />
            <dl className={styles.list}>
              {PHONES.map((phone) => (
                <div key={phone.href}>
                  <dt>{chrome[phone.text]}</dt>
                  <dd>
                    <a href={phone.href}>{phone.display}</a>
                  </dd>
                </div>
              ))}
              <div>
                <dt>{t.contactGeneral}</dt>
                <dd>
                  <a href={`mailto:${EMAILS.general}`}>{EMAILS.general}</a>
                </dd>
              </div>
              <div>
                <dt>{t.contactCustomerCare}</dt>
                <dd>
                  <a href={`mailto:${EMAILS.customerCare}`}>{EMAILS.customerCare}</a>
                </dd>
              </div>
              <div>
                <dt>{t.contactHours}</dt>
                <dd>{t.contactHoursValue}</dd>
              </div>
            </dl>
            <ExternalLink href={URLS.maps} className={styles.map}>
              <Img src={CONTACT_MAP_IMAGE} alt={t.contactMapAlt} width={600} height={400} />
            </ExternalLink>
          </Reveal>
        </div>
      </section>
    </div>
  );
}
