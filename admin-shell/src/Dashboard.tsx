/**
 * The logged-in panel: header and the tabs the server allows. The active tab
 * is in the URL (?tab=...), so a reload keeps it; only the active tab's
 * remote is loaded.
 */
import { api, sessionStore, type AdminSession } from '@kavach/admin-shared';
import { Empty } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Header } from './Header';
import { RemoteTab } from './RemoteTab';
import { panelId, TabBar, tabId } from './TabBar';
import { registerTabRemotes } from './remotes';
import { allowedTabs, PANEL_TEXT, selectTab, tabFromSearch, type Panel } from './tabs';

function writeTabToUrl(tab: string, mode: 'push' | 'replace') {
  const url = new URL(location.href);
  if (url.searchParams.get('tab') === tab) return;
  url.searchParams.set('tab', tab);
  history[mode === 'push' ? 'pushState' : 'replaceState'](history.state, '', url);
}

export async function logout(): Promise<void> {
  // Revoke the token on the server; the local session ends whatever the answer.
  try {
    await Promise.race([api.POST('/api/auth/logout', {}), new Promise((r) => setTimeout(r, 3000))]);
  } catch {
    /* offline: the token still expires */
  }
  sessionStore.end(null);
}

export function Dashboard({ panel, session }: { panel: Panel; session: AdminSession }) {
  const tabs = useMemo(() => allowedTabs(session.permissions, panel), [session.permissions, panel]);
  const [requested, setRequested] = useState(() => tabFromSearch(location.search));
  const active = selectTab(requested, tabs, panel);
  const [loggingOut, setLoggingOut] = useState(false);

  // Register only the remotes this user may open; nothing is fetched yet.
  useEffect(() => {
    registerTabRemotes(tabs);
  }, [tabs]);

  useEffect(() => {
    if (active) writeTabToUrl(active, 'replace');
  }, [active]);

  useEffect(() => {
    const onPop = () => setRequested(tabFromSearch(location.search));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  const open = useCallback((key: string) => {
    setRequested(key);
    writeTabToUrl(key, 'push');
  }, []);

  const onLogout = async () => {
    setLoggingOut(true);
    await logout();
  };

  return (
    <div className="kv-app">
      <Header
        title={PANEL_TEXT[panel].title}
        session={session}
        onLogout={onLogout}
        loggingOut={loggingOut}
      />
      <main className="kv-main">
        {active ? (
          <>
            <TabBar tabs={tabs} active={active} onSelect={open} />
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
        ) : (
          <Empty description="No sections are available for your role." />
        )}
      </main>
    </div>
  );
}
