import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { todayIst } from '../../src/platform/dates/ist';
import { RETENTION_LOCK_KEY, RetentionService } from '../../src/retention/retention.service';
import { StorageService } from '../../src/platform/storage/storage.service';
import { createUser, loginAs } from './auth';
import type { TestApp } from './test-app';
import {
  applications,
  auditEntries,
  contacts,
  notes,
  outboxMails,
  registrations,
  sessions,
  subscribers,
} from '../factories';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

/**
 * The retention purge, the orphan sweep and the session-image clean-up, on whatever storage
 * `ctx()` was built with (the local directory and the S3-compatible test server run the same
 * cases). Rows are inserted with created_at set in SQL, one hour inside or past each period.
 */
export function retentionCases(ctx: () => TestApp): void {
  let t: TestApp;
  let svc: RetentionService;
  let storage: StorageService;
  const NOW = new Date();
  const at = (days: number, hours = 0) => new Date(NOW.getTime() - days * DAY + hours * HOUR);
  const q = (sql: string, params: unknown[] = []) =>
    t.db.query(sql, params) as Promise<Record<string, unknown>[]>;
  const names = async (sql: string) => (await q(sql)).map((r) => String(r.n)).sort();
  const purgeRows = () => q(`SELECT target FROM audit_log WHERE action = 'retention.purge'`);

  beforeAll(() => {
    t = ctx();
    svc = t.app.get(RetentionService);
    storage = t.app.get(StorageService);
  });

  const contact = (n: string, created: Date) =>
    contacts.insert(t.db, { name: n, created_at: created });
  const registration = (
    n: string,
    created: Date,
    sessionDate: string | null = null,
    sessionId: number | null = null,
  ) =>
    registrations.insert(t.db, {
      name: n,
      session_date: sessionDate,
      session_id: sessionId,
      created_at: created,
    });
  const application = (n: string, created: Date, key: string | null) =>
    applications.insert(t.db, {
      first_name: n,
      resume_key: key,
      resume_type: key === null ? null : 'pdf',
      created_at: created,
    });
  const session = async (image: string, date = todayIst(), endDate: string | null = null) =>
    (await sessions.insert(t.db, { image, date, end_date: endDate })).id;
  /** A staff note on every row of `table`, its body `<label> <name>`. */
  const noteOnEach = async (table: string, column: string, name: string, label: string) => {
    const rows = await q(`SELECT id, ${name} AS n FROM ${table} ORDER BY id`);
    await notes.insertMany(
      t.db,
      rows.map((r) => ({ [column]: r.id, body: `${label} ${String(r.n)}` })),
    );
  };
  const stored = async (area: 'resumes' | 'session-images', ext: string, data = PDF) => {
    const key = `${area}/${randomUUID()}.${ext}`;
    await storage.put(key, data);
    return key;
  };

  it('deletes exactly the rows past their period, their files too, and records one audit row', async () => {
    await contact('drop', at(730, -1));
    await contact('keep', at(730, 1));
    // No session: counted from receipt. With one: from the day after it (IST), however old the row.
    await registration('drop-plain', at(365, -1));
    await registration('keep-plain', at(365, 1));
    await registration('drop-session', at(400), todayIst(at(367)));
    await registration('keep-session', at(400), todayIst(at(363)));
    const live = await session('/images/demo.jpg', todayIst(at(380)), todayIst(at(10)));
    await registration('keep-live-session', at(400), todayIst(at(380)), live);
    const dropFile = await stored('resumes', 'pdf');
    const keepFile = await stored('resumes', 'pdf');
    await application('drop-file', at(365, -1), dropFile);
    await application('drop-missing-file', at(365, -1), `resumes/${randomUUID()}.pdf`);
    await application('drop-no-file', at(365, -1), null);
    await application('keep', at(365, 1), keepFile);
    await auditEntries.insertMany(t.db, [
      { username: 'u', action: 'auth.login', target: 'drop', created_at: at(730, -1) },
      { username: 'u', action: 'auth.login', target: 'keep', created_at: at(730, 1) },
    ]);
    await outboxMails.insertMany(t.db, [
      { subject: 'drop', status: 'failed', created_at: at(90, -1) },
      { subject: 'keep', status: 'failed', created_at: at(90, 1) },
      { subject: 'keep-pending', status: 'pending', created_at: at(90, -1) },
    ]);

    // Newsletter sign-ups: unconfirmed ones go NEWSLETTER_CONFIRM_HOURS (48) after their last
    // confirmation mail; confirmed ones stay, however old.
    const hoursAgo = (h: number) => new Date(NOW.getTime() - h * HOUR);
    await subscribers.insertMany(t.db, [
      {
        email: 'drop-pending@example.com',
        status: 'pending',
        created_at: hoursAgo(49),
        confirmation_sent_at: hoursAgo(49),
      },
      {
        email: 'keep-pending@example.com',
        status: 'pending',
        created_at: hoursAgo(49),
        confirmation_sent_at: hoursAgo(47),
      },
      {
        email: 'drop-pending-unsent@example.com',
        status: 'pending',
        created_at: hoursAgo(49),
        confirmation_sent_at: null,
      },
      {
        email: 'keep-confirmed@example.com',
        status: 'confirmed',
        created_at: at(3000),
        confirmation_sent_at: at(3000),
      },
    ]);

    // A staff note on every contact, registration and application: a purged record's go with it.
    await noteOnEach('contacts', 'contact_id', 'name', 'contact');
    await noteOnEach('registrations', 'registration_id', 'name', 'registration');
    await noteOnEach('applications', 'application_id', 'first_name', 'application');

    const r = await svc.run(NOW);
    expect(r).toEqual({
      contacts: 1,
      registrations: 2,
      applications: 3,
      files: 2,
      audit: 1,
      failedMails: 1,
      pendingSubscribers: 2,
      orphanFiles: 0,
    });
    expect(await names(`SELECT email AS n FROM subscribers`)).toEqual([
      'keep-confirmed@example.com',
      'keep-pending@example.com',
    ]);
    expect(await names(`SELECT name AS n FROM contacts`)).toEqual(['keep']);
    expect(await names(`SELECT name AS n FROM registrations`)).toEqual([
      'keep-live-session',
      'keep-plain',
      'keep-session',
    ]);
    expect(await names(`SELECT first_name AS n FROM applications`)).toEqual(['keep']);
    expect(await names(`SELECT body AS n FROM notes`)).toEqual([
      'application keep',
      'contact keep',
      'registration keep-live-session',
      'registration keep-plain',
      'registration keep-session',
    ]);
    expect(await storage.exists(dropFile)).toBe(false);
    expect(await storage.exists(keepFile)).toBe(true);
    expect(await names(`SELECT target AS n FROM audit_log WHERE action = 'auth.login'`)).toEqual([
      'keep',
    ]);
    expect(await names(`SELECT subject AS n FROM outbox_mails`)).toEqual(['keep', 'keep-pending']);
    const audit = await q(
      `SELECT user_id, username, target, ip FROM audit_log WHERE action = 'retention.purge'`,
    );
    expect(audit).toEqual([
      {
        user_id: null,
        username: 'system',
        ip: null,
        target:
          'contacts 1, registrations 2, applications 3 (2 files), audit 1, failed mails 1, unconfirmed sign-ups 2',
      },
    ]);
  });

  it('a second run deletes nothing and records nothing', async () => {
    const r = await svc.run(NOW);
    expect(Object.values(r ?? {}).every((n) => n === 0)).toBe(true);
    expect(await purgeRows()).toHaveLength(1);
  });

  it('two runs at once (one advisory lock) delete each row once, without errors', async () => {
    await contacts.insertSeries(t.db, 2500, { name: 'bulk', created_at: at(800) });
    const runs = await Promise.all([svc.run(NOW), svc.run(NOW)]);
    expect(runs.reduce((sum, r) => sum + (r?.contacts ?? 0), 0)).toBe(2500);
    expect(await names(`SELECT name AS n FROM contacts`)).toEqual(['keep']);
    const purges = await purgeRows();
    expect(purges).toHaveLength(2);
    expect(purges.map((p) => p.target)).toContain(
      'contacts 2500, registrations 0, applications 0 (0 files), audit 0, failed mails 0',
    );
  });

  it('skips quietly while another replica holds the lock', async () => {
    const other = t.db.createQueryRunner();
    await other.connect();
    try {
      await other.query(`SELECT pg_advisory_lock($1)`, [RETENTION_LOCK_KEY]);
      await contact('late', at(800));
      expect(await svc.run(NOW)).toBeNull();
      expect(await names(`SELECT name AS n FROM contacts`)).toEqual(['keep', 'late']);
      await other.query(`SELECT pg_advisory_unlock($1)`, [RETENTION_LOCK_KEY]);
    } finally {
      await other.release();
    }
    expect((await svc.run(NOW))?.contacts).toBe(1);
  });

  it('sweeps an old file no row refers to, keeps a fresh one and a referenced one', async () => {
    // Keep the rows of the earlier cases inside their periods for the later clocks below.
    await q(`DELETE FROM contacts`);
    await q(`DELETE FROM registrations`);
    await q(`DELETE FROM outbox_mails`);
    await q(`DELETE FROM subscribers`);
    await q(`DELETE FROM audit_log WHERE action = 'auth.login'`);
    await q(`UPDATE applications SET created_at = now()`);
    const [{ resume_key: usedResume }] = await q(`SELECT resume_key FROM applications`);
    const orphanResume = await stored('resumes', 'pdf');
    const orphanImage = await stored('session-images', 'png', PNG);
    const usedImage = await stored('session-images', 'png', PNG);
    await session(`/api/files/session-images/${usedImage.split('/')[1]}`);
    await session('/images/built-in.jpg');
    const exists = async () =>
      Promise.all(
        [usedResume, orphanResume, orphanImage, usedImage].map((k) => storage.exists(String(k))),
      );

    expect((await svc.run(new Date()))?.orphanFiles).toBe(0);
    expect(await exists()).toEqual([true, true, true, true]);
    // Over an hour later the resume goes; an unused image is given a day (the form may be open).
    expect((await svc.run(new Date(Date.now() + 2 * HOUR)))?.orphanFiles).toBe(1);
    expect(await exists()).toEqual([true, false, true, true]);
    expect((await svc.run(new Date(Date.now() + 25 * HOUR)))?.orphanFiles).toBe(1);
    expect(await exists()).toEqual([true, false, false, true]);
    expect((await purgeRows()).map((p) => p.target)).toContain(
      'contacts 0, registrations 0, applications 0 (0 files), audit 0, failed mails 0, orphan files 1',
    );
  });

  it('deleting a session removes its uploaded image unless another session uses it', async () => {
    await createUser(t, 'root', 'admin');
    const token = await loginAs(t, 'root');
    const del = (id: number) =>
      request(t.http)
        .delete(`/api/admin/sessions/${id}`)
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
    const url = (key: string) => `/api/files/session-images/${key.split('/')[1]}`;
    const own = await stored('session-images', 'png', PNG);
    const shared = await stored('session-images', 'png', PNG);
    const a = await session(url(own));
    const b = await session(url(shared));
    const c = await session(`https://kavach.example${url(shared)}`);
    const builtIn = await session('/images/built-in.jpg');

    await del(a);
    expect(await storage.exists(own)).toBe(false);
    await del(b);
    expect(await storage.exists(shared)).toBe(true);
    await del(c);
    expect(await storage.exists(shared)).toBe(false);
    await del(builtIn);
    expect(await q(`SELECT id FROM sessions WHERE id = ANY($1)`, [[a, b, c, builtIn]])).toEqual([]);
  });
}
