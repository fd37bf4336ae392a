import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { todayIst } from '../../src/platform/dates/ist';
import { RETENTION_LOCK_KEY, RetentionService } from '../../src/retention/retention.service';
import { StorageService } from '../../src/platform/storage/storage.service';
import { createUser, loginAs } from './auth';
import type { TestApp } from './test-app';

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
    q(
      `INSERT INTO contacts (name, email, message, created_at) VALUES ($1, 'a@example.com', 'hi', $2)`,
      [n, created],
    );
  const registration = (
    n: string,
    created: Date,
    sessionDate: string | null = null,
    sessionId: number | null = null,
  ) =>
    q(
      `INSERT INTO registrations (name, email, session_date, session_id, created_at)
       VALUES ($1, 'a@example.com', $2, $3, $4)`,
      [n, sessionDate, sessionId, created],
    );
  const application = (n: string, created: Date, key: string | null) =>
    q(
      `INSERT INTO applications (first_name, last_name, email, phone_number, job_position, experience,
         notice_period, salary_expectation, resume_key, resume_type, source, created_at)
       VALUES ($1, 'X', 'a@example.com', '9123456780', 'Dev', '1y', '1m', '5 LPA', $2,
               CASE WHEN $2::varchar IS NULL THEN NULL ELSE 'pdf' END, 'jobs_page', $3)`,
      [n, key, created],
    );
  const session = async (image: string, date = todayIst(), endDate: string | null = null) =>
    Number(
      (
        await q(
          `INSERT INTO sessions (image, date, end_date, time) VALUES ($1, $2, $3, '11 AM') RETURNING id`,
          [image, date, endDate],
        )
      )[0].id,
    );
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
    await q(
      `INSERT INTO audit_log (username, action, target, created_at)
       VALUES ('u', 'auth.login', 'drop', $1), ('u', 'auth.login', 'keep', $2)`,
      [at(730, -1), at(730, 1)],
    );
    await q(
      `INSERT INTO outbox_mails (kind, to_address, subject, text_body, html_body, message_id, status, created_at)
       VALUES ('t', 'a@example.com', 'drop', 'x', 'x', $1, 'failed', $4),
              ('t', 'a@example.com', 'keep', 'x', 'x', $2, 'failed', $5),
              ('t', 'a@example.com', 'keep-pending', 'x', 'x', $3, 'pending', $4)`,
      [randomUUID(), randomUUID(), randomUUID(), at(90, -1), at(90, 1)],
    );

    // Newsletter sign-ups: unconfirmed ones go NEWSLETTER_CONFIRM_HOURS (48) after their last
    // confirmation mail; confirmed ones stay, however old.
    await q(
      `INSERT INTO subscribers (email, status, created_at, confirmation_sent_at) VALUES
         ('drop-pending@example.com', 'pending', $1, $1),
         ('keep-pending@example.com', 'pending', $1, $2),
         ('drop-pending-unsent@example.com', 'pending', $1, NULL),
         ('keep-confirmed@example.com', 'confirmed', $3, $3)`,
      [new Date(NOW.getTime() - 49 * HOUR), new Date(NOW.getTime() - 47 * HOUR), at(3000)],
    );

    // A staff note on every contact, registration and application: a purged record's go with it.
    await q(
      `INSERT INTO notes (contact_id, body, author) SELECT id, 'contact ' || name, 'staff' FROM contacts`,
    );
    await q(
      `INSERT INTO notes (registration_id, body, author)
       SELECT id, 'registration ' || name, 'staff' FROM registrations`,
    );
    await q(
      `INSERT INTO notes (application_id, body, author)
       SELECT id, 'application ' || first_name, 'staff' FROM applications`,
    );

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
    await q(
      `INSERT INTO contacts (name, email, message, created_at)
       SELECT 'bulk', 'a@example.com', 'hi', $1 FROM generate_series(1, 2500)`,
      [at(800)],
    );
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
