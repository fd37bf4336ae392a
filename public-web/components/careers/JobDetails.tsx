/** The full description, responsibilities, requirements and salary of an opening (beside its form). */
import type { PublicJobView } from '../../lib/publicApi';
import { lines } from './jobPreview';
import styles from './Careers.module.css';

function List({ heading, text }: { heading: string; text: string }) {
  const items = lines(text);
  if (items.length === 0) return null;
  return (
    <>
      <h4>{heading}</h4>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

export function JobDetails({ job }: { job: PublicJobView }) {
  return (
    <aside className={styles.jobDetails} aria-label={`About the ${job.title} role`}>
      <h3>About the role</h3>
      <p>{job.description}</p>
      <List heading="Responsibilities" text={job.responsibilities} />
      <List heading="Requirements" text={job.requirements} />
      {job.salary_range && (
        <p>
          <strong>Salary:</strong> {job.salary_range}
        </p>
      )}
    </aside>
  );
}
