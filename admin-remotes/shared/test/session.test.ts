import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isStorageKeyOf,
  readStoredSession,
  roleLabel,
  SESSION_EXPIRED_MESSAGE,
  SESSION_LIFETIME_MS,
  sessionFromLogin,
  SessionStore,
  STORAGE_KEYS,
  writeStoredSession,
  type AdminSession,
} from '../src/session';

const NOW = Date.parse('2025-03-05T10:00:00Z');

function session(overrides: Partial<AdminSession> = {}): AdminSession {
  return {
    token: 't0k3n',
    expiresAt: NOW + 3_600_000,
    role: 'admin',
    username: 'asha',
    roleLabel: 'System Admin',
    permissions: ['sessions:manage', 'contacts:read'],
    lastLoginAt: '2025-03-04T08:30:00Z',
    ...overrides,
  };
}

describe('stored session', () => {
  it('keeps the token, the expiry timestamp and the role in localStorage', () => {
    writeStoredSession(session());
    expect(localStorage.getItem(STORAGE_KEYS.admin.token)).toBe('t0k3n');
    expect(localStorage.getItem(STORAGE_KEYS.admin.expiry)).toBe(String(NOW + 3_600_000));
    expect(localStorage.getItem(STORAGE_KEYS.admin.role)).toBe('admin');
  });

  it('is honoured only before its expiry', () => {
    writeStoredSession(session());
    expect(readStoredSession(NOW)?.token).toBe('t0k3n');
    expect(readStoredSession(NOW + 3_600_000 - 1)?.permissions).toEqual([
      'sessions:manage',
      'contacts:read',
    ]);
    expect(readStoredSession(NOW + 3_600_000)).toBeNull();
  });

  it('clears all stored values once expired', () => {
    writeStoredSession(session());
    readStoredSession(NOW + 3_600_001);
    for (const key of Object.values(STORAGE_KEYS.admin))
      expect(localStorage.getItem(key)).toBeNull();
  });

  it('ignores a token without a valid expiry', () => {
    localStorage.setItem(STORAGE_KEYS.admin.token, 'x');
    localStorage.setItem(STORAGE_KEYS.admin.expiry, 'soon');
    expect(readStoredSession(NOW)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.admin.token)).toBeNull();
  });

  it('survives a corrupted profile', () => {
    writeStoredSession(session());
    localStorage.setItem(STORAGE_KEYS.admin.profile, '{oops');
    const s = readStoredSession(NOW);
    expect(s?.token).toBe('t0k3n');
    expect(s?.permissions).toEqual([]);
    expect(s?.roleLabel).toBe('System Admin');
  });
});

describe('sessionFromLogin', () => {
  it("uses the server's expiry", () => {
    const s = sessionFromLogin(
      { token: 'a', role: 'hr_manager', username: 'h', expiresAt: '2025-03-06T10:00:00.000Z' },
      NOW,
    );
    expect(s.expiresAt).toBe(Date.parse('2025-03-06T10:00:00.000Z'));
    expect(s.roleLabel).toBe('HR Manager');
    expect(s.lastLoginAt).toBeNull();
  });

  it('falls back to 24 hours', () => {
    expect(sessionFromLogin({ token: 'a', role: 'admin', username: 'a' }, NOW).expiresAt).toBe(
      NOW + SESSION_LIFETIME_MS,
    );
    expect(SESSION_LIFETIME_MS).toBe(86_400_000);
  });
});

describe('roleLabel', () => {
  it.each([
    ['admin', 'System Admin'],
    ['kavach_admin', 'Kavach Admin'],
    ['hr_manager', 'HR Manager'],
    ['jobs_admin', 'Jobs Admin'],
    ['auditor', 'Admin'],
    ['', 'Admin'],
    [null, 'Admin'],
  ])('%s → %s', (role, label) => expect(roleLabel(role)).toBe(label));
});

