import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PageHero } from '../../components/contentPage/PageHero';
import { RetentionProvider } from '../../components/forms/PrivacyNotice';
import { SessionsBoard } from '../../components/sessions/SessionsBoard';
import type { SessionsPageTexts } from '../../i18n/catalog';
import { usePageTexts } from '../../i18n/useChrome';
import { DEFAULT_LOCALE } from '../../lib/locale';
import type { Data } from './+data';

/**
 * 'Our Session': the active sessions from the API and the registration modal. Translated whole:
 * its words are the page's language (i18n/, the `session…` and `registration…` keys).
 */
export default function Page() {
  const { sessions, retention } = useData<Data>();
  const t = usePageTexts<SessionsPageTexts>();
  const { locale = DEFAULT_LOCALE } = usePageContext();
  return (
    <>
      <PageHero heading={t.sessionsHeading} subheading={t.sessionsSubheading} />
      <RetentionProvider value={retention}>
        <SessionsBoard sessions={sessions} texts={t} language={locale} />
      </RetentionProvider>
    </>
  );
}
