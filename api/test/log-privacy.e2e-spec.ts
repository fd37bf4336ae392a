import { Client } from 'pg';
import request from 'supertest';
import { format } from 'node:util';
import { CURRENT_PRIVACY_NOTICE } from '../src/privacy-notice/privacy-notice';
import { asStaff, createUser, loginAs } from './helpers/auth';
import { solveCaptcha } from './helpers/captcha';
import { createTestApp, type TestApp } from './helpers/test-app';

// The API's log lines go to this array instead of stdout: everything pino writes (access lines,
// the filter's and the services' warnings), whatever the transport would have.
const capturedLines = vi.hoisted((): string[] => []);
vi.mock('../src/platform/http/log-output', async (importOriginal) => {
  const { Writable } = await import('node:stream');
  const stream = new Writable({
    write(chunk: Buffer, _enc: string, done: () => void) {
      capturedLines.push(chunk.toString());
      done();
    },
  });
  return { ...(await importOriginal<object>()), logOutput: () => ({ stream }) };
});

// What people typed, none of which may reach a log line.
const SUBJECT_NAME = 'Kamala Venkataraman';
const CONTACT = {
  name: 'Meera Iyengar',
  email: 'meera.iyengar@example.com',
  phone: '9123456780',
  message: 'I found a lump last week',
};
const CLIENT_ADDRESS = '127.77.1.1';
const REQUEST_MS = 500;

describe('logs hold no personal data and no client addresses (real PostgreSQL)', () => {
  let t: TestApp;
  let token: string;
  // Besides pino: anything written to the console (TypeORM's own loggers print there).
  const consoleLines: string[] = [];
  const log = () => [...capturedLines, ...consoleLines].join('\n');

  beforeAll(async () => {
    for (const method of ['log', 'info', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation(
        (...args: unknown[]) => void consoleLines.push(format(...args)),
      );
    t = await createTestApp({
      LOG_LEVEL: 'info',
      OUTBOX_POLL_MS: '0',
      DB_STATEMENT_TIMEOUT_MS: String(REQUEST_MS),
      DB_POOL_SIZE: '3',
    });
    await createUser(t, 'log-editor', 'admin');
    token = await loginAs(t, 'log-editor');
  });
  afterAll(async () => {
    await t?.close();
    vi.restoreAllMocks();
  });
  beforeEach(() => {
    capturedLines.length = 0;
    consoleLines.length = 0;
  });

  /** What every test asserts besides its own: no values, statements or addresses. */
  function expectNothingPersonal(values: string[]) {
    const text = log();
    for (const value of values) expect(text).not.toContain(value);
    expect(text).not.toMatch(/PARAMETERS|Failing row|DETAIL|INSERT INTO|VALUES \(/);
    expect(text).not.toContain(CLIENT_ADDRESS);
  }

  it('a statement failing on a CHECK: a 400 for the user, its SQLSTATE and constraint in the log, no values', async () => {
    // U+0085 (next line) passes the one-line rule of the form; the table's CHECK refuses it.
    const subject = `Results for ${SUBJECT_NAME}\u0085`;
    const res = await asStaff(t, token)
      .post('/api/admin/newsletters', { subject, body: `Dear ${SUBJECT_NAME}, your report.` })
      .set('X-Forwarded-For', CLIENT_ADDRESS);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: 'A required value is missing or not allowed.',
    });
    expectNothingPersonal([SUBJECT_NAME, 'your report']);
    expect(log()).toContain(
      'statement failed: SQLSTATE 23514 check_violation, table newsletters, constraint newsletters_subject_check',
    );
  });

  it('statements timing out: a 503 for the user, SQLSTATE 57014 in the log, none of what was sent', async () => {
    const locker = new Client({ connectionString: t.databaseUrl });
    await locker.connect();
    const busy = {
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'SERVICE_UNAVAILABLE',
      message: 'The server is busy. Please try again in a moment.',
    };
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE contacts IN ACCESS EXCLUSIVE MODE');
      // The public form (one prepared statement on a pooled connection) and the privacy desk's
      // look-up (TypeORM statements with the address as a parameter).
      const form = await request(t.http)
        .post('/api/contacts')
        .set('X-Forwarded-For', CLIENT_ADDRESS)
        .send({
          ...CONTACT,
          privacyNotice: CURRENT_PRIVACY_NOTICE,
          captcha: await solveCaptcha(t),
        });
      expect([form.status, form.headers['retry-after'], form.body]).toEqual([503, '5', busy]);
      const lookup = await asStaff(t, token)
        .post('/api/admin/privacy/lookup', { email: CONTACT.email })
        .set('X-Forwarded-For', CLIENT_ADDRESS);
      expect([lookup.status, lookup.headers['retry-after'], lookup.body]).toEqual([503, '5', busy]);
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    expectNothingPersonal([CONTACT.name, CONTACT.email, CONTACT.phone, CONTACT.message]);
    const text = log();
    expect(text).toContain('statement failed: SQLSTATE 57014 query_canceled (statement timeout)');
    expect(text).toContain('statement timeout: SQLSTATE 57014 query_canceled (statement timeout)');
    // The lines of a request carry its path, for the operator to find what was slow.
    expect(text).toMatch(
      /"path":"\/api\/admin\/privacy\/lookup"\}[^\n]*statement failed: SQLSTATE 57014/,
    );
  });

  it('a body refused before routing: its access line and its request id, none of what was sent', async () => {
    const res = await request(t.http)
      .post('/api/contacts?token=tok3n.s1gnature')
      .set('Content-Type', 'application/json')
      .set('X-Request-Id', 'refused-body-1')
      .set('X-Forwarded-For', CLIENT_ADDRESS)
      .send(`{"name": "${CONTACT.name}", "email": `);
    expect([res.status, res.body.code, res.headers['x-request-id']]).toEqual([
      400,
      'MALFORMED_BODY',
      'refused-body-1',
    ]);
    const accessLine = () =>
      log()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { req?: { id?: string }; res?: unknown })
        .find((l) => l.req?.id === 'refused-body-1' && l.res);
    await vi.waitFor(() => expect(accessLine()).toBeDefined());
    expect(accessLine()).toMatchObject({
      req: { method: 'POST', path: '/api/contacts' },
      res: { statusCode: 400 },
      msg: expect.stringMatching(/^POST \/api\/contacts 400 \(\d+ ms\)$/),
    });
    expectNothingPersonal([CONTACT.name, 'tok3n.s1gnature']);
  });

  it('a failed sign-in: the log names the account, the audit log alone keeps the address', async () => {
    const res = await request(t.http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', CLIENT_ADDRESS)
      .send({
        username: 'log-editor',
        password: 'not the password',
        captcha: await solveCaptcha(t),
      });
    expect(res.status).toBe(401);
    const [user] = await t.db.query(`SELECT id FROM users WHERE username = 'log-editor'`);
    expectNothingPersonal(['not the password']);
    expect(log()).toContain(`failed login (password) for user ${user.id}`);
    const audit = await t.db.query(
      `SELECT ip FROM audit_log WHERE action = 'auth.login-failed' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual([{ ip: CLIENT_ADDRESS }]);
  });
});
