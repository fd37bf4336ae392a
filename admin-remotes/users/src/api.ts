/** Users calls through the shared typed client (/api/admin/users: staff accounts, System Admins only). */
import { api, unwrap } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

export type User = Schemas['UserView'];
export type Role = Schemas['Role'];
export type NewUser = Schemas['CreateUserDto'];
/** The answer of a create or a password reset: the account and its temporary password (shown once). */
export type TemporaryPasswordReply = Schemas['TemporaryPasswordResponse'];
/** The answer of a role change, disable/enable or two-factor reset. */
export type UserChangeReply = Schemas['UserChangeResponse'];

/** A role with one line of what it can see and do (made by the API from its permission table). */
export type RoleChoice = Schemas['RoleChoice'];

export async function fetchRoleChoices(): Promise<RoleChoice[]> {
  return (await unwrap(api.GET('/api/admin/users/roles'))).roles;
}

/** Accounts per page asked: the API's largest page, so a usual staff comes in one request. */
export const USERS_PAGE_SIZE = 100;

/**
 * Every staff account, by username: the tab shows them all and searches here, so it reads the
 * pages of the list one after another (one page for a staff of up to 100 accounts).
 */
export async function fetchUsers(): Promise<User[]> {
  const users: User[] = [];
  for (let page = 1; ; page++) {
    const body = await unwrap(
      api.GET('/api/admin/users', { params: { query: { page, pageSize: USERS_PAGE_SIZE } } }),
    );
    const rows = Array.isArray(body?.data) ? body.data : [];
    users.push(...rows);
    if (rows.length === 0 || page >= (Number(body?.pages) || 1)) return users;
  }
}

export function createUser(input: NewUser) {
  return unwrap(api.POST('/api/admin/users', { body: input }));
}

/** A new role, or disabled true/false; the user's sessions end at once. */
export function updateUser(id: number, change: Schemas['UpdateUserDto']) {
  return unwrap(api.PATCH('/api/admin/users/{id}', { params: { path: { id } }, body: change }));
}

/** A new temporary password; the step-up dialog may ask for proof first (StepUp.tsx). */
export function resetPassword(id: number) {
  return unwrap(
    api.POST('/api/admin/users/{id}/password-reset', { params: { path: { id } }, body: {} }),
  );
}

export function removeTwoFactor(id: number) {
  return unwrap(
    api.DELETE('/api/admin/users/{id}/two-factor', { params: { path: { id } }, body: {} }),
  );
}
