/**
 * The jobs page body: the list of active openings, or the application view
 * of the chosen one ("Apply now"), with "Back to jobs".
 * The server renders the list (pages/about-us/careers/index/+data.ts); if
 * the API could not be read then, the visitor can try again from here. Its words are the page's
 * language; what staff wrote of an opening is English, marked so on a page in another language.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CareersPageTexts } from '../../i18n/catalog';
import { DEFAULT_LOCALE, type Locale } from '../../lib/locale';
import { parseJobs, type PublicJobView } from '../../lib/publicApi';
import { todayInIndia } from '../../lib/postedAgo';
import { scrollBehavior } from '../../lib/scroll';
import { JobApplicationForm } from './JobApplicationForm';
import { JobCard } from './JobCard';
import { JobDetails } from './JobDetails';
import { positionLabel } from './jobPreview';
import styles from './Careers.module.css';

/** "Apply for {title}" with the opening's title (as staff wrote it) in its slot. */
function withTitle(sentence: string, title: ReactNode) {
  const [before, after = ''] = sentence.split('{title}');
  return (
    <>
      {before}
      {title}
      {after}
    </>
  );
}

interface JobsBoardProps {
  jobs: PublicJobView[] | null;
  today: string;
  /** Its words: the page's (pageContext.pageTexts), and the page's language. */
  texts: CareersPageTexts;
  language?: Locale;
}

export function JobsBoard({
  jobs: initialJobs,
  today: initialToday,
  texts: t,
  language = DEFAULT_LOCALE,
}: JobsBoardProps) {
  const [jobs, setJobs] = useState(initialJobs);
  const [today, setToday] = useState(initialToday);
  const [retrying, setRetrying] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const viewHeading = useRef<HTMLHeadingElement>(null);
  const lastApply = useRef<number | null>(null);
  // What staff wrote of an opening is English.
  const staffLang = language === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE;

  // Moving between the list and the application view: bring the new view's heading into view and focus.
  useEffect(() => {
    if (selected === null && lastApply.current === null) return;
    viewHeading.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    viewHeading.current?.focus({ preventScroll: true });
  }, [selected]);

  async function retry() {
    setRetrying(true);
    try {
      const { api } = await import('../../lib/api');
      const { data, response } = await api().GET('/api/jobs');
      const parsed = response.ok ? parseJobs(data) : null;
      if (parsed) {
        setJobs(parsed);
        setToday(todayInIndia());
      }
    } catch {
      // Still unavailable: the message stays.
    }
    setRetrying(false);
  }

  const job = selected !== null ? jobs?.[selected] : undefined;
  if (job && selected !== null) {
    return (
      <section className="section" aria-labelledby="apply-heading" data-testid="apply-view">
        <div className={`container ${styles.applyLayout}`}>
          <div className={styles.applyIntro}>
            <button type="button" className="btn btn--outline" onClick={() => setSelected(null)}>
              ← {t.careersBackToJobs}
            </button>
            <h2 id="apply-heading" ref={viewHeading} tabIndex={-1} className={styles.applyHeading}>
              {withTitle(
                t.careersApplyFor,
                staffLang ? <span lang={staffLang}>{job.title}</span> : job.title,
              )}
            </h2>
            <p className={styles.company} lang={staffLang}>
              {job.company}
              {job.location && <> · {job.location}</>}
            </p>
          </div>
          {/* Before the form in reading order: a phone shows the role first, then the form. */}
          <JobDetails job={job} texts={t} staffLang={staffLang} />
          <div className={styles.applyForm}>
            <JobApplicationForm
              key={selected}
              position={positionLabel(job)}
              texts={t}
              language={language}
            />
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="section" aria-labelledby="openings-heading" data-testid="jobs-list">
      <div className="container">
        <h2 id="openings-heading" ref={viewHeading} tabIndex={-1}>
          {t.careersOpenPositions}
        </h2>
        {jobs === null ? (
          <div className={styles.empty} role="status">
            <p>{t.careersLoadFailed}</p>
            <button type="button" className="btn btn--outline" onClick={retry} disabled={retrying}>
              {retrying && <span className="spinner" aria-hidden="true" />}
              {retrying ? t.careersLoading : t.careersTryAgain}
            </button>
          </div>
        ) : jobs.length === 0 ? (
          <div className={styles.empty}>
            <h3>{t.careersEmptyHeading}</h3>
            <p>{t.careersEmptyText}</p>
          </div>
        ) : (
          <ul className={`grid grid--2 ${styles.jobs}`}>
            {jobs.map((item, i) => (
              <li key={item.id || i}>
                <JobCard
                  job={item}
                  index={i}
                  today={today}
                  texts={t}
                  staffLang={staffLang}
                  onApply={() => {
                    lastApply.current = i;
                    setSelected(i);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
