/** Audit log calls through the shared typed client: one page of entries, the recorded actions. */
import { api, unwrap, type ListQuery, type QueryOf } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

export type AuditEntry = Schemas['AuditEntryView'];
export type AuditAction = Schemas['AuditAction'];
export type AuditActionGroup = Schemas['AuditActionGroup'];
export type AuditQuery = ListQuery & Pick<QueryOf<'/api/admin/audit'>, 'username' | 'action'>;

export function fetchAudit(query: AuditQuery) {
  return unwrap(api.GET('/api/admin/audit', { params: { query } }));
}

/** The action filter's choices: the recorded actions in words, in groups. */
export async function fetchAuditActions(): Promise<AuditActionGroup[]> {
  return (await unwrap(api.GET('/api/admin/audit/actions'))).groups;
}
