import { useData } from 'vike-react/useData';
import { RetentionProvider } from '../../../../components/forms/PrivacyNotice';
import { CareersHero } from '../../../../components/careers/CareersHero';
import { JobsBoard } from '../../../../components/careers/JobsBoard';
import type { Data } from './+data';

/** /about-us/careers: hero (1200 ms entrance) and the openings from the jobs API. */
export default function Page() {
  const { text, jobs, today, retention } = useData<Data>();
  return (
    <>
      <CareersHero heading={text.heroHeading} subheading={text.heroSubheading} duration={1200} />
      <RetentionProvider value={retention}>
        <JobsBoard jobs={jobs} today={today} emptyText={text.emptyState} />
      </RetentionProvider>
    </>
  );
}
