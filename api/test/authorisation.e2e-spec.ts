import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { UsersService } from '../src/auth/users.service';
import { StorageService } from '../src/common/storage/storage.service';
import { createUser, loginAs } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Who may call what: every route that is not @Public() × every kind of caller. The expected
 * roles come from the role table in README.md (written out here, not read from the
 * code under test). The routes are enumerated from the running app, so a route added without a
 * row here fails the first test.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Role = 'admin' | 'kavach_admin' | 'hr_manager' | 'jobs_admin' | 'other';
// 'other' is a role the table does not know: labelled Admin, no permissions (may only see itself).
const ROLES: Role[] = ['admin', 'kavach_admin', 'hr_manager', 'jobs_admin'];
const ANY_USER: Role[] = [...ROLES, 'other'];
const BAD_CALLERS = ['anonymous', 'disabled', 'expired', 'tampered', 'revoked'] as const;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

const CONTENT: Role[] = ['admin', 'kavach_admin']; // sessions, contacts, registrations, subscribers
const JOBS: Role[] = ['admin', 'hr_manager', 'jobs_admin']; // jobs, career applications
const ADMIN_ONLY: Role[] = ['admin'];

interface Row {
  method: Method;
  route: string;
  allowed: Role[];
  ok: number;
  /** A concrete path; may create the record the call consumes (e.g. one to delete). */
  path: () => Promise<string> | string;
  send?: (r: request.Test) => request.Test;
  /** The call ends the caller's session (logout): use a fresh login for it. */
  freshToken?: boolean;
}

