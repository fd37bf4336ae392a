import { useData } from 'vike-react/useData';
import { CareersHero } from '../../../../components/careers/CareersHero';
import type { CareersPageTexts } from '../../../../i18n/catalog';
import { usePageTexts } from '../../../../i18n/useChrome';
import type { Data } from './+data';
import { OpeningsBoard } from './OpeningsBoard';

/**
 * /about-us/careers: hero (1200 ms entrance) and the openings from the jobs API. Translated
 * whole: its words are the page's language (i18n/, the `careers…` keys); the openings are what
 * staff wrote.
 */
export default function Page() {
  const { jobs, today, retention } = useData<Data>();
  const t = usePageTexts<CareersPageTexts>();
  return (
    <>
      <CareersHero heading={t.careersTitle} subheading={t.careersSubheading} duration={1200} />
      <OpeningsBoard jobs={jobs} today={today} retention={retention} />
    </>
  );
}
