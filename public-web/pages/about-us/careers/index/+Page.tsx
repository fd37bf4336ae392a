import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { RetentionProvider } from '../../../../components/forms/PrivacyNotice';
import { CareersHero } from '../../../../components/careers/CareersHero';
import { JobsBoard } from '../../../../components/careers/JobsBoard';
import type { CareersPageTexts } from '../../../../i18n/catalog';
import { usePageTexts } from '../../../../i18n/useChrome';
import { DEFAULT_LOCALE } from '../../../../lib/locale';
import type { Data } from './+data';

/**
 * /about-us/careers: hero (1200 ms entrance) and the openings from the jobs API. Translated
 * whole: its words are the page's language (i18n/, the `careers…` keys); the openings are what
 * staff wrote.
 */
export default function Page() {
  const { jobs, today, retention } = useData<Data>();
  const t = usePageTexts<CareersPageTexts>();
  const { locale = DEFAULT_LOCALE } = usePageContext();
  return (
    <>
      <CareersHero heading={t.careersTitle} subheading={t.careersSubheading} duration={1200} />
      <RetentionProvider value={retention}>
        <JobsBoard jobs={jobs} today={today} texts={t} language={locale} />
      </RetentionProvider>
    </>
  );
}
