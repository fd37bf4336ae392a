import { useSyncExternalStore } from 'react';
import { sessionStore, type AdminSession } from './session';

/** The current session, re-rendering on login, logout and updates. */
export function useSession(): AdminSession | null {
  return useSyncExternalStore(
    (l) => sessionStore.subscribe(l),
    () => sessionStore.get(),
    () => null,
  );
}

/** Why the last session ended (shown on the login screen). */
export function useSessionEndReason(): string | null {
  return useSyncExternalStore(
    (l) => sessionStore.subscribe(l),
    () => sessionStore.endReason(),
    () => null,
  );
}
