/** The opening's application form, the page's island. */
import { usePageContext } from 'vike-react/usePageContext';
import { CareerApplicationForm } from '../../../../components/careers/CareerApplicationForm';
import { RetentionProvider } from '../../../../components/forms/PrivacyNotice';
import type { CareersPageTexts } from '../../../../i18n/catalog';
import { usePageTexts } from '../../../../i18n/useChrome';
import { island } from '../../../../lib/island';
import { DEFAULT_LOCALE } from '../../../../lib/locale';
import type { Data } from './+data';

function ApplicationFormWithNotice({
  jobTitle,
  retention,
}: { jobTitle: string } & Pick<Data, 'retention'>) {
  const t = usePageTexts<CareersPageTexts>();
  const { locale = DEFAULT_LOCALE } = usePageContext();
  return (
    <RetentionProvider value={retention}>
      <CareerApplicationForm jobTitle={jobTitle} texts={t} language={locale} />
    </RetentionProvider>
  );
}

export const ApplyForJob = island('ApplyForJob', ApplicationFormWithNotice);
