import { useSyncExternalStore } from 'react';
import { sessionStore, type AdminSession } from './session';
import type { Permission } from '@kavach/api-client';

/** The current session, re-rendering on login, logout and updates. */
export function useSession(): AdminSession | null {
  return useSyncExternalStore(
    (l) => sessionStore.subscribe(l),
    () => sessionStore.get(),
    () => null,
  );
}

/** Whether the current session holds `permission` (a name of the document's Permission enum). */
export function useHoldsPermission(permission: Permission): boolean {
  return useSession()?.permissions.includes(permission) ?? false;
}

/** Why the last session ended (shown on the login screen). */
export function useSessionEndReason(): string | null {
  return useSyncExternalStore(
    (l) => sessionStore.subscribe(l),
    () => sessionStore.endReason(),
    () => null,
  );
}
