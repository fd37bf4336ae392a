import { useData } from 'vike-react/useData';
import { PageHero } from '../../components/contentPage/PageHero';
import type { SessionsPageTexts } from '../../i18n/catalog';
import { usePageTexts } from '../../i18n/useChrome';
import type { Data } from './+data';
import { SessionRegistrations } from './SessionRegistrations';

/**
 * 'Our Session': the active sessions from the API and the registration modal. Translated whole:
 * its words are the page's language (i18n/, the `session…` and `registration…` keys).
 */
export default function Page() {
  const { sessions, retention } = useData<Data>();
  const t = usePageTexts<SessionsPageTexts>();
  return (
    <>
      <PageHero heading={t.sessionsHeading} subheading={t.sessionsSubheading} />
      <SessionRegistrations sessions={sessions} retention={retention} />
    </>
  );
}
