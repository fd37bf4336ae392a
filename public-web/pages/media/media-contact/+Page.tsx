import { useData } from 'vike-react/useData';
import { PageHero } from '../../../components/contentPage/PageHero';
import { NavLink } from '../../../components/ui/NavLink';
import { BRAND_NAME } from '../../../content/site';
import type { MediaContactPageTexts } from '../../../i18n/catalog';
import { fillSlots, usePageTexts } from '../../../i18n/useChrome';
import type { Data } from './+data';
import styles from './mediaContact.module.css';

/**
 * How the media reach the company, in the page's language (i18n/catalog.ts TRANSLATED_PAGES);
 * office hours Monday to Friday 9am-6pm IST.
 */
export default function Page() {
  const { contact: C } = useData<Data>();
  const t = usePageTexts<MediaContactPageTexts>();
  return (
    <>
      <PageHero heading={t.mediaContactTitle} subheading={t.mediaContactIntro} />
      <section className="section" aria-labelledby="media-details">
        <div className="container">
          <div className={styles.card}>
            <h2 id="media-details">{fillSlots(t.mediaContactTeam, { brand: BRAND_NAME })}</h2>
            <dl className={styles.details}>
              <dt>{t.contactEmail}</dt>
              <dd>
                <a href={`mailto:${C.email}`}>{C.email}</a>
              </dd>
              <dt>{t.mediaContactPhone}</dt>
              <dd>
                <a href={C.phone?.href}>{C.phone?.display}</a>
              </dd>
              <dt>{t.contactHours}</dt>
              <dd>{t.contactHoursValue}</dd>
            </dl>
            <p className={styles.note}>{t.mediaContactReply}</p>
            <div className="btn-row">
              <a className="btn" href={`mailto:${C.email}`}>
                {t.mediaContactEmailTeam}
              </a>
              <NavLink href="/media/press-release" className="btn btn--outline">
                {t.mediaPressReleasesLabel}
              </NavLink>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
