import { describe, expect, it } from 'vitest';
import {
  allowedTabs,
  DEFAULT_TAB,
  panelFromPath,
  selectTab,
  TABS,
  tabFromSearch,
  urlForTab,
} from '../src/tabs';

// The server's permissions per role (api/src/platform/access/permissions.ts).
const ALL = [
  'sessions:manage',
  'contacts:read',
  'contacts:delete',
  'registrations:read',
  'registrations:delete',
  'subscribers:read',
  'subscribers:delete',
  'newsletters:send',
  'content:edit',
  'content:publish',
  'jobs:manage',
  'applications:read',
  'applications:delete',
  'dashboard:read',
  'audit:read',
  'users:manage',
  'outbox:manage',
  'privacy:manage',
  'integrations:manage',
];
const KAVACH = [
  'sessions:manage',
  'contacts:read',
  'contacts:delete',
  'registrations:read',
  'registrations:delete',
  'subscribers:read',
  'subscribers:delete',
  'newsletters:send',
  'content:edit',
  'content:publish',
  'dashboard:read',
];
const EDITOR = ['content:edit', 'dashboard:read'];
const HR = ['jobs:manage', 'applications:read', 'applications:delete', 'dashboard:read'];
const keys = (perms: string[], panel: 'admin' | 'jobs-admin') =>
  allowedTabs(perms, panel).map((t) => t.key);

describe('the tab table', () => {
  it('has the thirteen labels, keys and order', () => {
    expect(TABS.map((t) => [t.label, t.key])).toEqual([
      ['Session Manager', 'sessions'],
      ['Contact Us Details', 'contacts'],
      ['Registration Details', 'registrations'],
      ['Subscribe Details', 'subscribers'],
      ['Newsletters', 'newsletters'],
      ['Content', 'content'],
      ['Jobs Manager', 'jobs'],
      ['Career Applications', 'career-applications'],
      ['Audit Log', 'audit'],
      ['Mail Outbox', 'outbox'],
      ['Users', 'users'],
      ['Privacy Requests', 'privacy-requests'],
      ['Integrations', 'integrations'],
    ]);
  });
});

describe('allowedTabs', () => {
  it('admin sees all thirteen on /admin', () => expect(keys(ALL, 'admin')).toHaveLength(13));
  it('only integrations:manage opens Integrations (admin panel only)', () => {
    expect(keys(['integrations:manage'], 'admin')).toEqual(['integrations']);
    expect(keys(KAVACH, 'admin')).not.toContain('integrations');
    expect(keys(['integrations:manage'], 'jobs-admin')).toEqual([]);
  });
  it('only users:manage opens Users (admin panel only)', () => {
    expect(keys(['users:manage'], 'admin')).toEqual(['users']);
    expect(keys(KAVACH, 'admin')).not.toContain('users');
    expect(keys(HR, 'admin')).not.toContain('users');
    expect(keys(['users:manage'], 'jobs-admin')).toEqual([]);
  });
  it('only audit:read and outbox:manage open Audit Log and Mail Outbox (admin panel only)', () => {
    expect(keys(['audit:read'], 'admin')).toEqual(['audit']);
    expect(keys(['outbox:manage'], 'admin')).toEqual(['outbox']);
    expect(keys(KAVACH, 'admin')).not.toContain('audit');
    expect(keys(KAVACH, 'admin')).not.toContain('outbox');
    expect(keys(['audit:read', 'outbox:manage'], 'jobs-admin')).toEqual([]);
  });
  it('only privacy:manage opens Privacy Requests (admin panel only)', () => {
    expect(keys(['privacy:manage'], 'admin')).toEqual(['privacy-requests']);
    expect(keys(KAVACH, 'admin')).not.toContain('privacy-requests');
    expect(keys(HR, 'admin')).not.toContain('privacy-requests');
    expect(keys(['privacy:manage'], 'jobs-admin')).toEqual([]);
  });
  it('only newsletters:send opens Newsletters (admin panel only)', () => {
    expect(keys(['newsletters:send'], 'admin')).toEqual(['newsletters']);
    expect(keys(HR, 'admin')).not.toContain('newsletters');
    expect(keys(['newsletters:send'], 'jobs-admin')).toEqual([]);
  });
  it('only content:edit opens Content (admin panel only; HR never)', () => {
    expect(keys(EDITOR, 'admin')).toEqual(['content']);
    expect(keys(HR, 'admin')).not.toContain('content');
    expect(keys(EDITOR, 'jobs-admin')).toEqual([]);
  });
  it('kavach_admin sees its six', () =>
    expect(keys(KAVACH, 'admin')).toEqual([
      'sessions',
      'contacts',
      'registrations',
      'subscribers',
      'newsletters',
      'content',
    ]));
  it('HR roles see jobs and applications only (least privilege)', () => {
    expect(keys(HR, 'admin')).toEqual(['jobs', 'career-applications']);
    expect(keys(HR, 'jobs-admin')).toEqual(['jobs', 'career-applications']);
  });
  it('/jobs-admin never shows other tabs, whatever the permissions', () =>
    expect(keys(ALL, 'jobs-admin')).toEqual(['jobs', 'career-applications']));
  it('an unknown role without permissions sees nothing', () =>
    expect(keys([], 'admin')).toEqual([]));
});

describe('selectTab', () => {
  const admin = allowedTabs(ALL, 'admin');
  const hr = allowedTabs(HR, 'admin');
  it('defaults to sessions on /admin and jobs on /jobs-admin', () => {
    expect(DEFAULT_TAB).toEqual({ admin: 'sessions', 'jobs-admin': 'jobs' });
    expect(selectTab(null, admin, 'admin')).toBe('sessions');
    expect(selectTab(undefined, allowedTabs(HR, 'jobs-admin'), 'jobs-admin')).toBe('jobs');
  });
  it('keeps an allowed requested tab', () =>
    expect(selectTab('registrations', admin, 'admin')).toBe('registrations'));
  it('falls back to the first allowed tab', () => {
    expect(selectTab('contacts', hr, 'admin')).toBe('jobs');
    expect(
      selectTab(
        'nonsense',
        allowedTabs(['registrations:read', 'subscribers:read'], 'admin'),
        'admin',
      ),
    ).toBe('registrations');
  });
  it('is null when nothing is allowed', () =>
    expect(selectTab('sessions', [], 'admin')).toBeNull());
});

describe('URL', () => {
  it('reads the panel from the path', () => {
    expect(panelFromPath('/admin')).toBe('admin');
    expect(panelFromPath('/admin/')).toBe('admin');
    expect(panelFromPath('/jobs-admin')).toBe('jobs-admin');
    expect(panelFromPath('/jobs-admin/anything')).toBe('jobs-admin');
    expect(panelFromPath('/jobs-administrator')).toBe('admin');
  });
  it('reads the tab from ?tab=', () => {
    expect(tabFromSearch('?tab=contacts')).toBe('contacts');
    expect(tabFromSearch('')).toBeNull();
  });
  it("writes another tab into the URL, dropping the last tab's own parameters", () => {
    expect(
      urlForTab('https://x.test/admin?tab=registrations&session=4&view=account', 'contacts')?.href,
    ).toBe('https://x.test/admin?tab=contacts&view=account');
    expect(urlForTab('https://x.test/jobs-admin?session=4', 'jobs')?.href).toBe(
      'https://x.test/jobs-admin?tab=jobs',
    );
    // The same tab: the URL stays as it is, its parameters with it.
    expect(
      urlForTab('https://x.test/admin?tab=registrations&session=4', 'registrations'),
    ).toBeNull();
  });
});
