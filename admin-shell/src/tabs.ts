/**
 * The tabs of the staff panel, in their order. Which role may open which tab is
 * decided on the server (api/src/platform/access/permissions.ts): a tab is shown when the
 * server grants its permission. Each tab is one remote in admin-remotes/<key>/,
 * served at /admin-remotes/<key>/remoteEntry.js.
 * Adding a tab = one row here + one remote folder.
 */

import type { Permission, Schemas } from '@kavach/api-client';
import { tabHref } from '@kavach/admin-shared/core';

export type Panel = 'admin' | 'jobs-admin';

export interface TabDef {
  key: string;
  label: string;
  /** The server permission that lets a user open it (the document's Permission enum). */
  permission: Permission;
  /** Shown on /jobs-admin too. */
  jobsPanel?: boolean;
  /** An inbox tab: the count of GET /api/admin/inbox-counts its label shows (its New items). */
  inboxCount?: keyof Schemas['InboxCounts'];
}

export const TABS: readonly TabDef[] = [
  { key: 'sessions', label: 'Session Manager', permission: 'sessions:manage' },
  {
    key: 'contacts',
    label: 'Contact Us Details',
    permission: 'contacts:read',
    inboxCount: 'contacts',
  },
  {
    key: 'registrations',
    label: 'Registration Details',
    permission: 'registrations:read',
    inboxCount: 'registrations',
  },
  { key: 'subscribers', label: 'Subscribe Details', permission: 'subscribers:read' },
  { key: 'newsletters', label: 'Newsletters', permission: 'newsletters:send' },
  { key: 'content', label: 'Content', permission: 'content:edit' },
  { key: 'jobs', label: 'Jobs Manager', permission: 'jobs:manage', jobsPanel: true },
  {
    key: 'career-applications',
    label: 'Career Applications',
    permission: 'applications:read',
    jobsPanel: true,
    inboxCount: 'applications',
  },
  { key: 'audit', label: 'Audit Log', permission: 'audit:read' },
  { key: 'outbox', label: 'Mail Outbox', permission: 'outbox:manage' },
  { key: 'users', label: 'Users', permission: 'users:manage' },
  { key: 'privacy-requests', label: 'Privacy Requests', permission: 'privacy:manage' },
  { key: 'integrations', label: 'Integrations', permission: 'integrations:manage' },
];

export const DEFAULT_TAB: Record<Panel, string> = { admin: 'sessions', 'jobs-admin': 'jobs' };

/** /jobs-admin (and below) is the jobs panel; everything else the admin panel. */
export function panelFromPath(pathname: string): Panel {
  return /^\/jobs-admin(\/|$)/.test(pathname) ? 'jobs-admin' : 'admin';
}

/** The tabs a user may open on a panel, in the order of TABS. */
export function allowedTabs(permissions: readonly string[], panel: Panel): TabDef[] {
  const granted = new Set(permissions);
  return TABS.filter((t) => granted.has(t.permission) && (panel === 'admin' || t.jobsPanel));
}

/**
 * The tab to show: the requested one if allowed, else the panel's default if
 * allowed, else the first allowed; null when none is allowed.
 */
export function selectTab(
  requested: string | null | undefined,
  allowed: readonly TabDef[],
  panel: Panel,
): string | null {
  if (requested && allowed.some((t) => t.key === requested)) return requested;
  const fallback = DEFAULT_TAB[panel];
  if (allowed.some((t) => t.key === fallback)) return fallback;
  return allowed[0]?.key ?? null;
}

/**
 * `href` with ?tab= set to `tab`, built as a link of a tab builds it (tabHref): the last tab's
 * own parameters (e.g. ?session= of Registration Details) are dropped, the panel's ?view= is
 * kept; null when `tab` is already open.
 */
export function urlForTab(href: string, tab: string): URL | null {
  const current = new URL(href).searchParams;
  if (current.get('tab') === tab) return null;
  const view = current.get('view');
  return new URL(tabHref(tab, view ? { view } : {}, href));
}

/** Reads ?tab= from a URL search string. */
export function tabFromSearch(search: string): string | null {
  return new URLSearchParams(search).get('tab');
}

export const PANEL_TEXT: Record<Panel, { title: string; subtitle: string }> = {
  admin: {
    title: 'Admin Panel',
    subtitle: 'Manage sessions, submissions, subscribers and job postings',
  },
  'jobs-admin': {
    title: 'Jobs Management Panel',
    subtitle: 'Access job postings and career applications',
  },
};
