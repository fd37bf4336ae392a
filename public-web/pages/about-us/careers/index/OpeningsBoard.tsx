/** The openings with their application forms, the page's island. */
import { usePageContext } from 'vike-react/usePageContext';
import { JobsBoard } from '../../../../components/careers/JobsBoard';
import { RetentionProvider } from '../../../../components/forms/PrivacyNotice';
import type { CareersPageTexts } from '../../../../i18n/catalog';
import { usePageTexts } from '../../../../i18n/useChrome';
import { island } from '../../../../lib/island';
import { DEFAULT_LOCALE } from '../../../../lib/locale';
import type { Data } from './+data';

function JobsBoardWithNotice({
  jobs,
  today,
  retention,
}: Pick<Data, 'jobs' | 'today' | 'retention'>) {
  const t = usePageTexts<CareersPageTexts>();
  const { locale = DEFAULT_LOCALE } = usePageContext();
  return (
    <RetentionProvider value={retention}>
      <JobsBoard jobs={jobs} today={today} texts={t} language={locale} />
    </RetentionProvider>
  );
}

export const OpeningsBoard = island('OpeningsBoard', JobsBoardWithNotice);
