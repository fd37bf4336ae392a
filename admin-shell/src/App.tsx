/** The shell: login until there is a session, then the dashboard. */
import { api, sessionStore, THEME_TOKENS, useSession } from '@kavach/admin-shared';
import { ConfigProvider } from 'antd';
import { lazy, useEffect, useState } from 'react';
import { Dashboard } from './Dashboard';
import { LazyView } from './LazyView';
import { Login } from './Login';
import { leaveResetPage, resetTokenInAddress } from './resetLink';

const ResetPassword = lazy(() =>
  import('./ResetPassword').then((m) => ({ default: m.ResetPassword })),
);

/** Dialogs and messages appear without animation for people who ask their system for less motion. */
const REDUCED_MOTION =
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
import type { Panel } from './tabs';

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

  return (
    <ConfigProvider theme={{ token: { ...THEME_TOKENS, fontSize: 15, motion: !REDUCED_MOTION } }}>
      {resetToken ? (
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
        <Dashboard
          panel={panel}
          session={session}
          idleMinutes={idleMinutes}
          emailMissing={emailMissing}
          onEmailSaved={() => setEmailMissing(false)}
        />
      ) : (
        <Login panel={panel} />
      )}
    </ConfigProvider>
  );
}
