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
export { sql, unique, type Db, type Values } from './insert';
export { applications, type ApplicationRow } from './applications';
export { auditEntries, type AuditEntryRow } from './audit-entries';
export { contacts, type ContactRow } from './contacts';
export { contentItems, type ContentItemRow } from './content-items';
export { jobs, type JobRow } from './jobs';
export { newsletters, type NewsletterRow } from './newsletters';
export { notes, type NoteRow } from './notes';
export { outboxMails, type OutboxMailRow } from './outbox-mails';
export { registrations, type RegistrationRow } from './registrations';
export { savedViews, type SavedViewRow } from './saved-views';
export { sessions, type SessionRow } from './sessions';
export { staffSessions, type StaffSessionRow } from './staff-sessions';
export { staffUsers, type StaffUserRow } from './staff-users';
export { subscribers, type SubscriberRow } from './subscribers';
