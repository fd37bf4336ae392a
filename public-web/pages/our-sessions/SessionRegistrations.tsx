/** The active sessions with their registration modal, the page's island. */
import { usePageContext } from 'vike-react/usePageContext';
import { RetentionProvider } from '../../components/forms/PrivacyNotice';
import { SessionsBoard } from '../../components/sessions/SessionsBoard';
import type { SessionsPageTexts } from '../../i18n/catalog';
import { usePageTexts } from '../../i18n/useChrome';
import { island } from '../../lib/island';
import { DEFAULT_LOCALE } from '../../lib/locale';
import type { Data } from './+data';

function SessionsBoardWithNotice({ sessions, retention }: Pick<Data, 'sessions' | 'retention'>) {
  const t = usePageTexts<SessionsPageTexts>();
  const { locale = DEFAULT_LOCALE } = usePageContext();
  return (
    <RetentionProvider value={retention}>
      <SessionsBoard sessions={sessions} texts={t} language={locale} />
    </RetentionProvider>
  );
}

export const SessionRegistrations = island('SessionRegistrations', SessionsBoardWithNotice);
