/**
 * Permissions are the vocabulary of authorisation; roles are named sets of them.
 * This file is the single table a reader checks for "which role may do what".
 */
export enum Permission {
  SessionsManage = 'sessions:manage',
  ContactsRead = 'contacts:read',
  ContactsDelete = 'contacts:delete',
  RegistrationsRead = 'registrations:read',
  RegistrationsDelete = 'registrations:delete',
  SubscribersRead = 'subscribers:read',
  SubscribersDelete = 'subscribers:delete',
  /** Write newsletters, mail a test to oneself, send them to every confirmed subscriber. */
  NewslettersSend = 'newsletters:send',
  /** Write and change the site's content while it is not live; read its revisions. */
  ContentEdit = 'content:edit',
  /** Publish, schedule, unpublish, change live content, trash and restore it. */
  ContentPublish = 'content:publish',
  JobsManage = 'jobs:manage',
  ApplicationsRead = 'applications:read',
  ApplicationsDelete = 'applications:delete',
  DashboardRead = 'dashboard:read',
  AuditRead = 'audit:read',
  UsersManage = 'users:manage',
  OutboxManage = 'outbox:manage',
  /** The Privacy Requests desk: look up, export and erase one person's data by address. */
  PrivacyManage = 'privacy:manage',
  /** Create and revoke integration tokens (another system's way in, with its own permissions). */
  IntegrationsManage = 'integrations:manage',
}

/**
 * The kinds of record worked like an inbox (the staff panel's tabs, in their order): each by its
 * table's name, with the noun of one record. This is the one list a new inbox kind adds itself
 * to; its tab, New count, saved views, audit actions and notes column follow from it.
 */
export const INBOX_KIND_NOUNS = {
  contacts: 'contact',
  registrations: 'registration',
  applications: 'application',
} as const;
export type InboxKindName = keyof typeof INBOX_KIND_NOUNS;
/** Their names, in the order of the tabs. */
export const INBOX_KINDS = Object.keys(INBOX_KIND_NOUNS) as readonly InboxKindName[];
/** One record of a kind ('contact'), as audit actions and notes name it. */
export type InboxKindNoun<K extends InboxKindName = InboxKindName> = (typeof INBOX_KIND_NOUNS)[K];

/** The roles the API knows: the OpenAPI document's `Role` enum. */
export const ROLES = [
  'admin',
  'kavach_admin',
  'hr_manager',
  'jobs_admin',
  'content_editor',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: Object.values(Permission),
  kavach_admin: [
    Permission.SessionsManage,
    Permission.ContactsRead,
    Permission.ContactsDelete,
    Permission.RegistrationsRead,
    Permission.RegistrationsDelete,
    Permission.SubscribersRead,
    Permission.SubscribersDelete,
    Permission.NewslettersSend,
    Permission.ContentEdit,
    Permission.ContentPublish,
    Permission.DashboardRead,
  ],
  // HR Manager and Jobs Admin hold the same permissions (docs/security.md, the roles table).
  hr_manager: [
    Permission.JobsManage,
    Permission.ApplicationsRead,
    Permission.ApplicationsDelete,
    Permission.DashboardRead,
  ],
  jobs_admin: [
    Permission.JobsManage,
    Permission.ApplicationsRead,
    Permission.ApplicationsDelete,
    Permission.DashboardRead,
  ],
  // Writes the site's content; a Kavach Admin or System Admin publishes it.
  content_editor: [Permission.ContentEdit, Permission.DashboardRead],
};

const ROLE_LABELS: Record<Role, string> = {
  admin: 'System Admin',
  kavach_admin: 'Kavach Admin',
  hr_manager: 'HR Manager',
  jobs_admin: 'Jobs Admin',
  content_editor: 'Content Editor',
};

/** Roles admitted on the /jobs-admin panel (the HR panel). */
export const JOBS_PANEL_ROLES: readonly string[] = ['hr_manager', 'jobs_admin'];

export function permissionsOf(role: string): Permission[] {
  return [...(ROLE_PERMISSIONS[role as Role] ?? [])];
}

/** Unknown roles are labelled 'Admin' and hold no permission until given some. */
export function roleLabel(role: string): string {
  return ROLE_LABELS[role as Role] ?? 'Admin';
}
