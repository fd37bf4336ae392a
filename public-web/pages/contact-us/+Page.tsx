import { useEffect } from 'react';
import { useData } from 'vike-react/useData';
import { RetentionProvider } from '../../components/forms/PrivacyNotice';
import { ContactForm } from '../../components/forms/ContactForm';
import { DelayedReveal } from '../../components/ui/DelayedReveal';
import { ExternalLink } from '../../components/ui/ExternalLink';
import { Img } from '../../components/ui/Img';
import { PostalAddress } from '../../components/ui/PostalAddress';
import { Reveal } from '../../components/ui/Reveal';
import { CONTACT_HOURS, CONTACT_PAGE as C, EMAILS, PHONES, URLS } from '../../content/site';
import type { Data } from './+data';
import styles from './contact.module.css';

// Delay of the banner's second line.
const SECOND_LINE_DELAY_MS = 1200;

export default function Page() {
  const { retention } = useData<Data>();
  // The contact page always opens scrolled to the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className={styles.page}>
      <section className={styles.banner}>
        <div className="container">
          <h1 className={styles.heading}>{C.banner}</h1>
          <DelayedReveal delayMs={SECOND_LINE_DELAY_MS} className={styles.second}>
            {C.bannerSecondLine}
          </DelayedReveal>
        </div>
      </section>

      <section className="section" aria-label="Contact">
        <div className={`container ${styles.grid}`}>
          <Reveal className={styles.formCard}>
            <h2>{C.formHeading}</h2>
            <RetentionProvider value={retention}>
              <ContactForm />
            </RetentionProvider>
          </Reveal>
          <Reveal as="aside" className={styles.details} aria-labelledby="contact-details">
            <h2 id="contact-details">{C.detailsHeading}</h2>
            <PostalAddress className={styles.address} />
            <dl className={styles.list}>
              {PHONES.map((phone) => (
                <div key={phone.href}>
                  <dt>{phone.label}</dt>
                  <dd>
                    <a href={phone.href}>{phone.display}</a>
                  </dd>
                </div>
              ))}
              <div>
                <dt>General enquiries</dt>
                <dd>
                  <a href={`mailto:${EMAILS.general}`}>{EMAILS.general}</a>
                </dd>
              </div>
              <div>
                <dt>Customer care</dt>
                <dd>
                  <a href={`mailto:${EMAILS.customerCare}`}>{EMAILS.customerCare}</a>
                </dd>
              </div>
              <div>
                <dt>Hours</dt>
                <dd>{CONTACT_HOURS}</dd>
              </div>
            </dl>
            <ExternalLink href={URLS.maps} className={styles.map}>
              <Img src={C.mapImage} alt={C.mapAlt} width={600} height={400} />
            </ExternalLink>
          </Reveal>
        </div>
      </section>
    </div>
  );
}
