import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { AuditEventsAsData1764600000500 } from '../platform/database/migrations/1764600000500-AuditEventsAsData';

/**
 * Entries recorded before audit events were data kept only a text; the migration reads each
 * format into details once. Written here as the services wrote them, they read as they did.
 */
const BEFORE: [action: string, target: string, sentence: string][] = [
  ['contacts.bulk-status', '2 → closed; ids 3,2', 'admin changed 2 contact messages to Closed.'],
  [
    'contact.status',
    'contact #5: new → read (opened)',
    'admin opened a contact message, which moved from New to Read.',
  ],
  ['job.update', 'job #12 App Developer', 'admin changed the job “App Developer”.'],
  [
    'content.revert',
    'blog post #4 "Hello" to version 2',
    'admin reverted the blog post “Hello” to version 2.',
  ],
  [
    'content.proposal-publish',
    'news item #9 "Pune centre" (by meera)',
    'admin published the proposed change to the news item “Pune centre”.',
  ],
  [
    'user.role-change',
    'priya.hr → HR Manager',
    'admin changed the role of priya.hr to HR Manager.',
  ],
  [
    'registration.attendance',
    'registration #7: Registered → No-show',
    'admin marked a registration No-show (it was Registered).',
  ],
  [
    'contacts.export',
    'contacts.csv (12) matching "rao"',
    'admin exported 12 contact messages matching “rao” as CSV.',
  ],
  ['auth.login', 'jobs-admin', 'admin signed in to the HR panel.'],
  ['auth.login-failed', 'account disabled', 'admin could not sign in: the account is disabled.'],
];

describe('the audit log before its events were data (migration 1764600000500)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, 'admin', 'admin');
    token = await loginAs(t, 'admin');
    // The log as it was: the migration undone, the entries written with their text only.
    const migration = new AuditEventsAsData1764600000500();
    const runner = t.db.createQueryRunner();
    try {
      await migration.down(runner);
      await runner.query('TRUNCATE audit_log');
      const [{ id }] = (await runner.query(`SELECT id FROM users WHERE username = 'admin'`)) as {
        id: number;
      }[];
      for (const [action, target] of BEFORE)
        await runner.query(
          `INSERT INTO audit_log (user_id, username, action, target) VALUES ($1, 'admin', $2, $3)`,
          [id, action, target],
        );
      await migration.up(runner);
    } finally {
      await runner.release();
    }
  });
  afterAll(() => t?.close());

  it('reads every old entry in the words it had, its record named by the details', async () => {
    const res = await request(t.http)
      .get(`/api/admin/audit?pageSize=${BEFORE.length}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    const read = (res.body.data as { action: string; sentence: string }[])
      .map((e) => [e.action, e.sentence])
      .reverse();
    expect(read).toEqual(BEFORE.map(([action, , sentence]) => [action, sentence]));
    const records = (await t.db.query(
      `SELECT action, record_kind, record_id FROM audit_log WHERE record_kind IS NOT NULL ORDER BY id`,
    )) as { action: string; record_kind: string; record_id: string }[];
    expect(records).toEqual([
      { action: 'contact.status', record_kind: 'contact', record_id: '5' },
      { action: 'job.update', record_kind: 'job', record_id: '12' },
      { action: 'content.revert', record_kind: 'content', record_id: '4' },
      { action: 'content.proposal-publish', record_kind: 'content', record_id: '9' },
      { action: 'user.role-change', record_kind: 'user', record_id: 'priya.hr' },
      { action: 'registration.attendance', record_kind: 'registration', record_id: '7' },
    ]);
  });
});
