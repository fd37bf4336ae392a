import { Client } from 'pg';
import request from 'supertest';
import { CURRENT_PRIVACY_NOTICE } from '../src/privacy-notice/privacy-notice';
import { RetentionService } from '../src/retention/retention.service';
import { createUser, loginAs } from './helpers/auth';
import { solveCaptcha } from './helpers/captcha';
import { createTestApp, type TestApp } from './helpers/test-app';

// No query holds a connection forever: a request's statements get DB_STATEMENT_TIMEOUT_MS (here
// 500 ms), the exports and the purge DB_LONG_STATEMENT_TIMEOUT_MS (here 8 s). A table locked by
// another connection makes every statement on it wait, which is what a slow query looks like.
const REQUEST_MS = 500;
const LOCK_HELD_MS = 2000; // longer than a request may wait, shorter than an export may

describe('statement timeouts (real PostgreSQL)', () => {
  let t: TestApp;
  let token: string;
  let locker: Client;

  beforeAll(async () => {
    t = await createTestApp({
      OUTBOX_POLL_MS: '0',
      DB_STATEMENT_TIMEOUT_MS: String(REQUEST_MS),
      DB_LONG_STATEMENT_TIMEOUT_MS: '8000',
      DB_POOL_SIZE: '3',
    });
    await createUser(t, 'timeout-admin', 'admin');
    token = await loginAs(t, 'timeout-admin');
    locker = new Client({ connectionString: t.databaseUrl });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end();
    await t?.close();
  });

  /** Locks `table` from another connection; resolves the release function once held. */
  async function lock(table: string): Promise<() => Promise<void>> {
    await locker.query('BEGIN');
    await locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    return async () => {
      await locker.query('COMMIT');
    };
  }

  /** Holds the lock for LOCK_HELD_MS, then releases it (`released`: when it is). */
  async function lockFor(table: string): Promise<{ released: Promise<void> }> {
    const release = await lock(table);
    return {
      released: new Promise((resolve, reject) =>
        setTimeout(() => release().then(resolve, reject), LOCK_HELD_MS),
      ),
    };
  }

  const contactForm = async (message: string) => ({
    name: 'Asha Rao',
    email: 'asha.timeout@example.com',
    phone: '9876543210',
    message,
    privacyNotice: CURRENT_PRIVACY_NOTICE,
    captcha: await solveCaptcha(t),
  });
  const send = (body: object) => request(t.http).post('/api/contacts').send(body);

  it('a form whose table stays locked answers a JSON 503 with Retry-After within the timeout; after the lock, it goes through', async () => {
    const form = await contactForm('While the table is locked');
    const release = await lock('contacts');
    try {
      const started = Date.now();
      const res = await send(form);
      const took = Date.now() - started;
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'SERVICE_UNAVAILABLE',
        message: 'The server is busy. Please try again in a moment.',
      });
      expect(took).toBeLessThan(REQUEST_MS + 2500);
    } finally {
      await release();
    }
    const next = await send(await contactForm('After the lock'));
    expect(next.status).toBe(201);
    const rows = await t.db.query(`SELECT message FROM contacts ORDER BY id`);
    expect(rows).toEqual([{ message: 'After the lock' }]);
  });

  it('a CSV export waits longer than a request may; its connection goes back to the pool with the request timeout', async () => {
    const [{ id }] = await t.db.query(`SELECT id FROM contacts`);
    const { released } = await lockFor('contacts');
    const started = Date.now();
    const [detail, csv] = await Promise.all([
      request(t.http).get(`/api/admin/contacts/${id}`).set('Authorization', `Bearer ${token}`),
      request(t.http).get('/api/admin/contacts/export').set('Authorization', `Bearer ${token}`),
    ]);
    await released;
    expect(detail.status).toBe(503); // an ordinary request gave up
    expect(csv.status).toBe(200); // the export waited for the lock
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOCK_HELD_MS - 100);
    expect(csv.text).toContain('After the lock');

    // Every pooled connection is back at the request timeout (the export's setting was undone).
    const runners = [];
    for (let i = 0; i < 3; i++) {
      const r = t.db.createQueryRunner();
      await r.connect();
      runners.push(r);
    }
    try {
      for (const r of runners) {
        expect(await r.query('SHOW statement_timeout')).toEqual([
          { statement_timeout: `${REQUEST_MS}ms` },
        ]);
      }
    } finally {
      for (const r of runners) await r.release();
    }
  });

  it("the person's ZIP and the retention purge wait longer than a request may", async () => {
    const desk = (path: string) =>
      request(t.http)
        .post(`/api/admin/privacy/${path}`)
        .set('Authorization', `Bearer ${token}`)
        .send({ email: 'asha.timeout@example.com' });
    let { released } = await lockFor('contacts');
    const [lookup, zip] = await Promise.all([desk('lookup'), desk('export')]);
    await released;
    expect(lookup.status).toBe(503); // the desk's look-up is an ordinary request
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');

    ({ released } = await lockFor('contacts'));
    const purge = await t.app.get(RetentionService).run();
    await released;
    expect(purge).toEqual(expect.objectContaining({ contacts: 0 }));
  });
});
