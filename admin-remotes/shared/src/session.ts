/**
 * The staff session: a token, an expiry timestamp and a role kept in
 * localStorage, honoured only before the expiry. A login lasts 24 hours (the
 * server's `expiresAt` is the truth). Logout clears all three.
 *
 * Each panel keeps its own stored session (`STORAGE_KEYS[panel]`): the API issues a token per
 * panel (/admin or /jobs-admin), so signing in, out or being refused on one panel never touches
 * the other's.
 *
 * Besides these three values we keep a small profile (username, role
 * label, permissions, previous login, whether the account must be set up
 * first, whether two-factor sign-in is on) so a reload can draw the header
 * and the tabs (or the setup screen) at once; the shell refreshes it from
 * GET /api/auth/me.
 */
import type { Schemas } from '@kavach/api-client';
import { roleLabel } from './roles';
import { Subscribable } from './subscribable';
import {
  accountSetupOf,
  clearStoredSession,
  hasExpiredStoredSession,
  readStoredSession,
  writeStoredProfile,
  writeStoredSession,
  type AdminSession,
  type Panel,
} from './storedSession';

export { isJobsPanelRole, JOBS_PANEL_ROLES, roleLabel, type Role } from './roles';
export {
  clearStoredSession,
  hasExpiredStoredSession,
  isStorageKeyOf,
  readStoredSession,
  STORAGE_KEYS,
  writeStoredSession,
  type AccountSetup,
  type AdminSession,
  type Panel,
  type StorageKeys,
} from './storedSession';

/** Admin session lifetime (24 hours), used when the server gives no expiry. */
export const SESSION_LIFETIME_MS = 86_400_000;

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/** What POST /api/auth/login answers. */
export type LoginResult = Schemas['LoginResponse'];

/** Turns the login answer into a session (expiry from the server, else now + 24 h). */
export function sessionFromLogin(
  result: Pick<LoginResult, 'token' | 'role' | 'username'> & Partial<LoginResult>,
  now: number = Date.now(),
): AdminSession {
  const serverExpiry = result.expiresAt ? Date.parse(result.expiresAt) : NaN;
  return {
    token: result.token,
    expiresAt: Number.isFinite(serverExpiry) ? serverExpiry : now + SESSION_LIFETIME_MS,
    role: result.role ?? '',
    username: result.username ?? '',
    roleLabel: result.roleLabel || roleLabel(result.role),
    permissions: result.permissions ?? [],
    lastLoginAt: result.lastLoginAt ?? null,
    setupRequired: accountSetupOf(result.setupRequired),
  };
}

/**
 * The one session of the page (the shared package is a federation singleton,
 * so shell and remotes see the same instance), stored under the keys of the
 * page's panel (`load(panel)` at start-up). `endReason` tells the login
 * screen why the user was logged out.
 */
export class SessionStore extends Subscribable {
  private panel: Panel = 'admin';
  private session: AdminSession | null = null;
  private reason: string | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  /**
   * Loads the panel's stored session (call once at start-up); one whose expiry has passed is
   * dropped with the expired message for the login.
   */
  load(panel: Panel = this.panel): AdminSession | null {
    this.panel = panel;
    const expired = hasExpiredStoredSession(this.now(), panel);
    this.session = readStoredSession(this.now(), panel);
    if (!this.session && expired) this.reason = SESSION_EXPIRED_MESSAGE;
    this.schedule();
    return this.session;
  }

  /** The panel whose stored session this is. */
  panelOf(): Panel {
    return this.panel;
  }

  /** The current session (pure: safe as a React snapshot). */
  get(): AdminSession | null {
    return this.session;
  }

  /** Ends the session if its expiry has passed (on focus, before a call). Returns true if ended. */
  checkExpiry(): boolean {
    if (this.session && this.session.expiresAt <= this.now()) {
      this.end(SESSION_EXPIRED_MESSAGE);
      return true;
    }
    return false;
  }

  /** Why the last session ended (401, expiry), for the login screen. */
  endReason(): string | null {
    return this.reason;
  }

  clearEndReason(): void {
    if (this.reason === null) return;
    this.reason = null;
    this.emit();
  }

  start(session: AdminSession): void {
    this.session = session;
    this.reason = null;
    writeStoredSession(session, this.panel);
    this.schedule();
    this.emit();
  }

  /**
   * Updates the profile (permissions, role label, setup and two-factor state) from
   * GET /api/auth/me or the account screens, keeping the token.
   */
  update(
    patch: Partial<
      Pick<
        AdminSession,
        'permissions' | 'roleLabel' | 'username' | 'setupRequired' | 'twoFactorEnabled'
      >
    >,
  ): void {
    if (!this.session) return;
    this.session = { ...this.session, ...patch };
    // Profile only: rewriting the expiry from memory could undo a logout or an expiry that
    // another tab stored meanwhile.
    writeStoredProfile(this.session, this.panel);
    this.emit();
  }

  /**
   * Replaces the reason of the session that just ended (`was`) with a better one, e.g. the
   * server's own message read after the session ended; nothing if a new session started or
   * another reason was given meanwhile.
   */
  explainEnd(was: string, reason: string): void {
    if (this.session !== null || this.reason !== was || reason === was) return;
    this.reason = reason;
    this.emit();
  }

  /** Ends the session locally (no server call), with a reason for the login screen. */
  end(reason: string | null = null): void {
    const had = this.session !== null;
    this.session = null;
    this.reason = reason;
    clearStoredSession(this.panel);
    this.schedule();
    if (had || reason) this.emit();
  }

  /** Another browser tab changed the stored session (a new token, or the account's setup state). */
  syncFromStorage(): void {
    const stored = readStoredSession(this.now(), this.panel);
    if (!stored && this.session) this.end(null);
    else if (stored && stored.token !== this.session?.token) {
      this.session = stored;
      this.schedule();
      this.emit();
    } else if (
      stored &&
      this.session &&
      ((stored.setupRequired ?? null) !== (this.session.setupRequired ?? null) ||
        stored.twoFactorEnabled !== this.session.twoFactorEnabled)
    ) {
      // Same token, the account set up (or two-factor sign-in turned on/off) in another tab.
      this.session = {
        ...this.session,
        setupRequired: stored.setupRequired ?? null,
        twoFactorEnabled: stored.twoFactorEnabled,
      };
      this.emit();
    }
  }

  /** Logs out at the expiry instant while the page stays open. */
  private schedule(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.session) return;
    const left = this.session.expiresAt - this.now();
    // setTimeout overflows above 2^31-1 ms; re-check then.
    this.timer = setTimeout(
      () => {
        if (!this.checkExpiry()) this.schedule();
      },
      Math.min(Math.max(left, 0), 2_147_483_647),
    );
  }
}

export const sessionStore = new SessionStore();
