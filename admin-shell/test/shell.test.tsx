import { sessionStore, writeStoredSession, type AdminSession } from '@kavach/admin-shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Remotes are federation modules: replaced by a stub that names the tab it would load.
const registered: string[][] = [];
vi.mock('../src/remotes', () => ({
  registerTabRemotes: (tabs: { key: string }[]) => registered.push(tabs.map((t) => t.key)),
  loadTab: async (key: string) =>
    function Stub() {
      return <p data-testid={`${key}-tab`}>remote {key}</p>;
    },
}));

const { Dashboard } = await import('../src/Dashboard');
const { lastLoginText } = await import('../src/Header');
const { restoreSession } = await import('../src/start');

const ALL = [
  'sessions:manage',
  'contacts:read',
  'registrations:read',
  'subscribers:read',
  'jobs:manage',
  'applications:read',
];
function session(overrides: Partial<AdminSession> = {}): AdminSession {
  return {
    token: 't',
    expiresAt: Date.now() + 60_000,
    role: 'admin',
    username: 'asha',
    roleLabel: 'System Admin',
    permissions: ALL,
    lastLoginAt: null,
    ...overrides,
  };
}

describe('Dashboard', () => {
  beforeEach(() => {
    registered.length = 0;
    history.replaceState(null, '', '/admin');
  });

  it('shows the role badge, the first-login line and the allowed tabs', async () => {
    render(
      <Dashboard
        panel="admin"
        session={session({ roleLabel: 'Kavach Admin', permissions: ALL.slice(0, 4) })}
      />,
    );
    expect(screen.getByTestId('role-badge').textContent).toBe('Kavach Admin');
    expect(screen.getByTestId('last-login').textContent).toBe(
      'Last login: this is your first login.',
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Session Manager',
      'Contact Us Details',
      'Registration Details',
      'Subscribe Details',
    ]);
    expect(registered).toEqual([['sessions', 'contacts', 'registrations', 'subscribers']]);
    expect(await screen.findByTestId('sessions-tab')).toBeTruthy();
    expect(location.search).toBe('?tab=sessions');
  });

  it('keeps the tab in the URL and loads only the opened tab', async () => {
    render(<Dashboard panel="admin" session={session()} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Registration Details' }));
    expect(await screen.findByTestId('registrations-tab')).toBeTruthy();
    expect(screen.queryByTestId('sessions-tab')).toBeNull();
    expect(location.search).toBe('?tab=registrations');
  });

  it('opens the tab of the URL, or the first allowed one', async () => {
    history.replaceState(null, '', '/admin?tab=contacts');
    const { unmount } = render(
      <Dashboard
        panel="admin"
        session={session({ permissions: ['jobs:manage', 'applications:read'] })}
      />,
    );
    expect(await screen.findByTestId('jobs-tab')).toBeTruthy();
    expect(location.search).toBe('?tab=jobs');
    unmount();
    history.replaceState(null, '', '/admin?tab=contacts');
    render(<Dashboard panel="admin" session={session()} />);
    expect(await screen.findByTestId('contacts-tab')).toBeTruthy();
  });
});

describe('lastLoginText', () => {
  it('shows the previous login in en-IN, or says it is the first', () => {
    expect(lastLoginText('2025-03-05T09:15:00Z')).toMatch(/^Last login: 5 Mar 2025, 2:45\spm$/);
    expect(lastLoginText(null)).toBe('Last login: this is your first login.');
  });
});

describe('restoreSession', () => {
  afterEach(() => {
    sessionStore.end(null);
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('clears a stored /jobs-admin session of a role that panel refuses and revokes its token', async () => {
    const fetch = vi.fn(async (..._args: unknown[]) => Response.json({ success: true }));
    vi.stubGlobal('fetch', fetch);
    writeStoredSession(session({ role: 'kavach_admin', token: 'jobs-panel-token' }), 'jobs-admin');
    writeStoredSession(session({ role: 'kavach_admin', token: 'admin-panel-token' }), 'admin');
    restoreSession('jobs-admin');
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('jobsAdminToken')).toBeNull();
    // The /admin panel's own session is not touched.
    expect(localStorage.getItem('adminToken')).toBe('admin-panel-token');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const sent = (fetch.mock.calls[0] as unknown[])[0] as Request;
    expect(new URL(sent.url).pathname).toBe('/api/auth/logout');
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('Authorization')).toBe('Bearer jobs-panel-token');
  });

  it('/jobs-admin starts signed out beside an /admin session, which it leaves alone', () => {
    const fetch = vi.fn(async (..._args: unknown[]) => Response.json({ success: true }));
    vi.stubGlobal('fetch', fetch);
    writeStoredSession(session({ role: 'kavach_admin', token: 'k' }), 'admin');
    restoreSession('jobs-admin');
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.endReason()).toBeNull();
    expect(localStorage.getItem('adminToken')).toBe('k');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps an HR session on /jobs-admin and any valid session on /admin', () => {
    writeStoredSession(session({ role: 'hr_manager' }), 'jobs-admin');
    restoreSession('jobs-admin');
    expect(sessionStore.get()?.role).toBe('hr_manager');
    writeStoredSession(session({ role: 'kavach_admin', token: 'k' }), 'admin');
    restoreSession('admin');
    expect(sessionStore.get()?.token).toBe('k');
  });

  it('drops an expired session and says it has expired', () => {
    writeStoredSession(session({ expiresAt: Date.now() - 1 }));
    restoreSession('admin');
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.endReason()).toBe('Your session has expired. Please log in again.');
  });
});
