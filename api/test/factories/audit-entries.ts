import { defineFactory } from './insert';

/** A row of `audit_log` (id is a bigint: it comes back as a string). */
export interface AuditEntryRow {
  id: string;
  user_id: number | null;
  username: string;
  action: string;
  target: string | null;
  ip: string | null;
  created_at: Date;
}

export const auditEntries = defineFactory<AuditEntryRow>('audit_log', () => ({
  username: 'staff',
  action: 'test.action',
}));
