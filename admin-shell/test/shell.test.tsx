import {
  inboxChanged,
  openTab,
  sessionStore,
  writeStoredSession,
  type AdminSession,
} from '@kavach/admin-shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './fakeFetch';

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
    fakeApi({ 'GET /api/admin/inbox-counts': Response.json({}) });
  });
  afterEach(() => vi.unstubAllGlobals());

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

describe('an account with no e-mail address', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/admin');
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is asked for one above the tabs; saving it or Not now puts the question away', async () => {
    const api = fakeApi({
      'GET /api/admin/inbox-counts': Response.json({}),
      'POST /api/account/email': Response.json({ success: true, message: 'Saved.' }),
    });
    let saved = 0;
    const { unmount } = render(
      <Dashboard panel="admin" session={session()} emailMissing onEmailSaved={() => saved++} />,
    );
    const ask = await screen.findByTestId('email-ask');
    expect(ask.textContent).toContain('No e-mail address yet');
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), {
      target: { value: ' asha@kavach.example ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save e-mail address' }));
    await waitFor(() => expect(saved).toBe(1));
    expect(api.sent('POST /api/account/email')[0].body).toEqual({ email: 'asha@kavach.example' });
    unmount();

    render(<Dashboard panel="admin" session={session()} emailMissing />);
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('email-ask')).toBeNull();
    // Not asked again on this browser tab's next view.
    render(<Dashboard panel="admin" session={session()} emailMissing />);
    await screen.findAllByRole('tab');
    expect(screen.queryByTestId('email-ask')).toBeNull();
  });
});

describe('the New counts in the tab labels', () => {
  beforeEach(() => history.replaceState(null, '', '/admin'));
  afterEach(() => vi.unstubAllGlobals());
  const COUNTS = 'GET /api/admin/inbox-counts';

  it('shows a badge on the inbox tabs that hold New items; a change anywhere asks again at once', async () => {
    let counts = { contacts: 3, registrations: 0, applications: 12 };
    const api = fakeApi({ [COUNTS]: () => Response.json(counts) });
    render(<Dashboard panel="admin" session={session({ token: 'counts-admin' })} />);
    expect(await screen.findByRole('tab', { name: 'Contact Us Details 3 new' })).toBeTruthy();
    expect(screen.getByTestId('tab-new-contacts').textContent).toBe('3');
    expect(screen.getByRole('tab', { name: 'Career Applications 12 new' })).toBeTruthy();
    // None at 0, none on a tab without a count.
    expect(screen.getByRole('tab', { name: 'Registration Details' })).toBeTruthy();
    expect(screen.queryByTestId('tab-new-registrations')).toBeNull();
    expect(screen.queryByTestId('tab-new-sessions')).toBeNull();
    // Switching tabs asks nothing itself (an inbox list asks with its page; these are stubs).
    for (const name of [/^Contact Us Details/, /^Registration Details/, /^Subscribe Details/])
      fireEvent.click(screen.getByRole('tab', { name }));
    expect(api.sent(COUNTS)).toHaveLength(1);
    // Two contacts closed (in a tab, or an erasure): the badge says so without waiting.
    counts = { ...counts, contacts: 1 };
    await act(async () => inboxChanged());
    expect(api.sent(COUNTS)).toHaveLength(2);
    expect(await screen.findByRole('tab', { name: 'Contact Us Details 1 new' })).toBeTruthy();
  });

  it('shows only the counts of the tabs on screen: Career Applications on /jobs-admin', async () => {
    history.replaceState(null, '', '/jobs-admin');
    fakeApi({ [COUNTS]: Response.json({ contacts: 3, registrations: 2, applications: 4 }) });
    render(<Dashboard panel="jobs-admin" session={session({ token: 'counts-jobs' })} />);
    expect(await screen.findByRole('tab', { name: 'Career Applications 4 new' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Jobs Manager',
      'Career Applications 4',
    ]);
    // Each tab's name starts with its visible text, badge included (WCAG 2.5.3).
    expect(
      screen.getAllByRole('tab').map((t) => t.getAttribute('aria-label') ?? t.textContent),
    ).toEqual(['Jobs Manager', 'Career Applications 4 new']);
  });

  it('does not ask when no tab on screen shows a count', async () => {
    const api = fakeApi({ [COUNTS]: Response.json({}) });
    render(
      <Dashboard
        panel="admin"
        session={session({ token: 'counts-none', permissions: ['sessions:manage', 'jobs:manage'] })}
      />,
    );
    expect(await screen.findByTestId('sessions-tab')).toBeTruthy();
    await act(async () => inboxChanged());
    expect(api.sent(COUNTS)).toHaveLength(0);
  });
});

describe('opening a tab from a remote (openTab)', () => {
  beforeEach(() => history.replaceState(null, '', '/admin?tab=sessions'));
  afterEach(() => vi.unstubAllGlobals());

  it('switches to the tab with its parameters; the tab bar then drops them', async () => {
    fakeApi({ 'GET /api/admin/inbox-counts': Response.json({}) });
    render(<Dashboard panel="admin" session={session({ token: 'open-tab' })} />);
    expect(await screen.findByTestId('sessions-tab')).toBeTruthy();
    act(() => openTab('registrations', { session: '7' }));
    expect(await screen.findByTestId('registrations-tab')).toBeTruthy();
    expect(
      screen.getByRole('tab', { name: 'Registration Details' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(location.pathname + location.search).toBe('/admin?tab=registrations&session=7');
    fireEvent.click(screen.getByRole('tab', { name: 'Contact Us Details' }));
    expect(await screen.findByTestId('contacts-tab')).toBeTruthy();
    expect(location.search).toBe('?tab=contacts');
    // Back returns to the registrations of session 7.
    act(() => {
      history.back();
    });
    await waitFor(() => expect(location.search).toBe('?tab=registrations&session=7'));
    expect(await screen.findByTestId('registrations-tab')).toBeTruthy();
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
