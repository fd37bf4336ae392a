import { entityFactory } from './insert';
import { AuditEntry } from '../../src/audit/audit-entry.entity';

/** Rows of `audit_log` (id is a bigint: it comes back as a string). */
export const auditEntries = entityFactory(AuditEntry, () => ({
  username: 'staff',
  action: 'test.action',
}));
