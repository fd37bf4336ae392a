import type { CSSProperties } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { JobDetails } from '../../../../components/careers/JobDetails';
import { NavLink } from '../../../../components/ui/NavLink';
import type { CareersPageTexts } from '../../../../i18n/catalog';
import { usePageTexts } from '../../../../i18n/useChrome';
import { DEFAULT_LOCALE } from '../../../../lib/locale';
import type { Data } from './+data';
import { ApplyForJob } from './ApplyForJob';
import styles from '../../../../components/careers/Careers.module.css';

/**
 * The career application page of one opening (800 ms entrance), with the simple career form.
 * Translated whole: its words are the page's language (i18n/, the `careers…` keys); what staff
 * wrote of the opening is English, marked so on a page in another language.
 */
export default function Page() {
  const { job, retention } = useData<Data>();
  const t = usePageTexts<CareersPageTexts>();
  const { locale = DEFAULT_LOCALE } = usePageContext();
  const staffLang = locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE;
  return (
    <>
      <section
        className={`page-hero ${styles.hero}`}
        aria-labelledby="page-heading"
        style={{ '--enter-duration': '800ms' } as CSSProperties}
      >
        <div className={`container ${styles.enter}`}>
          <p className="eyebrow">{t.careersTitle}</p>
          <h1 id="page-heading" lang={staffLang}>
            {job.title}
          </h1>
          <p lang={staffLang}>
            {[job.company, job.type, job.mode, job.location].filter(Boolean).join(' · ')}
          </p>
        </div>
      </section>
      <section className="section" aria-labelledby="apply-heading">
        <div
          className={`container ${styles.applyLayout} ${styles.enter}`}
          style={{ '--enter-duration': '800ms' } as CSSProperties}
        >
          <p className={styles.applyIntro}>
            <NavLink href="/about-us/careers">← {t.careersAllPositions}</NavLink>
          </p>
          {/* Before the form in reading order: a phone shows the role first, then the form. */}
          <JobDetails job={job} texts={t} staffLang={staffLang} />
          <div className={styles.applyForm}>
            <h2 id="apply-heading">{t.careersApplyHeading}</h2>
            <ApplyForJob jobTitle={job.title} retention={retention} />
          </div>
        </div>
      </section>
    </>
  );
}
