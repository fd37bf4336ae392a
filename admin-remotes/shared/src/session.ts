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

/** The panel a session belongs to (the login's `panel`). */
export type Panel = Schemas['LoginDto']['panel'];

export interface StorageKeys {
  token: string;
  expiry: string;
  role: string;
  profile: string;
}

/** The localStorage keys of each panel's stored session. */
export const STORAGE_KEYS: Readonly<Record<Panel, Readonly<StorageKeys>>> = {
  admin: {
    token: 'adminToken',
    expiry: 'adminTokenExpiry',
    role: 'adminRole',
    profile: 'adminProfile',
  },
  'jobs-admin': {
    token: 'jobsAdminToken',
    expiry: 'jobsAdminTokenExpiry',
    role: 'jobsAdminRole',
    profile: 'jobsAdminProfile',
  },
};

/** Whether a localStorage key is one of a panel's stored session (a `storage` event to follow). */
export function isStorageKeyOf(panel: Panel, key: string): boolean {
  return (Object.values(STORAGE_KEYS[panel]) as string[]).includes(key);
}

/** Admin session lifetime (24 hours), used when the server gives no expiry. */
export const SESSION_LIFETIME_MS = 86_400_000;

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

export interface AdminSession {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  role: string;
  username: string;
  roleLabel: string;
  permissions: string[];
  /** The previous successful login (ISO), null on the first login. */
  lastLoginAt: string | null;
  /**
   * Set while the account must be set up before anything else works: 'password' (signed in
   * with a temporary password) or 'two-factor' (the role requires it and it is off). Absent
   * (or null) = nothing to set up.
   */
  setupRequired?: AccountSetup | null;
  /** Two-factor sign-in is on (from GET /api/auth/me; absent = not known yet). */
  twoFactorEnabled?: boolean;
}

/** What must be set up before the panel opens (the document's `AccountSetup`). */
export type AccountSetup = Schemas['AccountSetup'];

function accountSetupOf(value: unknown): AccountSetup | null {
  return value === 'password' || value === 'two-factor' ? value : null;
}

/** What POST /api/auth/login answers. */
export type LoginResult = Schemas['LoginResponse'];

/**
 * The roles the API knows: the document's `Role` enum. The login and /me answers type `role` as
 * `Role | string`: a user may hold another role name, which is labelled 'Admin' and has no
 * permissions.
 */
export type Role = Schemas['Role'];

/**
 * The role badge's labels, one for every role of the document's enum: a role added to the API
 * fails this type check until it has a label here. The label of the login and /me answers
 * replaces this one as soon as one arrives.
 */
const ROLE_LABELS: Record<Role, string> = {
  admin: 'System Admin',
  kavach_admin: 'Kavach Admin',
  hr_manager: 'HR Manager',
  jobs_admin: 'Jobs Admin',
};

/** The role badge's label; an unknown role is 'Admin'. */
export function roleLabel(role: string | null | undefined): string {
  return (role && (ROLE_LABELS as Partial<Record<string, string>>)[role]) || 'Admin';
}

/** Roles admitted on /jobs-admin (the HR panel); the server refuses the others at login. */
export const JOBS_PANEL_ROLES: readonly Role[] = ['hr_manager', 'jobs_admin'];

/** Whether a role may use /jobs-admin. */
export function isJobsPanelRole(role: string | null | undefined): boolean {
  return (JOBS_PANEL_ROLES as readonly (string | null | undefined)[]).includes(role);
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A stored session whose expiry has passed (it is not honoured; the login says why). */
export function hasExpiredStoredSession(now: number = Date.now(), panel: Panel = 'admin'): boolean {
  const s = storage();
  if (!s) return false;
  const keys = STORAGE_KEYS[panel];
  const expiry = Number(s.getItem(keys.expiry));
  return (
    !!s.getItem(keys.token) && !!s.getItem(keys.expiry) && Number.isFinite(expiry) && expiry <= now
  );
}

/** Reads a panel's stored session; an expired or malformed one is cleared and null returned. */
export function readStoredSession(
  now: number = Date.now(),
  panel: Panel = 'admin',
): AdminSession | null {
  const s = storage();
  if (!s) return null;
  const keys = STORAGE_KEYS[panel];
  const token = s.getItem(keys.token);
  const expiry = Number(s.getItem(keys.expiry));
  const role = s.getItem(keys.role) ?? '';
  if (!token || !Number.isFinite(expiry) || expiry <= now) {
    if (token || s.getItem(keys.expiry)) clearStoredSession(panel);
    return null;
  }
  let profile: Partial<AdminSession> = {};
  try {
    profile = JSON.parse(s.getItem(keys.profile) ?? '{}') ?? {};
  } catch {
    profile = {};
  }
  return {
    token,
    expiresAt: expiry,
    role,
    username: typeof profile.username === 'string' ? profile.username : '',
    roleLabel: roleLabel(role),
    permissions: Array.isArray(profile.permissions) ? profile.permissions.map(String) : [],
    lastLoginAt: typeof profile.lastLoginAt === 'string' ? profile.lastLoginAt : null,
    setupRequired: accountSetupOf(profile.setupRequired),
    ...(typeof profile.twoFactorEnabled === 'boolean'
      ? { twoFactorEnabled: profile.twoFactorEnabled }
      : {}),
  };
}

export function writeStoredSession(session: AdminSession, panel: Panel = 'admin'): void {
  const s = storage();
  if (!s) return;
  const keys = STORAGE_KEYS[panel];
  s.setItem(keys.token, session.token);
  s.setItem(keys.expiry, String(session.expiresAt));
  s.setItem(keys.role, session.role);
  writeStoredProfile(session, panel);
}

/** Only the profile: token, expiry and role are written at login and never rewritten. */
function writeStoredProfile(session: AdminSession, panel: Panel): void {
  storage()?.setItem(
    STORAGE_KEYS[panel].profile,
    JSON.stringify({
      username: session.username,
      permissions: session.permissions,
      lastLoginAt: session.lastLoginAt,
      setupRequired: session.setupRequired ?? null,
      twoFactorEnabled: session.twoFactorEnabled,
    }),
  );
}

/** Clears one panel's stored session (the other panel's stays). */
export function clearStoredSession(panel: Panel = 'admin'): void {
  const s = storage();
  if (!s) return;
  for (const key of Object.values(STORAGE_KEYS[panel])) s.removeItem(key);
}

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

type Listener = () => void;

/**
 * The one session of the page (the shared package is a federation singleton,
 * so shell and remotes see the same instance), stored under the keys of the
 * page's panel (`load(panel)` at start-up). `endReason` tells the login
 * screen why the user was logged out.
 */
export class SessionStore {
  private panel: Panel = 'admin';
  private session: AdminSession | null = null;
  private reason: string | null = null;
  private listeners = new Set<Listener>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly now: () => number = Date.now) {}

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

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const l of [...this.listeners]) l();
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
