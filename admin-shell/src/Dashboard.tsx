/**
 * The logged-in panel: header and the tabs the server allows. The active tab
 * is in the URL (?tab=...), so a reload keeps it; only the active tab's
 * remote is loaded. "My account" (?view=account) replaces the tabs while open;
 * an account that must be set up first (a temporary password, or two-factor
 * sign-in its role requires) sees the setup screen instead of the tabs. Both
 * screens are one chunk loaded on demand (account/screens.tsx). The labels of the inbox tabs
 * show their New counts (inboxCounts.ts); a remote opens another tab with openTab of
 * @kavach/admin-shared, which ends in a popstate like the browser's Back. The step-up dialog
 * (StepUpHost), the idle warning (IdleWarning) and the sign-in-again dialog (SignInAgain) live
 * here once, for the tabs and the account screens alike.
 */
import {
  api,
  sessionStore,
  StepUpHost,
  THEME_TOKENS,
  type AdminSession,
} from '@kavach/admin-shared';
import { ConfigProvider, Empty } from 'antd';
import { lazy, useCallback, useEffect, useMemo, useState, type ComponentProps } from 'react';
import { Header } from './Header';
import { IdleWarning } from './IdleWarning';
import { SignInAgain } from './SignInAgain';
import { LazyView } from './LazyView';
import { RemoteTab } from './RemoteTab';
import { panelId, TabBar, tabId } from './TabBar';
import { registerTabRemotes } from './remotes';
import { useInboxCounts } from './inboxCounts';
import { allowedTabs, PANEL_TEXT, selectTab, tabFromSearch, urlForTab, type Panel } from './tabs';
import './dashboard.css';

const AccountPanel = lazy(() =>
  import('./account/screens').then((m) => ({ default: m.AccountPanel })),
);
const SetupScreen = lazy(() =>
  import('./account/screens').then((m) => ({ default: m.SetupScreen })),
);
const EmailAsk = lazy(() => import('./account/EmailAsk').then((m) => ({ default: m.EmailAsk })));

function writeTabToUrl(tab: string, mode: 'push' | 'replace') {
  const url = urlForTab(location.href, tab);
  if (url) history[mode === 'push' ? 'pushState' : 'replaceState'](history.state, '', url);
}

/** My account is open (?view=account). */
function accountFromSearch(search: string): boolean {
  return new URLSearchParams(search).get('view') === 'account';
}

function writeAccountToUrl(open: boolean) {
  const url = new URL(location.href);
  if (accountFromSearch(url.search) === open) return;
  if (open) url.searchParams.set('view', 'account');
  else url.searchParams.delete('view');
  history.pushState(history.state, '', url);
}

/**
 * Dialogs and messages appear without animation for people who ask their system for less motion,
 * and a click draws no ripple (antd's wave, which its motion token does not turn off).
 */
const REDUCED_MOTION =
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The dashboard in the panel's antd theme (the tabs render inside it). */
export function ThemedDashboard(props: ComponentProps<typeof Dashboard>) {
  return (
    <ConfigProvider
      theme={{ token: { ...THEME_TOKENS, fontSize: 15, motion: !REDUCED_MOTION } }}
      wave={{ disabled: REDUCED_MOTION }}
    >
      <Dashboard {...props} />
    </ConfigProvider>
  );
}

async function logout(): Promise<void> {
  // Revoke the token on the server; the local session ends whatever the answer.
  try {
    await Promise.race([api.POST('/api/auth/logout', {}), new Promise((r) => setTimeout(r, 3000))]);
  } catch {
    /* offline: the token still expires */
  }
  sessionStore.end(null);
}

export function Dashboard({
  panel,
  session,
  idleMinutes = null,
  emailMissing = false,
  onEmailSaved,
}: {
  panel: Panel;
  session: AdminSession;
  /** The API's idle timeout (GET /api/auth/me), once known. */
  idleMinutes?: number | null;
  /** The account has no e-mail address: asked for above the tabs until given or put off. */
  emailMissing?: boolean;
  onEmailSaved?: () => void;
}) {
  const tabs = useMemo(() => allowedTabs(session.permissions, panel), [session.permissions, panel]);
  const [requested, setRequested] = useState(() => tabFromSearch(location.search));
  const active = selectTab(requested, tabs, panel);
  const [loggingOut, setLoggingOut] = useState(false);
  const [accountOpen, setAccountOpen] = useState(() => accountFromSearch(location.search));
  const setup = session.setupRequired ?? null;
  const newCounts = useInboxCounts(tabs, session.token, !setup);

  // Register only the remotes this user may open; nothing is fetched yet.
  useEffect(() => {
    registerTabRemotes(tabs);
  }, [tabs]);

  useEffect(() => {
    if (active) writeTabToUrl(active, 'replace');
  }, [active]);

  useEffect(() => {
    const onPop = () => {
      setRequested(tabFromSearch(location.search));
      setAccountOpen(accountFromSearch(location.search));
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  const open = useCallback((key: string) => {
    setRequested(key);
    writeTabToUrl(key, 'push');
  }, []);

  const showAccount = useCallback((show: boolean) => {
    setAccountOpen(show);
    writeAccountToUrl(show);
  }, []);

  const onLogout = async () => {
    setLoggingOut(true);
    // The next login starts on the tabs, not on this user's account screen.
    if (accountFromSearch(location.search)) {
      const url = new URL(location.href);
      url.searchParams.delete('view');
      history.replaceState(history.state, '', url);
    }
    await logout();
  };

  let content;
  if (setup)
    content = (
      <LazyView>
        <SetupScreen session={session} />
      </LazyView>
    );
  else if (accountOpen)
    content = (
      <LazyView>
        <AccountPanel session={session} onClose={() => showAccount(false)} />
      </LazyView>
    );
  else if (active)
    content = (
      <>
        {emailMissing && (
          <LazyView>
            <EmailAsk onSaved={() => onEmailSaved?.()} />
          </LazyView>
        )}
        <TabBar tabs={tabs} active={active} onSelect={open} newCounts={newCounts} />
        <section
          role="tabpanel"
          id={panelId(active)}
          aria-labelledby={tabId(active)}
          className="kv-tabpanel"
        >
          <RemoteTab
            key={active}
            tabKey={active}
            label={tabs.find((t) => t.key === active)?.label ?? active}
          />
        </section>
      </>
    );
  else content = <Empty description="No sections are available for your role." />;

  return (
    <div className="kv-app">
      <Header
        title={PANEL_TEXT[panel].title}
        session={session}
        onLogout={onLogout}
        loggingOut={loggingOut}
        onAccount={setup ? undefined : () => showAccount(!accountOpen)}
        accountOpen={accountOpen && !setup}
      />
      <main className="kv-main">{content}</main>
      {/* The one step-up dialog of the page: any tab's call the API wants confirmed asks here. */}
      <StepUpHost />
      <IdleWarning idleMinutes={idleMinutes} />
      <SignInAgain panel={panel} username={session.username} />
    </div>
  );
}
