import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { UsersService } from '../src/auth/users.service';
import { StorageService } from '../src/platform/storage/storage.service';
import { createUser, loginAs } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';
import {
  ANY_USER,
  BAD_CALLERS,
  WRONG_PANEL,
  day,
  PDF,
  protectedRoutes,
  ROLES,
  type Role,
} from './helpers/route-table';
import {
  applications,
  contacts,
  contentItems,
  jobs,
  newsletters,
  notes,
  outboxMails,
  registrations,
  savedViews,
  sessions,
  sql,
  staffSessions,
  subscribers,
} from './factories';

/**
 * Who may call what: every route that is not @Public() × every kind of caller
 * (helpers/route-table.ts). The routes are enumerated from the running app, so a route added
 * without a row there fails the first test.
 */
describe('authorisation: every protected route × every caller', () => {
  let t: TestApp;
  const tokens: Record<string, string | undefined> = {};
  const newSession = async () => (await sessions.insert(t.db, { date: day(5) })).id;
  const newSubscriber = async () => (await subscribers.insert(t.db)).id;
  const newJob = async () => (await jobs.insert(t.db, { title: 'Tester' })).id;
  const newNewsletter = async () => (await newsletters.insert(t.db)).id;
  const newApplication = async () => {
    const key = `resumes/${randomUUID()}.pdf`;
    await t.app.get(StorageService).put(key, PDF);
    const row = await applications.insert(t.db, {
      resume_key: key,
      resume_name: 'cv.pdf',
      resume_type: 'pdf',
      resume_size: PDF.length,
      source: 'careers_page',
    });
    return row.id;
  };
  const newContentItem = async (state?: 'trashed' | 'published', author = 'admin') =>
    (
      await contentItems.insert(t.db, {
        author,
        ...(state === 'trashed'
          ? { deleted_at: sql`now()`, deleted_by: 'admin' }
          : state === 'published'
            ? { status: 'published', publish_at: sql`now()` }
            : {}),
      })
    ).id;
  const newContentRevision = async () => {
    const item = await newContentItem();
    const [{ id }] = await t.db.query(
      `INSERT INTO content_revisions (item_id, version, snapshot, saved_by)
       SELECT id, 1, jsonb_build_object('title', title, 'slug', slug, 'dated', dated,
              'position', position, 'fields', fields, 'body', body), 'admin'
         FROM content_items WHERE id = $1 RETURNING id`,
      [item],
    );
    return { item, revision: id as number };
  };
  const newImage = async () => {
    const name = randomUUID();
    await t.db.query(
      `INSERT INTO content_images (name, alt, width, height, variants, uploaded_by)
       VALUES ($1, 'A red dot', 1, 1, '[{"width":1,"height":1}]', 'admin')`,
      [name],
    );
    return name;
  };
  const newContact = async () => (await contacts.insert(t.db)).id;
  const newRegistration = async () => (await registrations.insert(t.db)).id;
  const newFailedMail = async () =>
    (await outboxMails.insert(t.db, { status: 'failed', attempts: 8 })).id;
  let users = 0;
  const newUser = async () =>
    (await createUser(t, `acted-on-${++users}`, 'hr_manager', 'a long enough password 1')).id;
  let integrationTokens = 0;
  const newIntegrationToken = async () => {
    const [row] = await t.db.query(
      `INSERT INTO integration_tokens (name, token_hash, token_start, permissions, expires_at, created_by)
       VALUES ($1::text, md5($1::text) || md5($1::text || 'x'), 'kvch_it_test', '{contacts:read}', now() + interval '1 day', 'u_admin')
       RETURNING id`,
      [`revoked-${++integrationTokens}`],
    );
    return row.id as number;
  };
  const newWebhook = async () => {
    const [row] = await t.db.query(
      `INSERT INTO webhook_endpoints (url, events, secret_sealed, created_by)
       VALUES ('https://93.184.215.14/hook', '{contact.received}', 'never-opened', 'u_admin')
       RETURNING id`,
    );
    return row.id as number;
  };
  const newWebhookDelivery = async () => {
    const id = await newWebhook();
    const [row] = await t.db.query(
      `INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, body, status)
       VALUES ($1, 'msg_' || md5(random()::text), 'contact.received', '{}', 'failed')
       RETURNING id`,
      [id],
    );
    return `${id}/deliveries/${row.id}`;
  };
  /** A signed token with its server-side session, as a login would have issued it. */
  const issue = async (userId: number, username: string, panel: string, idle = false) => {
    const jti = randomUUID();
    await staffSessions.insert(t.db, {
      jti,
      user_id: userId,
      panel,
      last_seen_at: sql`now() - ${idle ? 31 : 0} * interval '1 minute'`,
    });
    return t.app.get(JwtService).signAsync(
      { sub: String(userId), username, panel, ver: 0, jti },
      {
        secret: t.config.keys.jwt.current.secret,
        algorithm: 'HS256',
        expiresIn: 3600,
        issuer: t.config.jwt.issuer,
        audience: t.config.jwt.audience,
      },
    );
  };
  const session = {
    title: 'Information Session',
    image: '/images/x.svg',
    date: day(5),
    startTime: '10:00',
    endTime: '11:00',
    mode: 'online',
  };
  const job = { title: 'Tester', location: 'Mumbai' };
  let contactId: number;
  let registrationId: number;
  let applicationId: number;
  const newNote = async (kind: string, id: number, author: string) =>
    (await notes.insert(t.db, { [`${kind.slice(0, -1)}_id`]: id, body: 'n', author })).id;
  /** A saved view of `username` (an id no row has if there is no such user). */
  const newSavedView = async (username: string) => {
    const [user] = await t.db.query(`SELECT id FROM users WHERE username = $1`, [username]);
    return user ? (await savedViews.insert(t.db, { user_id: user.id })).id : 999_999;
  };

  const ROWS = protectedRoutes({
    newSession,
    newSubscriber,
    newJob,
    newNewsletter,
    newApplication,
    newContentItem,
    newContentRevision,
    newImage,
    newContact,
    newRegistration,
    newFailedMail,
    newUser,
    newIntegrationToken,
    newWebhook,
    newWebhookDelivery,
    contactId: () => contactId,
    registrationId: () => registrationId,
    applicationId: () => applicationId,
    newNote,
    newSavedView,
    session,
    job,
  });

  beforeAll(async () => {
    t = await createTestApp({
      API_DOCS: 'true',
      OUTBOX_POLL_MS: '0',
      LOGIN_MAX_FAILURES: '1000',
      LOGIN_ADDRESS_MAX_FAILURES: '100000',
      PANEL_JOBS_ADMIN_USERS: 'u_hr_manager,u_jobs_admin',
    });
    for (const role of [...ROLES, 'other']) {
      await createUser(t, `u_${role}`, role === 'other' ? 'auditor' : role);
      tokens[role] = await loginAs(t, `u_${role}`);
    }
    const leaver = await createUser(t, 'leaver', 'admin');
    tokens.disabled = await loginAs(t, 'leaver');
    await t.app.get(UsersService).setDisabled(leaver.id, true);
    await createUser(t, 'revoked', 'admin');
    tokens.revoked = await loginAs(t, 'revoked');
    await request(t.http)
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${tokens.revoked}`)
      .expect(200);
    // An HR user left off PANEL_JOBS_ADMIN_USERS cannot log in on either panel; a token issued
    // before the list was narrowed (here: signed directly) is refused on every request.
    const outsider = await createUser(t, 'hr_outsider', 'hr_manager');
    tokens[WRONG_PANEL] = await issue(outsider.id, 'hr_outsider', 'admin');
    const idler = await createUser(t, 'idler', 'admin');
    tokens.idle = await issue(idler.id, 'idler', 'admin', true);
    const [, payload] = tokens.kavach_admin!.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    // A kavach_admin token whose payload claims the admin role: the signature no longer matches.
    tokens.tampered = tokens.kavach_admin!.replace(
      payload,
      Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url'),
    );
    const now = Math.floor(Date.now() / 1000);
    tokens.expired = await t.app.get(JwtService).signAsync(
      { ...claims, iat: now - 7200, exp: now - 3600 },
      {
        secret: t.config.keys.jwt.current.secret,
        algorithm: 'HS256',
      },
    );
    contactId = await newContact();
    await newSubscriber();
    registrationId = await newRegistration();
    applicationId = await newApplication();
  }, 60_000);
  afterAll(() => t.close());

  it('has a row for every protected route the app serves', async () => {
    const router = (
      t.app.getHttpAdapter().getInstance() as {
        router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
      }
    ).router;
    const served = router.stack
      .filter(
        (l) =>
          l.route &&
          l.route.path.startsWith('/api/') &&
          !/^\/api\/(docs|openapi)/.test(l.route.path),
      )
      .flatMap((l) =>
        Object.keys(l.route!.methods)
          .filter((m) => m !== '_all')
          .map((m) => `${m} ${l.route!.path}`),
      );
    const publicRoutes = new Set<string>();
    const doc = (await request(t.http).get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    for (const [p, ops] of Object.entries(doc.paths))
      for (const [m, op] of Object.entries(ops))
        if (!op.security) publicRoutes.add(`${m} ${p.replace(/\{(\w+)\}/g, ':$1')}`);
    const protectedRoutes = served.filter((r) => !publicRoutes.has(r)).sort();
    expect(protectedRoutes).toEqual(ROWS.map((r) => `${r.method} ${r.route}`).sort());
    // And every public route really is public (no token needed): checked by their own suites.
    expect(publicRoutes.size).toBeGreaterThan(10);
  });

  const callers = [...ANY_USER, ...BAD_CALLERS, WRONG_PANEL];
  for (const row of ROWS) {
    describe(`${row.method.toUpperCase()} ${row.route}`, () => {
      it.each(callers)('%s', async (caller) => {
        const path = await row.path(caller);
        let req = request(t.http)[row.method](path);
        const token =
          row.freshToken && ANY_USER.includes(caller as Role)
            ? await loginAs(t, `u_${caller}`)
            : tokens[caller];
        // Who may call what, not how recently they proved it is them (step-up-routes.e2e-spec):
        // the signed-in callers stay just signed in however long the walk takes.
        if (token && ANY_USER.includes(caller as Role))
          await t.db.query(`UPDATE staff_sessions SET authenticated_at = now() WHERE jti = $1`, [
            JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti,
          ]);
        if (caller !== 'anonymous') req = req.set('Authorization', `Bearer ${token}`);
        if (row.send) req = row.send(req);
        const res = await req;
        const expected = (BAD_CALLERS as readonly string[]).includes(caller)
          ? 401
          : row.allowed.includes(caller as Role)
            ? row.ok
            : 403;
        if (caller === WRONG_PANEL) {
          expect([res.status, res.body.message]).toEqual([
            403,
            'You do not have access to this panel.',
          ]);
          return;
        }
        if (res.status !== expected)
          throw new Error(
            `${caller}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
          );
        if (expected === 403)
          expect(res.body.message).toBe('You do not have access to this section.');
      });
    });
  }
});
