/** The account screens' session rules. */
import {
  api,
  sessionFromLogin,
  sessionStore,
  unwrap,
  type AdminSession,
  type LoginResult,
} from '@kavach/admin-shared';

/** What GET /api/auth/me answers. */
export type Me = Awaited<ReturnType<typeof fetchMe>>;

export function fetchMe() {
  return unwrap(api.GET('/api/auth/me', {}));
}

/**
 * A changed password ends every session, this one too: the answer is a new session that
 * replaces the stored one. The header's "Last login" stays the login before this session (the
 * API counts the new token as a login).
 */
export function replaceSession(result: LoginResult): void {
  const current = sessionStore.get();
  sessionStore.start({
    ...sessionFromLogin(result),
    ...(current ? { lastLoginAt: current.lastLoginAt } : {}),
    ...(current?.twoFactorEnabled !== undefined
      ? { twoFactorEnabled: current.twoFactorEnabled }
      : {}),
  });
}

/** Takes the setup and two-factor state from the server (after enrolling or turning it off). */
export async function refreshAccountState(
  fallback: Pick<AdminSession, 'setupRequired' | 'twoFactorEnabled'>,
): Promise<Me | null> {
  try {
    const me = await fetchMe();
    sessionStore.update({
      setupRequired: me.setupRequired ?? null,
      twoFactorEnabled: me.twoFactorEnabled,
      permissions: me.permissions,
    });
    return me;
  } catch {
    if (sessionStore.get()) sessionStore.update(fallback);
    return null;
  }
}

/** A base32 secret in groups of four, as authenticator apps show it. */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** The text file of the recovery codes. */
export function recoveryCodesText(codes: readonly string[], username: string, now = new Date()) {
  return [
    'Kavach Genomics staff panel: two-factor recovery codes',
    `Account: ${username}`,
    `Created: ${now.toISOString().slice(0, 10)}`,
    '',
    'Each code signs you in once instead of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Copies text to the clipboard; false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
