/**
 * A panel's session as kept in localStorage: token, expiry and role, and the small profile that
 * lets a reload draw the header and the tabs at once. Each panel has its own keys.
 */
import type { Schemas } from '@kavach/api-client';
import { roleLabel } from './roles';

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

export function accountSetupOf(value: unknown): AccountSetup | null {
  return value === 'password' || value === 'two-factor' ? value : null;
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
export function writeStoredProfile(session: AdminSession, panel: Panel): void {
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
