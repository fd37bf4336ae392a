import { useData } from 'vike-react/useData';
import { PageHero } from '../../components/contentPage/PageHero';
import { RetentionProvider } from '../../components/forms/PrivacyNotice';
import { SessionsBoard } from '../../components/sessions/SessionsBoard';
import type { Data } from './+data';

/** 'Our Session': the active sessions from the API and the registration modal. */
export default function Page() {
  const { sessions, retention } = useData<Data>();
  return (
    <>
      <PageHero
        heading="Our Session"
        subheading="Free information sessions on cancer risk and early detection: how the HrC and B3 tests work, who they are for, and your questions answered."
      />
      <RetentionProvider value={retention}>
        <SessionsBoard sessions={sessions} />
      </RetentionProvider>
    </>
  );
}
