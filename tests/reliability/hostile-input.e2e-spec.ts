import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { createUser, loginAs } from '../../api/test/helpers/auth';
import { createTestApp, type TestApp } from '../../api/test/helpers/test-app';
import { buildCorpus, type Case } from './corpus';

// Tables whose rows a rejected request must never add (logs of the request itself are fine).
const IGNORED_TABLES = new Set([
  'audit_log',
  'captcha_solutions',
  'revoked_tokens',
  'migrations',
  'demo_seeds',
]);

const REQUIRED_ROUTES = [
  '/api/contacts',
  '/api/subscriptions',
  '/api/subscriptions/confirm',
  '/api/subscriptions/unsubscribe',
  '/api/subscriptions/language',
  '/api/registrations',
  '/api/applications',
  '/api/careers/applications',
  '/api/admin/sessions',
  '/api/admin/jobs',
  '/api/admin/uploads/session-image',
  '/api/admin/contacts',
  '/api/admin/registrations',
  '/api/admin/subscribers',
  '/api/admin/applications',
  '/api/admin/audit',
  '/api/admin/inbox-counts',
  '/api/admin/saved-views',
  '/api/admin/contacts/bulk',
  '/api/admin/applications/{id}/notes',
];

function filesUnder(dir: string): string[] {
  let out: string[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const e of entries) {
    const p = join(dir, e);
    out = statSync(p).isDirectory() ? out.concat(filesUnder(p)) : out.concat(p);
  }
  return out;
}

describe('hostile and malformed input (reliability corpus)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({
      API_DOCS: 'true',
      RATE_LIMIT_FORMS_PER_MINUTE: '1000000',
      LOGIN_MAX_FAILURES: '1000',
      OUTBOX_POLL_MS: '0',
    });
    await createUser(t, 'root', 'admin');
    token = await loginAs(t, 'root');
  });
  afterAll(() => t.close());

  async function rowCounts(): Promise<Record<string, number>> {
    const tables: { table_name: string }[] = await t.db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      if (IGNORED_TABLES.has(table_name)) continue;
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM "${table_name}"`);
      counts[table_name] = n;
    }
    return counts;
  }

  function send(c: Case) {
    let req = request(t.http)[c.method.toLowerCase() as 'get'](c.path);
    if (c.auth) req = req.set('Authorization', `Bearer ${token}`);
    if (c.multipart) {
      for (const [k, v] of Object.entries(c.multipart.fields)) req = req.field(k, v);
      for (const f of c.multipart.files)
        req = req.attach(f.field, f.data, {
          filename: f.name,
          contentType: f.type ?? 'application/octet-stream',
        });
      return req;
    }
    if (c.rawMultipart) {
      return req
        .set('Content-Type', `multipart/form-data; boundary=${c.rawMultipart.boundary}`)
        .send(c.rawMultipart.data);
    }
    if (c.body !== undefined) {
      if (c.contentType) req = req.set('Content-Type', c.contentType);
      return req.send(c.body as object);
    }
    return req;
  }

  it('answers every case with a readable 4xx (or 2xx for legitimate odd input), writes nothing and stays healthy', async () => {
    const doc = (await request(t.http).get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, unknown>;
    };
    for (const r of REQUIRED_ROUTES) expect(Object.keys(doc.paths)).toContain(r);

    // Fixtures the corpus refers to: one session and one job.
    await t.db.query(
      `INSERT INTO sessions (title, image, date, time, mode, status) VALUES ('S', '/images/cover-hrc.svg', CURRENT_DATE + 10, '11:00 AM', 'online', 'active')`,
    );
    await t.db.query(
      `INSERT INTO jobs (title, company, location) VALUES ('J', 'Kavach Genomics', 'Mumbai')`,
    );
    const [{ id: sessionId }] = await t.db.query(`SELECT max(id)::int AS id FROM sessions`);
    const [{ id: jobId }] = await t.db.query(`SELECT max(id)::int AS id FROM jobs`);

    const corpus = buildCorpus({ sessionId, jobId });
    const before = await rowCounts();
    const filesBefore = filesUnder(t.config.uploadDir);
    const failures: string[] = [];
    for (const c of corpus) {
      const res = await send(c);
      const ok4 = res.status >= 400 && res.status < 500;
      const ok2 = res.status >= 200 && res.status < 300;
      const shaped =
        ok2 ||
        (typeof res.body?.message === 'string' &&
          res.body.message.length > 0 &&
          res.body.statusCode === res.status);
      if ((c.expect === '4xx' ? !ok4 : !ok2) || !shaped) {
        failures.push(`${c.name}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
    }
    const after = await rowCounts();
    const filesAfter = filesUnder(t.config.uploadDir);
    process.stdout.write(
      `\nreliability corpus: ${corpus.length} cases, ${failures.length} failures\n`,
    );
    if (failures.length) process.stdout.write(failures.slice(0, 40).join('\n') + '\n');

    expect(corpus.length).toBeGreaterThanOrEqual(500);
    expect(failures).toEqual([]);
    expect(after).toEqual(before);
    expect(filesAfter).toEqual(filesBefore);
    await request(t.http).get('/api/health/ready').expect(200);
  }, 300_000);
});
