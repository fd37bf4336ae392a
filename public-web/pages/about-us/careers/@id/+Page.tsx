import type { CSSProperties } from 'react';
import { useData } from 'vike-react/useData';
import { RetentionProvider } from '../../../../components/forms/PrivacyNotice';
import { CareerApplicationForm } from '../../../../components/careers/CareerApplicationForm';
import { JobDetails } from '../../../../components/careers/JobDetails';
import { NavLink } from '../../../../components/ui/NavLink';
import type { Data } from './+data';
import styles from '../../../../components/careers/Careers.module.css';

/** The career application page of one opening (800 ms entrance), with the simple career form. */
export default function Page() {
  const { job, retention } = useData<Data>();
  return (
    <>
      <section
        className={`page-hero ${styles.hero}`}
        aria-labelledby="page-heading"
        style={{ '--enter-duration': '800ms' } as CSSProperties}
      >
        <div className={`container ${styles.enter}`}>
          <p className="eyebrow">Careers</p>
          <h1 id="page-heading">{job.title}</h1>
          <p>{[job.company, job.type, job.mode, job.location].filter(Boolean).join(' · ')}</p>
        </div>
      </section>
      <section className="section" aria-labelledby="apply-heading">
        <div
          className={`container ${styles.applyLayout} ${styles.enter}`}
          style={{ '--enter-duration': '800ms' } as CSSProperties}
        >
          <p className={styles.applyIntro}>
            <NavLink href="/about-us/careers">← All open positions</NavLink>
          </p>
          {/* Before the form in reading order: a phone shows the role first, then the form. */}
          <JobDetails job={job} />
          <div className={styles.applyForm}>
            <h2 id="apply-heading">Apply for this role</h2>
            <RetentionProvider value={retention}>
              <CareerApplicationForm jobTitle={job.title} />
            </RetentionProvider>
          </div>
        </div>
      </section>
    </>
  );
}
