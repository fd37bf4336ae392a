/**
 * Start-up rules: each panel has its own stored session (a token the API issued for that panel),
 * honoured only before its expiry; one past its expiry is dropped and the login says so. On
 * /jobs-admin a stored session of a role that panel refuses is cleared (and its token revoked)
 * so the login shows; the /admin session of the same browser is left alone.
 */
import { api, isJobsPanelRole, isStorageKeyOf, sessionStore } from '@kavach/admin-shared/core';
import type { Panel } from './tabs';

export function restoreSession(panel: Panel): void {
  const session = sessionStore.load(panel);
  if (session && panel === 'jobs-admin' && !isJobsPanelRole(session.role)) {
    const headers = { Authorization: `Bearer ${session.token}` };
    void api.POST('/api/auth/logout', { headers }).catch(() => undefined);
    sessionStore.end(null);
  }
}

/**
 * Keeps tabs of the same browser on the same panel in step (the other panel's keys are its own
 * business) and logs out on return after the expiry.
 */
export function watchSession(): void {
  addEventListener('storage', (e) => {
    if (e.key === null || isStorageKeyOf(sessionStore.panelOf(), e.key))
      sessionStore.syncFromStorage();
  });
  const check = () => sessionStore.checkExpiry();
  addEventListener('focus', check);
  document.addEventListener('visibilitychange', check);
}
