/**
 * The shell: login until there is a session, then the dashboard. The login screens are plain
 * controls; the dashboard (antd, the shared package's tables and dialogs, the tabs) is its own
 * chunk, fetched when there is a session, so the panel's door downloads no component library.
 */
import { api, sessionStore, useSession } from '@kavach/admin-shared/core';
import { lazy, useEffect, useState } from 'react';
import { LazyView } from './LazyView';
import { Login } from './Login';
import { leaveResetPage, resetTokenInAddress } from './resetLink';
import type { Panel } from './tabs';

const ResetPassword = lazy(() =>
  import('./ResetPassword').then((m) => ({ default: m.ResetPassword })),
);
const ThemedDashboard = lazy(() =>
  import('./Dashboard').then((m) => ({ default: m.ThemedDashboard })),
);

export function App({ panel }: { panel: Panel }) {
  const session = useSession();
  const token = session?.token;
  // A "Forgot password?" link: its page comes first, signed in or not.
  const [resetToken, setResetToken] = useState(resetTokenInAddress);
  const [idleMinutes, setIdleMinutes] = useState<number | null>(null);
  // The account has no e-mail address yet (GET /api/auth/me): the panel asks for one.
  const [emailMissing, setEmailMissing] = useState(false);
  useEffect(() => {
    // The link opened in a tab that already shows the panel: only the fragment changes.
    const follow = () => setResetToken(resetTokenInAddress());
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);

  // Refresh role, permissions and the setup state from the server once per session (a 401 ends
  // it).
  useEffect(() => {
    if (!token) return;
    let live = true;
    api.GET('/api/auth/me', {}).then(
      ({ data }) => {
        if (data) {
          setIdleMinutes(data.idleTimeoutMinutes);
          setEmailMissing(data.email === null);
        }
        if (live && data && sessionStore.get()?.token === token)
          sessionStore.update({
            permissions: data.permissions,
            roleLabel: data.roleLabel,
            username: data.username,
            setupRequired: data.setupRequired ?? null,
            twoFactorEnabled: data.twoFactorEnabled,
          });
      },
      () => {
        /* offline: keep the stored profile */
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  return resetToken ? (
    <LazyView>
      <ResetPassword
        panel={panel}
        token={resetToken}
        onDone={() => {
          leaveResetPage();
          setResetToken(null);
        }}
      />
    </LazyView>
  ) : session ? (
    <LazyView>
      <ThemedDashboard
        panel={panel}
        session={session}
        idleMinutes={idleMinutes}
        emailMissing={emailMissing}
        onEmailSaved={() => setEmailMissing(false)}
      />
    </LazyView>
  ) : (
    <Login panel={panel} />
  );
}