function day(offset: number): string {
  const d = new Date(Date.now() + 5.5 * 3600_000);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

describe('authorisation: every protected route × every caller', () => {
  let t: TestApp;
  const tokens: Record<string, string | undefined> = {};
  const one = async (sql: string, params: unknown[] = []): Promise<number> =>
    (await t.db.query(sql, params))[0].id;
  const newSession = () =>
    one(
      `INSERT INTO sessions (image, date, time) VALUES ('/images/x.svg', $1, '10 AM') RETURNING id`,
      [day(5)],
    );
  const newSubscriber = () =>
    one(`INSERT INTO subscribers (email) VALUES ($1) RETURNING id`, [`${randomUUID()}@x.io`]);
  const newJob = () =>
    one(
      `INSERT INTO jobs (title, company, location) VALUES ('Tester', 'Kavach Genomics', 'Mumbai') RETURNING id`,
    );
  const newApplication = async () => {
    const key = `resumes/${randomUUID()}.pdf`;
    await t.app.get(StorageService).put(key, PDF);
    return one(
      `INSERT INTO applications (first_name, last_name, email, phone_number, job_position, experience, notice_period,
         salary_expectation, resume_key, resume_name, resume_type, resume_size, source)
       VALUES ('Asha', 'Rao', 'asha@x.io', '9876543210', 'App Developer', '1y', '1m', '10 LPA', $1, 'cv.pdf', 'pdf', $2, 'careers_page')
       RETURNING id`,
      [key, PDF.length],
    );
  };
  const newFailedMail = () =>
    one(
      `INSERT INTO outbox_mails (kind, to_address, subject, text_body, html_body, message_id, status, attempts)
       VALUES ('contact.ack', 'a@x.io', 'S', 't', '<p>t</p>', $1, 'failed', 8) RETURNING id`,
      [`<${randomUUID()}@kavach.example>`],
    );
  const session = { image: '/images/x.svg', date: day(5), time: '10 AM', mode: 'online' };
  const job = { title: 'Tester', location: 'Mumbai' };
  let contactId: number;
  let registrationId: number;

  const ROWS: Row[] = [
    // Any signed-in user
    {
      method: 'get',
      route: '/api/auth/me',
      allowed: ANY_USER,
      ok: 200,
      path: () => '/api/auth/me',
    },
    {
      method: 'post',
      route: '/api/auth/logout',
      allowed: ANY_USER,
      ok: 200,
      path: () => '/api/auth/logout',
      freshToken: true,
    },
    // Contacts, registrations, subscribers, sessions
    {
      method: 'get',
      route: '/api/admin/contacts',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/contacts',
    },
    {
      method: 'get',
      route: '/api/admin/contacts/export',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/contacts/export',
    },
    {
      method: 'get',
      route: '/api/admin/contacts/:id',
      allowed: CONTENT,
      ok: 200,
      path: () => `/api/admin/contacts/${contactId}`,
    },
    {
      method: 'get',
      route: '/api/admin/registrations',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/registrations',
    },
    {
      method: 'get',
      route: '/api/admin/registrations/export',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/registrations/export',
    },
    {
      method: 'get',
      route: '/api/admin/registrations/:id',
      allowed: CONTENT,
      ok: 200,
      path: () => `/api/admin/registrations/${registrationId}`,
    },
    {
      method: 'get',
      route: '/api/admin/subscribers',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/subscribers',
    },
    {
      method: 'get',
      route: '/api/admin/subscribers/export',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/subscribers/export',
    },
    {
      method: 'get',
      route: '/api/admin/subscribers/:id',
      allowed: CONTENT,
      ok: 200,
      path: async () => `/api/admin/subscribers/${await newSubscriber()}`,
    },
    {
      method: 'delete',
      route: '/api/admin/subscribers/:id',
      allowed: CONTENT,
      ok: 200,
      path: async () => `/api/admin/subscribers/${await newSubscriber()}`,
    },
    {
      method: 'get',
      route: '/api/admin/sessions',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/sessions',
    },
    {
      method: 'post',
      route: '/api/admin/sessions',
      allowed: CONTENT,
      ok: 201,
      path: () => '/api/admin/sessions',
      send: (r) => r.send(session),
    },
    {
      method: 'put',
      route: '/api/admin/sessions/:id',
      allowed: CONTENT,
      ok: 200,
      path: async () => `/api/admin/sessions/${await newSession()}`,
      send: (r) => r.send(session),
    },
    {
      method: 'patch',
      route: '/api/admin/sessions/:id/toggle',
      allowed: CONTENT,
      ok: 200,
      path: async () => `/api/admin/sessions/${await newSession()}/toggle`,
    },
    {
      method: 'delete',
      route: '/api/admin/sessions/:id',
      allowed: CONTENT,
      ok: 200,
      path: async () => `/api/admin/sessions/${await newSession()}`,
    },
    {
      method: 'post',
      route: '/api/admin/sessions/check-expired',
      allowed: CONTENT,
      ok: 200,
      path: () => '/api/admin/sessions/check-expired',
    },
    {
      method: 'post',
      route: '/api/admin/uploads/session-image',
      allowed: CONTENT,
      ok: 201,
      path: () => '/api/admin/uploads/session-image',
      send: (r) => r.attach('image', PNG, { filename: 'a.png', contentType: 'image/png' }),
    },
    // Jobs and career applications
    {
      method: 'get',
      route: '/api/admin/jobs',
      allowed: JOBS,
      ok: 200,
      path: () => '/api/admin/jobs',
    },
    {
      method: 'post',
      route: '/api/admin/jobs',
      allowed: JOBS,
      ok: 201,
      path: () => '/api/admin/jobs',
      send: (r) => r.send(job),
    },
    {
      method: 'put',
      route: '/api/admin/jobs/:id',
      allowed: JOBS,
      ok: 200,
      path: async () => `/api/admin/jobs/${await newJob()}`,
      send: (r) => r.send(job),
    },
    {
      method: 'patch',
      route: '/api/admin/jobs/:id/toggle',
      allowed: JOBS,
      ok: 200,
      path: async () => `/api/admin/jobs/${await newJob()}/toggle`,
    },
    {
      method: 'delete',
      route: '/api/admin/jobs/:id',
      allowed: JOBS,
      ok: 200,
      path: async () => `/api/admin/jobs/${await newJob()}`,
    },
    {
      method: 'get',
      route: '/api/admin/applications',
      allowed: JOBS,
      ok: 200,
      path: () => '/api/admin/applications',
    },
    {
      method: 'get',
      route: '/api/admin/applications/:id',
      allowed: JOBS,
      ok: 200,
      path: async () => `/api/admin/applications/${await newApplication()}`,
    },
    {
      method: 'get',
      route: '/api/admin/applications/:id/resume',
      allowed: JOBS,
      ok: 200,
      path: async () => `/api/admin/applications/${await newApplication()}/resume`,
    },
    // Every staff role sees its own figures
    {
      method: 'get',
      route: '/api/admin/dashboard',
      allowed: ROLES,
      ok: 200,
      path: () => '/api/admin/dashboard',
    },
    // System admin only
    {
      method: 'get',
      route: '/api/admin/audit',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: () => '/api/admin/audit',
    },
    {
      method: 'get',
      route: '/api/admin/outbox',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: () => '/api/admin/outbox',
    },
    {
      method: 'post',
      route: '/api/admin/outbox/:id/retry',
      allowed: ADMIN_ONLY,
      ok: 200,
      path: async () => `/api/admin/outbox/${await newFailedMail()}/retry`,
    },
  ];

  beforeAll(async () => {
    t = await createTestApp({ OUTBOX_POLL_MS: '0', LOGIN_MAX_FAILURES: '1000' });
    for (const role of [...ROLES, 'other']) {
      await createUser(t, `u_${role}`, role === 'other' ? 'auditor' : role);
      tokens[role] = await loginAs(t, `u_${role}`);
    }
    await createUser(t, 'leaver', 'admin');
    tokens.disabled = await loginAs(t, 'leaver');
    await new Promise((r) => setTimeout(r, 1100)); // token iat has second precision
    await t.app.get(UsersService).setDisabled('leaver', true);
    await createUser(t, 'revoked', 'admin');
    tokens.revoked = await loginAs(t, 'revoked');
    await request(t.http)
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${tokens.revoked}`)
      .expect(200);
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
        secret: t.config.jwt.secret,
        algorithm: 'HS256',
      },
    );
    contactId = await one(
      `INSERT INTO contacts (name, email, phone, message) VALUES ('A', 'a@x.io', '9000000000', 'm') RETURNING id`,
    );
    await newSubscriber();
    registrationId = await one(
      `INSERT INTO registrations (name, email, phone, message) VALUES ('R', 'r@x.io', '9000000000', 'm') RETURNING id`,
    );
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

  const callers = [...ANY_USER, ...BAD_CALLERS];
  for (const row of ROWS) {
    describe(`${row.method.toUpperCase()} ${row.route}`, () => {
      it.each(callers)('%s', async (caller) => {
        const path = await row.path();
        let req = request(t.http)[row.method](path);
        const token =
          row.freshToken && ANY_USER.includes(caller as Role)
            ? await loginAs(t, `u_${caller}`)
            : tokens[caller];
        if (caller !== 'anonymous') req = req.set('Authorization', `Bearer ${token}`);
        if (row.send) req = row.send(req);
        const res = await req;
        const expected = (BAD_CALLERS as readonly string[]).includes(caller)
          ? 401
          : row.allowed.includes(caller as Role)
            ? row.ok
            : 403;
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
