/** Integrations calls through the shared typed client (/api/admin/integrations, System Admins only). */
import { api, unwrap } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

export type IntegrationToken = Schemas['IntegrationTokenView'];
export type NewToken = Schemas['CreateIntegrationTokenDto'];
/** A permission a token may hold, with what it lets the token do in words. */
export type GrantablePermission = Schemas['GrantablePermission'];

/** Every token (a short list, shown whole): live ones first, newest first. */
export function fetchTokens() {
  return unwrap(api.GET('/api/admin/integrations'));
}

export async function fetchGrantable(): Promise<GrantablePermission[]> {
  return (await unwrap(api.GET('/api/admin/integrations/permissions'))).permissions;
}

/** Makes a token; the step-up dialog may ask for proof first (StepUp.tsx). */
export function createToken(input: NewToken) {
  return unwrap(api.POST('/api/admin/integrations', { body: input }));
}

export function revokeToken(id: number) {
  return unwrap(
    api.POST('/api/admin/integrations/{id}/revoke', { params: { path: { id } }, body: {} }),
  );
}
