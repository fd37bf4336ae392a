/**
 * The full description, responsibilities, requirements and salary of an opening (beside its
 * form). The headings are the page's language; what staff wrote is as written (`staffLang`).
 */
import type { CareersPageTexts } from '../../i18n/catalog';
import { fillSlots } from '../../i18n/useChrome';
import type { Locale } from '../../lib/locale';
import type { PublicJobView } from '../../lib/publicApi';
import { lines } from './jobPreview';
import styles from './Careers.module.css';

function List({ heading, text, lang }: { heading: string; text: string; lang?: Locale }) {
  const items = lines(text);
  if (items.length === 0) return null;
  return (
    <>
      <h4>{heading}</h4>
      <ul lang={lang}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

export function JobDetails({
  job,
  texts: t,
  staffLang,
}: {
  job: PublicJobView;
  texts: CareersPageTexts;
  /** The language of what staff wrote of the opening, when it is not the page's. */
  staffLang?: Locale;
}) {
  return (
    <aside
      className={styles.jobDetails}
      aria-label={fillSlots(t.careersAboutRoleLabel, { title: job.title })}
    >
      <h3>{t.careersAboutRole}</h3>
      <p lang={staffLang}>{job.description}</p>
      <List heading={t.careersResponsibilities} text={job.responsibilities} lang={staffLang} />
      <List heading={t.careersRequirements} text={job.requirements} lang={staffLang} />
      {job.salary_range && (
        <p>
          <strong>{t.careersSalary}</strong>{' '}
          {staffLang ? <span lang={staffLang}>{job.salary_range}</span> : job.salary_range}
        </p>
      )}
    </aside>
  );
}
