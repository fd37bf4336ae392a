/** The staff roles: the role badge's label and who may use the HR panel. */
import type { Schemas } from '@kavach/api-client';

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
  content_editor: 'Content Editor',
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
