/** The contact page's form, an island. */
import { usePageContext } from 'vike-react/usePageContext';
import { ContactForm } from '../../components/forms/ContactForm';
import { RetentionProvider } from '../../components/forms/PrivacyNotice';
import type { ContactPageTexts } from '../../i18n/catalog';
import { usePageTexts } from '../../i18n/useChrome';
import { island } from '../../lib/island';
import { DEFAULT_LOCALE } from '../../lib/locale';
import type { Data } from './+data';

function ContactUsFormWithNotice({ retention }: Pick<Data, 'retention'>) {
  const t = usePageTexts<ContactPageTexts>();
  const { locale = DEFAULT_LOCALE } = usePageContext();
  return (
    <RetentionProvider value={retention}>
      <ContactForm texts={t} language={locale} />
    </RetentionProvider>
  );
}

export const ContactUsForm = island('ContactUsForm', ContactUsFormWithNotice);
