/** Users calls through the shared typed client (/api/admin/users: staff accounts, System Admins only). */
import { api, unwrap, type ListQuery } from '@kavach/admin-shared';
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

/** Accounts per page: a usual staff fits on one, a large one pages on the server. */
export const USERS_PAGE_SIZE = 20;

/** One page of the staff accounts, by username; the search looks in usernames and e-mail addresses. */
export function fetchUsersPage(query: ListQuery) {
  return unwrap(
    api.GET('/api/admin/users', {
      params: { query: { page: query.page, pageSize: query.pageSize, search: query.search } },
    }),
  );
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
