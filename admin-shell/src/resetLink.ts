/** The "Forgot password?" link's address: /admin#reset-password=<token> (or /jobs-admin). */
const FRAGMENT = /^#reset-password=([A-Za-z0-9_-]+)$/;

/** The token of a reset link in this page's address, or null. */
export function resetTokenInAddress(): string | null {
  if (typeof location === 'undefined') return null;
  return FRAGMENT.exec(location.hash)?.[1] ?? null;
}

/** Drops the token from the address (and the history), before showing the login. */
export function leaveResetPage(): void {
  history.replaceState(null, '', location.pathname + location.search);
}
