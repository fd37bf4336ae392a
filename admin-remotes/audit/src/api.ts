/** Audit log calls through the shared typed client: one page of entries, the recorded actions. */
import { api, unwrap, type ListQuery, type QueryOf } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

export type AuditEntry = Schemas['AuditEntryView'];
export type AuditAction = Schemas['AuditAction'];
export type AuditQuery = ListQuery & Pick<QueryOf<'/api/admin/audit'>, 'username' | 'action'>;

export function fetchAudit(query: AuditQuery) {
  return unwrap(api.GET('/api/admin/audit', { params: { query } }));
}

export async function fetchAuditActions(): Promise<AuditAction[]> {
  return (await unwrap(api.GET('/api/admin/audit/actions'))).actions;
}
