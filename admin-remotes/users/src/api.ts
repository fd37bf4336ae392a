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

/** Every staff account (a short list: no paging). */
export async function fetchUsers(): Promise<User[]> {
  const body = await unwrap(api.GET('/api/admin/users'));
  return Array.isArray(body?.data) ? body.data : [];
}

export function createUser(input: NewUser) {
  return unwrap(api.POST('/api/admin/users', { body: input }));
}

/** A new role, or disabled true/false; the user's sessions end at once. */
export function updateUser(id: number, change: Schemas['UpdateUserDto']) {
  return unwrap(api.PATCH('/api/admin/users/{id}', { params: { path: { id } }, body: change }));
}

/** `currentPassword`: the admin's own, when the step-up asks for it (useStepUp). */
export function resetPassword(id: number, currentPassword?: string) {
  return unwrap(
    api.POST('/api/admin/users/{id}/password-reset', {
      params: { path: { id } },
      body: { currentPassword },
    }),
  );
}

export function removeTwoFactor(id: number, currentPassword?: string) {
  return unwrap(
    api.DELETE('/api/admin/users/{id}/two-factor', {
      params: { path: { id } },
      body: { currentPassword },
    }),
  );
}
