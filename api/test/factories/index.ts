/**
 * Test data, one factory per kind of record. Each inserts rows valid under today's schema, with
 * defaults for every required column, and takes any column as an override (created_at too):
 *
 *   const { id } = await contacts.insert(t.db, { name: 'Asha', created_at: '2024-10-01T12:00+05:30' });
 *   await contacts.insertMany(t.db, [{ name: 'A' }, { name: 'B', status: 'read' }]);
 *   await contacts.insertSeries(t.db, 25, { name: sql`'Person ' || i` });  // one statement
 *
 * A new required column (or a new constraint the defaults must satisfy) is added in its factory
 * only, never in the tests: a test names only the values it relies on.
 */
export { sql, type Values } from './insert';
export { applications, type ApplicationRow } from './applications';
export { auditEntries } from './audit-entries';
export { contacts } from './contacts';
export { contentItems } from './content-items';
export { jobs, type JobRow } from './jobs';
export { newsletters } from './newsletters';
export { notes } from './notes';
export { outboxMails } from './outbox-mails';
export { registrations } from './registrations';
export { savedViews } from './saved-views';
export { sessions } from './sessions';
export { staffSessions } from './staff-sessions';
export { staffUsers } from './staff-users';
export { subscribers } from './subscribers';
