/** One opening in the list: title, company, facts, posted-ago, a 100-character preview and Apply now. */
import type { PublicJobView } from '../../lib/publicApi';
import { postedAgo } from '../../lib/postedAgo';
import { NavLink } from '../ui/NavLink';
import { previewText } from './jobPreview';
import styles from './Careers.module.css';

interface JobCardProps {
  job: PublicJobView;
  index: number;
  today: string;
  onApply: () => void;
}

export function JobCard({ job, index, today, onApply }: JobCardProps) {
  const ago = postedAgo(job.posted_date, today);
  const titleId = `job-${index}-title`;
  return (
    <article className={styles.job} aria-labelledby={titleId} data-testid="job-card">
      <div className={styles.jobHead}>
        <h3 id={titleId} className={styles.jobTitle}>
          <NavLink href={job.url}>{job.title}</NavLink>
        </h3>
        {ago && (
          <p className={styles.posted}>
            Posted <time dateTime={job.posted_date}>{ago}</time>
          </p>
        )}
      </div>
      <p className={styles.company}>{job.company}</p>
      <ul className={styles.facts} aria-label="Job details">
        {[job.type, job.mode, job.location].filter(Boolean).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {job.salary_range && <p className={styles.salary}>{job.salary_range}</p>}
      <p className={styles.preview} data-testid="job-preview">
        {previewText(job.description)}
      </p>
      <div className="btn-row">
        <button type="button" className="btn" onClick={onApply} aria-describedby={titleId}>
          Apply now
        </button>
      </div>
    </article>
  );
}