describe('SessionStore', () => {
  let now = NOW;
  beforeEach(() => {
    now = NOW;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('notifies on start and end, and clears storage on end', () => {
    const store = new SessionStore(() => now);
    const listener = vi.fn();
    store.subscribe(listener);
    store.start(session());
    expect(store.get()?.username).toBe('asha');
    expect(listener).toHaveBeenCalledTimes(1);
    store.end('Your session has ended. Please log in again.');
    expect(store.get()).toBeNull();
    expect(store.endReason()).toBe('Your session has ended. Please log in again.');
    expect(localStorage.getItem(STORAGE_KEYS.admin.token)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('logs out by itself at the expiry instant', () => {
    const store = new SessionStore(() => now);
    store.start(session({ expiresAt: NOW + 1000 }));
    now = NOW + 1000;
    vi.advanceTimersByTime(1000);
    expect(store.get()).toBeNull();
    expect(store.endReason()).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it('checkExpiry ends a session whose stored expiry passed', () => {
    const store = new SessionStore(() => now);
    store.start(session());
    expect(store.checkExpiry()).toBe(false);
    now = NOW + 3_600_000;
    expect(store.checkExpiry()).toBe(true);
    expect(store.get()).toBeNull();
  });

  it('load() honours a valid stored session and drops an expired one', () => {
    writeStoredSession(session());
    expect(new SessionStore(() => NOW).load()?.token).toBe('t0k3n');
    expect(new SessionStore(() => NOW + 3_600_000).load()).toBeNull();
  });

  it('load() tells the login that the stored session has expired; nothing when none was stored', () => {
    writeStoredSession(session());
    const late = new SessionStore(() => NOW + 3_600_000);
    expect(late.load()).toBeNull();
    expect(late.endReason()).toBe(SESSION_EXPIRED_MESSAGE);
    const fresh = new SessionStore(() => NOW);
    expect(fresh.load()).toBeNull();
    expect(fresh.endReason()).toBeNull();
  });

  it('keeps each panel’s stored session apart: login and logout on one leave the other', () => {
    const admin = new SessionStore(() => now);
    admin.load('admin');
    admin.start(session({ token: 'admin-token', role: 'kavach_admin' }));
    const jobs = new SessionStore(() => now);
    expect(jobs.load('jobs-admin')).toBeNull();
    jobs.start(session({ token: 'jobs-token', role: 'hr_manager' }));
    expect(localStorage.getItem(STORAGE_KEYS['jobs-admin'].token)).toBe('jobs-token');
    expect(localStorage.getItem(STORAGE_KEYS.admin.token)).toBe('admin-token');

    jobs.end(null);
    expect(readStoredSession(now, 'jobs-admin')).toBeNull();
    expect(readStoredSession(now, 'admin')?.token).toBe('admin-token');
    // A storage event of the other panel changes nothing here.
    admin.syncFromStorage();
    expect(admin.get()?.token).toBe('admin-token');
    expect(isStorageKeyOf('admin', STORAGE_KEYS['jobs-admin'].token)).toBe(false);
    expect(isStorageKeyOf('admin', 'adminToken')).toBe(true);
  });

  it('update() keeps the token and rewrites the profile', () => {
    const store = new SessionStore(() => now);
    store.start(session());
    store.update({ permissions: ['jobs:manage'] });
    expect(store.get()?.token).toBe('t0k3n');
    expect(readStoredSession(now)?.permissions).toEqual(['jobs:manage']);
  });

  it('update() leaves the stored expiry alone, so a later answer cannot revive an expired session', () => {
    const store = new SessionStore(() => now);
    store.start(session());
    // The stored session expires (or another tab changes it) before GET /api/auth/me answers.
    localStorage.setItem(STORAGE_KEYS.admin.expiry, String(NOW - 1000));
    store.update({ permissions: ['jobs:manage'] });
    expect(localStorage.getItem(STORAGE_KEYS.admin.expiry)).toBe(String(NOW - 1000));
    expect(readStoredSession(now)).toBeNull();
  });

  it('follows another browser tab that logged out', () => {
    const store = new SessionStore(() => now);
    store.start(session());
    localStorage.clear();
    store.syncFromStorage();
    expect(store.get()).toBeNull();
  });
});
