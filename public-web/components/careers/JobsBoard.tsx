/**
 * The jobs page body: the list of active openings, or the application view
 * of the chosen one ("Apply now"), with "Back to jobs".
 * The server renders the list (pages/about-us/careers/index/+data.ts); if
 * the API could not be read then, the visitor can try again from here.
 */
import { useEffect, useRef, useState } from 'react';
import { parseJobs, type PublicJobView } from '../../lib/publicApi';
import { todayInIndia } from '../../lib/postedAgo';
import { scrollBehavior } from '../../lib/scroll';
import { JobApplicationForm } from './JobApplicationForm';
import { JobCard } from './JobCard';
import { JobDetails } from './JobDetails';
import { positionLabel } from './jobPreview';
import styles from './Careers.module.css';

interface JobsBoardProps {
  jobs: PublicJobView[] | null;
  today: string;
  emptyText: string;
}

export function JobsBoard({ jobs: initialJobs, today: initialToday, emptyText }: JobsBoardProps) {
  const [jobs, setJobs] = useState(initialJobs);
  const [today, setToday] = useState(initialToday);
  const [retrying, setRetrying] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const viewHeading = useRef<HTMLHeadingElement>(null);
  const lastApply = useRef<number | null>(null);

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
              ← Back to jobs
            </button>
            <h2 id="apply-heading" ref={viewHeading} tabIndex={-1} className={styles.applyHeading}>
              Apply for {job.title}
            </h2>
            <p className={styles.company}>
              {job.company}
              {job.location && <> · {job.location}</>}
            </p>
          </div>
          {/* Before the form in reading order: a phone shows the role first, then the form. */}
          <JobDetails job={job} />
          <div className={styles.applyForm}>
            <JobApplicationForm key={selected} position={positionLabel(job)} />
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="section" aria-labelledby="openings-heading" data-testid="jobs-list">
      <div className="container">
        <h2 id="openings-heading" ref={viewHeading} tabIndex={-1}>
          Open Positions
        </h2>
        {jobs === null ? (
          <div className={styles.empty} role="status">
            <p>We could not load the open positions right now. Please try again in a moment.</p>
            <button type="button" className="btn btn--outline" onClick={retry} disabled={retrying}>
              {retrying && <span className="spinner" aria-hidden="true" />}
              {retrying ? 'Loading...' : 'Try again'}
            </button>
          </div>
        ) : jobs.length === 0 ? (
          <div className={styles.empty}>
            <h3>{emptyText}</h3>
            <p>There are no openings at the moment. Please check back soon.</p>
          </div>
        ) : (
          <ul className={`grid grid--2 ${styles.jobs}`}>
            {jobs.map((item, i) => (
              <li key={item.id || i}>
                <JobCard
                  job={item}
                  index={i}
                  today={today}
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
