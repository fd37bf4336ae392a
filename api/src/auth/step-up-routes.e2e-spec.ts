import request from 'supertest';
import { createUser, loginAs, PASSWORD } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { enrolTwoFactor, unusedCode } from '../../test/helpers/two-factor';
import {
  applications,
  contacts,
  newsletters,
  outboxMails,
  registrations,
  subscribers,
} from '../../test/factories';

const STEP_UP = 'To confirm it is you, enter your current password.';
const INVALID_CODE = 'That code is not valid. Check your authenticator app and try again.';

/**
 * The actions on personal data or on access that a bearer token alone is not enough for: a
 * session signed in more than 5 minutes ago (one a thief may hold) must prove again that it is its
 * user, with POST /api/account/step-up (password, or a code when two-factor sign-in is on).
 */
describe('step-up: proof for every action on personal data or on access', () => {
  let t: TestApp;
  let ip = 0;
  const nextIp = () => `10.92.0.${++ip}`;

  beforeAll(async () => {
    t = await createTestApp({
      OUTBOX_POLL_MS: '0',
      LOGIN_ADDRESS_MAX_FAILURES: '1000',
      API_DOCS: 'true',
    });
    await createUser(t, 'chief', 'admin');
  });
  afterAll(() => t.close());

  type Method = 'get' | 'post' | 'patch' | 'delete';
  const call = (token: string, method: Method, path: string, body?: object) => {
    const agent = request(t.http);
    const req = agent[method](path)
      .set('Authorization', `Bearer ${token}`)
      .set('X-Forwarded-For', nextIp());
    return body === undefined ? req : req.send(body);
  };
  const stepUp = (token: string, body: object) => call(token, 'post', '/api/account/step-up', body);
  const jtiOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti as string;
  /** The session as a thief would hold it: signed in 10 minutes ago. */
  const age = (token: string) =>
    t.db.query(
      `UPDATE staff_sessions SET authenticated_at = now() - interval '10 minutes' WHERE jti = $1`,
      [jtiOf(token)],
    );
  const staleSession = async (username = 'chief') => {
    const token = await loginAs(t, username);
    await age(token);
    return token;
  };
  const expectStepUp = (res: request.Response) =>
    expect([res.status, res.body]).toEqual([
      403,
      {
        statusCode: 403,
        error: 'Forbidden',
        code: 'STEP_UP_REQUIRED',
        message: STEP_UP,
        details: { currentPassword: STEP_UP },
        detailCodes: { currentPassword: 'STEP_UP_REQUIRED' },
      },
    ]);
  const expectStatus = (res: request.Response, status: number) => {
    if (res.status !== status)
      throw new Error(`expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  };

  /**
   * `send` is refused on a stale session, nothing done; after the step-up with the password the
   * same request passes with `ok`. `record` makes the record the request acts on.
   */
  const refusedThenAllowed = async (
    send: (token: string, record: number) => Promise<request.Response>,
    ok: number,
    record: () => Promise<number> = async () => 0,
  ) => {
    const token = await staleSession();
    const id = await record();
    expectStepUp(await send(token, id));
    expectStatus(await stepUp(token, { currentPassword: PASSWORD }), 204);
    expectStatus(await send(token, id), ok);
    return id;
  };

  it('a fresh sign-in passes without a prompt', async () => {
    await contacts.insert(t.db);
    const token = await loginAs(t, 'chief');
    expectStatus(await call(token, 'get', '/api/admin/contacts/export'), 200);
    expectStatus(await call(token, 'post', '/api/admin/privacy/lookup', { email: 'a@x.io' }), 200);
    const staff = await createUser(t, 'fresh-target', 'hr_manager');
    expectStatus(
      await call(token, 'patch', `/api/admin/users/${staff.id}`, { role: 'jobs_admin' }),
      200,
    );
  });

  it('accounts: creating any account, changing a role, disabling and enabling', async () => {
    const before = (await t.db.query(`SELECT count(*)::int AS n FROM users`))[0].n;
    await refusedThenAllowed(
      (token) =>
        call(token, 'post', '/api/admin/users', {
          username: 'newbie',
          email: 'newbie@kavach.example',
          role: 'content_editor',
        }),
      201,
    );
    expect((await t.db.query(`SELECT count(*)::int AS n FROM users`))[0].n).toBe(before + 1);
    const staff = await createUser(t, 'staffer', 'hr_manager');
    const path = `/api/admin/users/${staff.id}`;
    await refusedThenAllowed((token) => call(token, 'patch', path, { role: 'jobs_admin' }), 200);
    await refusedThenAllowed((token) => call(token, 'patch', path, { disabled: true }), 200);
    await refusedThenAllowed((token) => call(token, 'patch', path, { disabled: false }), 200);
    await refusedThenAllowed((token) => call(token, 'post', `${path}/password-reset`, {}), 200);
    // The body's currentPassword of the step-up DTOs still proves it in the same request.
    const token = await staleSession();
    expectStepUp(await call(token, 'patch', path, { role: 'hr_manager' }));
    expectStatus(
      await call(token, 'patch', path, { role: 'hr_manager', currentPassword: PASSWORD }),
      200,
    );
    expect((await t.db.query(`SELECT role FROM users WHERE id = $1`, [staff.id]))[0].role).toBe(
      'hr_manager',
    );
  });

  it('privacy requests: look-up, ZIP export and erase', async () => {
    await contacts.insert(t.db, { email: 'asked@example.com' });
    const email = { email: 'asked@example.com' };
    await refusedThenAllowed(
      (token) => call(token, 'post', '/api/admin/privacy/lookup', email),
      200,
    );
    await refusedThenAllowed(
      (token) => call(token, 'post', '/api/admin/privacy/export', email),
      200,
    );
    await refusedThenAllowed(
      (token) =>
        call(token, 'post', '/api/admin/privacy/erase', {
          ...email,
          confirmation: 'asked@example.com',
        }),
      200,
    );
    expect(await t.db.query(`SELECT id FROM contacts WHERE email = 'asked@example.com'`)).toEqual(
      [],
    );
  });

  it('every CSV export', async () => {
    await contacts.insert(t.db);
    await registrations.insert(t.db);
    await applications.insert(t.db);
    await subscribers.insert(t.db);
    for (const kind of ['contacts', 'registrations', 'applications', 'subscribers'])
      await refusedThenAllowed((token) => call(token, 'get', `/api/admin/${kind}/export`), 200);
  });

  it('deleting contacts, registrations, applications and subscribers, one by one or in bulk', async () => {
    const made = {
      contacts: async () => (await contacts.insert(t.db)).id,
      registrations: async () => (await registrations.insert(t.db)).id,
      applications: async () => (await applications.insert(t.db)).id,
      subscribers: async () => (await subscribers.insert(t.db)).id,
    };
    for (const [kind, record] of Object.entries(made)) {
      const held = (id: number) => t.db.query(`SELECT id FROM ${kind} WHERE id = $1`, [id]);
      const id = await refusedThenAllowed(
        async (token, id) => {
          const res = await call(token, 'delete', `/api/admin/${kind}/${id}`);
          // Refused: still there.
          if (res.status === 403) expect(await held(id)).toEqual([{ id }]);
          return res;
        },
        200,
        record,
      );
      expect([kind, await held(id)]).toEqual([kind, []]);
    }
    // In bulk: the delete asks, a status change does not.
    const id = await made.contacts();
    const token = await staleSession();
    const bulk = (action: object) =>
      call(token, 'post', '/api/admin/contacts/bulk', { ...action, ids: [id], expected: 1 });
    expectStatus(await bulk({ action: 'status', status: 'read' }), 200);
    expectStepUp(await bulk({ action: 'delete' }));
    expect(await t.db.query(`SELECT id FROM contacts WHERE id = $1`, [id])).toEqual([{ id }]);
    expectStatus(await stepUp(token, { currentPassword: PASSWORD }), 204);
    expectStatus(await bulk({ action: 'delete' }), 200);
  });

  it('sending a newsletter (changing a draft does not ask)', async () => {
    await subscribers.insert(t.db);
    const token = await staleSession();
    const draft = await newsletters.insert(t.db);
    expectStatus(
      await call(token, 'patch', `/api/admin/newsletters/${draft.id}`, {
        subject: 'Changed',
        body: 'Hello again.',
        version: draft.version,
      }),
      200,
    );
    const recipients = await call(token, 'get', '/api/admin/newsletters/recipients');
    const send = () =>
      call(token, 'post', `/api/admin/newsletters/${draft.id}/send`, {
        expected: recipients.body.count,
      });
    expectStepUp(await send());
    expect(
      (await t.db.query(`SELECT status FROM newsletters WHERE id = $1`, [draft.id]))[0].status,
    ).toBe('draft');
    expectStatus(await stepUp(token, { currentPassword: PASSWORD }), 204);
    expectStatus(await send(), 200);
  });

  it('reading a stored mail body (the list of mails does not ask)', async () => {
    const mail = await outboxMails.insert(t.db);
    const token = await staleSession();
    expectStatus(await call(token, 'get', '/api/admin/outbox'), 200);
    expectStepUp(await call(token, 'get', `/api/admin/outbox/${mail.id}`));
    expectStatus(await stepUp(token, { currentPassword: PASSWORD }), 204);
    expectStatus(await call(token, 'get', `/api/admin/outbox/${mail.id}`), 200);
  });

  it('a wrong password is 400 and does not make the session fresh; the step-up takes exactly one proof', async () => {
    const token = await staleSession();
    const wrong = await stepUp(token, { currentPassword: 'not my password' });
    expect([wrong.status, wrong.body.code, wrong.body.details]).toEqual([
      400,
      'INVALID_CREDENTIALS',
      { currentPassword: 'Your current password is not correct.' },
    ]);
    expectStepUp(await call(token, 'get', '/api/admin/contacts/export'));
    for (const body of [{}, { currentPassword: PASSWORD, code: '123456' }])
      expect((await stepUp(token, body)).status).toBe(400);
    // No two-factor sign-in, so no code to prove it with.
    const code = await stepUp(token, { code: '123456' });
    expect([code.status, Object.keys(code.body.details)]).toEqual([400, ['code']]);
    expectStepUp(await call(token, 'get', '/api/admin/contacts/export'));
  });

  it('with two-factor sign-in on, an authenticator code or an unused recovery code proves it too', async () => {
    const tara = await createUser(t, 'tara', 'kavach_admin');
    // Signed in before two-factor was turned on (the service does it without ending sessions),
    // so every code of the app is still unused.
    const token = await loginAs(t, 'tara');
    const enrolled = await enrolTwoFactor(t, tara.id, 'tara');
    await age(token);
    const exportCsv = () => call(token, 'get', '/api/admin/contacts/export');
    expectStepUp(await exportCsv());

    const right = await unusedCode(enrolled);
    const wrong = await stepUp(token, { code: right === '000000' ? '111111' : '000000' });
    expect([wrong.status, wrong.body.code, wrong.body.details]).toEqual([
      400,
      'TWO_FACTOR_CODE_INVALID',
      { code: INVALID_CODE },
    ]);
    expectStepUp(await exportCsv());
    expectStatus(await stepUp(token, { code: right }), 204);
    expectStatus(await exportCsv(), 200);

    // A recovery code works once.
    await age(token);
    expectStatus(await stepUp(token, { code: enrolled.recoveryCodes[0] }), 204);
    expectStatus(await exportCsv(), 200);
    await age(token);
    expect((await stepUp(token, { code: enrolled.recoveryCodes[0] })).status).toBe(400);
    expectStepUp(await exportCsv());
  });

  it('codes cannot be guessed: five wrong ones per session, then 429', async () => {
    const uma = await createUser(t, 'uma', 'kavach_admin');
    const token = await loginAs(t, 'uma');
    const enrolled = await enrolTwoFactor(t, uma.id, 'uma');
    await age(token);
    const right = await unusedCode(enrolled);
    const wrong = right === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await stepUp(token, { code: wrong })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await stepUp(token, { code: right })).status).toBe(429);
    expectStepUp(await call(token, 'get', '/api/admin/contacts/export'));
  });

  it('the OpenAPI document marks exactly these operations x-step-up, each with its 403', async () => {
    const doc = (await request(t.http).get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const marked: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops))
        if (op['x-step-up'] !== undefined) {
          marked.push(`${method} ${path}`);
          expect(Object.keys(op.responses as object)).toContain('403');
        }
    expect(marked.sort()).toEqual(
      [
        'post /api/admin/users',
        'patch /api/admin/users/{id}',
        'post /api/admin/users/{id}/password-reset',
        'delete /api/admin/users/{id}/two-factor',
        'post /api/admin/integrations',
        'post /api/admin/integrations/{id}/revoke',
        'post /api/admin/webhooks',
        'patch /api/admin/webhooks/{id}',
        'delete /api/admin/webhooks/{id}',
        'post /api/admin/webhooks/{id}/rotate-secret',
        'post /api/admin/privacy/lookup',
        'post /api/admin/privacy/export',
        'post /api/admin/privacy/erase',
        ...['contacts', 'registrations', 'applications'].flatMap((k) => [
          `get /api/admin/${k}/export`,
          `delete /api/admin/${k}/{id}`,
          `post /api/admin/${k}/bulk`,
        ]),
        'get /api/admin/subscribers/export',
        'delete /api/admin/subscribers/{id}',
        'post /api/admin/newsletters/{id}/send',
        'get /api/admin/outbox/{id}',
      ].sort(),
    );
  });
});
