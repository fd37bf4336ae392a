/**
 * Start-up rules: a stored session is honoured only before its
 * expiry; on /jobs-admin a stored session of another role is cleared (and
 * its token revoked) so the login shows.
 */
import { api, isJobsPanelRole, sessionStore } from '@kavach/admin-shared';
import type { Panel } from './tabs';

export function restoreSession(panel: Panel): void {
  const session = sessionStore.load();
  if (session && panel === 'jobs-admin' && !isJobsPanelRole(session.role)) {
    const headers = { Authorization: `Bearer ${session.token}` };
    void api.POST('/api/auth/logout', { headers }).catch(() => undefined);
    sessionStore.end(null);
  }
}

/** Keeps tabs of the same browser in step and logs out on return after the expiry. */
export function watchSession(): void {
  addEventListener('storage', (e) => {
    if (e.key === null || e.key.startsWith('admin')) sessionStore.syncFromStorage();
  });
  const check = () => sessionStore.checkExpiry();
  addEventListener('focus', check);
  document.addEventListener('visibilitychange', check);
}
