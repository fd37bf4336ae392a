/**
 * One opening in the list: title, company, facts, posted-ago, a 100-character preview and Apply
 * now. Its words are the page's language; what staff wrote is as written (`staffLang`).
 */
import type { ReactNode } from 'react';
import type { CareersPageTexts } from '../../i18n/catalog';
import { fillSlots } from '../../i18n/useChrome';
import type { Locale } from '../../lib/locale';
import type { PublicJobView } from '../../lib/publicApi';
import { daysBetween } from '../../lib/postedAgo';
import { NavLink } from '../ui/NavLink';
import { previewText } from './jobPreview';
import styles from './Careers.module.css';

interface JobCardProps {
  job: PublicJobView;
  index: number;
  today: string;
  texts: CareersPageTexts;
  /** The language of what staff wrote of the opening, when it is not the page's. */
  staffLang?: Locale;
  onApply: () => void;
}

/**
 * lib/postedAgo.ts's posted-ago in the page's language: "Today", then days under 7, weeks under
 * 30 days, then 30-day months.
 */
export function postedAgoText(posted: string, today: string, t: CareersPageTexts): string {
  const days = daysBetween(posted, today);
  if (days === null) return '';
  if (days <= 0) return t.careersPostedToday;
  const count = (n: number, one: string, many: string) =>
    n === 1 ? one : fillSlots(many, { n: String(n) });
  if (days < 7) return count(days, t.careersDayAgo, t.careersDaysAgo);
  if (days < 30) return count(Math.floor(days / 7), t.careersWeekAgo, t.careersWeeksAgo);
  return count(Math.floor(days / 30), t.careersMonthAgo, t.careersMonthsAgo);
}

/** "Posted {ago}" with the time element in its slot, wherever the language puts it. */
function posted(sentence: string, time: ReactNode) {
  const [before, after = ''] = sentence.split('{ago}');
  return (
    <>
      {before}
      {time}
      {after}
    </>
  );
}

export function JobCard({ job, index, today, texts: t, staffLang, onApply }: JobCardProps) {
  const ago = postedAgoText(job.posted_date, today, t);
  const titleId = `job-${index}-title`;
  return (
    <article className={styles.job} aria-labelledby={titleId} data-testid="job-card">
      <div className={styles.jobHead}>
        <h3 id={titleId} className={styles.jobTitle} lang={staffLang}>
          <NavLink href={job.url}>{job.title}</NavLink>
        </h3>
        {ago && (
          <p className={styles.posted}>
            {posted(t.careersPosted, <time dateTime={job.posted_date}>{ago}</time>)}
          </p>
        )}
      </div>
      <p className={styles.company} lang={staffLang}>
        {job.company}
      </p>
      <ul className={styles.facts} aria-label={t.careersJobFacts}>
        {[job.type, job.mode, job.location].filter(Boolean).map((fact) => (
          <li key={fact} lang={staffLang}>
            {fact}
          </li>
        ))}
      </ul>
      {job.salary_range && (
        <p className={styles.salary} lang={staffLang}>
          {job.salary_range}
        </p>
      )}
      <p className={styles.preview} data-testid="job-preview" lang={staffLang}>
        {previewText(job.description)}
      </p>
      <div className="btn-row">
        <button type="button" className="btn" onClick={onApply} aria-describedby={titleId}>
          {t.careersApplyNow}
        </button>
      </div>
    </article>
  );
}
