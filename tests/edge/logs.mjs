// What the logs keep of the visitors' forms, the newsletter's links, a résumé and a staff
// sign-in: access lines with the method, the path, the status, the duration, the request id and
// the staff user id; never a token, an e-mail address, an applicant's name or a password. Read
// from the API replicas, the API of the one-URL server, the web server and nginx.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { describe, test } from 'node:test';
import {
  CURRENT_PRIVACY_NOTICE,
  multipart,
  PDF,
  postJson,
  solvedCaptcha,
  staffToken,
} from './forms.mjs';
import { randomLoopback, request } from './http.mjs';
import { logOf } from './processes.mjs';
import { ADMIN_PASSWORD, edgePort, webPort, withDb } from './topology.mjs';
import { assertUploadedFileHeaders } from './uploaded-files.mjs';

const LOGS = ['api-1', 'api-2', 'api-one-url', 'web', 'nginx'];
const readLog = (name) => fs.readFileSync(logOf(name), 'utf8');

/** Letters only (names are letters), unlikely anywhere else. */
const letters = (n) => [...randomBytes(n)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

/** The token of the first link to `path` in `text`. */
function linkToken(text, path, what) {
  const m = new RegExp(`${path}\\?token=([^&\\s"'<>]+)`).exec(text ?? '');
  assert.ok(m, `${what}: a link to ${path} with a token`);
  return decodeURIComponent(m[1]);
}

/** The API's JSON lines of `names`' logs (the replicas' output in production is JSON). */
function apiLines(names) {
  return names.flatMap((n) =>
    readLog(n)
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l)),
  );
}

/** Every flow of the issue through `port`; returns what must appear in no log. */
async function runFlows(port, label) {
  const tag = letters(8);
  const secrets = {};
  const newPerson = (role) => `${role}.${tag}@example.com`;

  // The contact form.
  const contact = { email: newPerson('contact'), name: `Ilsabet ${letters(6)}` };
  let from = randomLoopback();
  let res = await postJson(
    port,
    '/api/contacts',
    {
      name: contact.name,
      email: contact.email,
      phone: '9876543210',
      message: 'Please call me about the test.',
      privacyNotice: CURRENT_PRIVACY_NOTICE,
      captcha: await solvedCaptcha(port, from),
    },
    { from },
  );
  assert.equal(res.status, 201, `${label} contact: ${res.text()}`);
  Object.assign(secrets, { contactEmail: contact.email, contactName: contact.name });

  // The newsletter: sign-up, both views of the confirmation link, the welcome mail's
  // unsubscribe link opened (a 303 whose Location holds the token), its page, the one-click POST
  // with the Referer a browser sends from that page.
  const subscriber = newPerson('subscriber');
  from = randomLoopback();
  res = await postJson(
    port,
    '/api/subscriptions',
    { email: subscriber, privacyNotice: CURRENT_PRIVACY_NOTICE },
    { from },
  );
  assert.equal(res.status, 201, `${label} sign-up: ${res.text()}`);
  const mail = (kind) =>
    withDb(
      async (db) =>
        (
          await db.query(
            `SELECT text_body, list_unsubscribe FROM outbox_mails
              WHERE to_address = $1 AND kind LIKE $2 ORDER BY id DESC LIMIT 1`,
            [subscriber, `%${kind}%`],
          )
        ).rows[0],
    );
  const confirmToken = linkToken(
    (await mail('confirm'))?.text_body,
    '/newsletter/confirm',
    'confirmation mail',
  );
  const confirmPath = `/api/subscriptions/confirm?token=${encodeURIComponent(confirmToken)}`;
  assert.equal((await request(port, confirmPath, { from })).status, 200);
  res = await postJson(port, '/api/subscriptions/confirm', { token: confirmToken }, { from });
  assert.equal(res.status, 200, `${label} confirm: ${res.text()}`);
  const unsubscribeToken = linkToken(
    (await mail('welcome'))?.list_unsubscribe,
    '/api/subscriptions/unsubscribe',
    'welcome mail',
  );
  const unsubscribePath = `/api/subscriptions/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  res = await request(port, unsubscribePath, { from });
  assert.equal(res.status, 303);
  assert.match(res.headers.location, new RegExp(unsubscribeToken.replace(/\./g, '\\.')));
  const page = await request(port, res.headers.location, { from });
  assert.equal(page.status, 200);
  res = await request(port, unsubscribePath, {
    method: 'POST',
    headers: { Referer: `http://127.0.0.1:${port}${res.headers.location}`, 'Content-Length': '0' },
    from,
  });
  assert.equal(res.status, 200, `${label} unsubscribe: ${res.text()}`);
  Object.assign(secrets, { subscriber, confirmToken, unsubscribeToken });

  // An application with a résumé whose file name names the applicant, as people name them.
  const applicant = { first: `Zyx${letters(6)}`, last: `Quo${letters(6)}` };
  const applicantEmail = newPerson('applicant');
  from = randomLoopback();
  const form = multipart(
    {
      first_name: applicant.first,
      last_name: applicant.last,
      email: applicantEmail,
      phone_number: '9876543210',
      job_position: 'App Developer - Kavach Genomics',
      experience: '3+ years',
      notice_period: 'Immediate',
      salary_expectation: '8 LPA',
      reason_for_leaving_prev_job: 'Looking for meaningful work',
      cv_consent: 'true',
      privacy_notice: CURRENT_PRIVACY_NOTICE,
      captcha: await solvedCaptcha(port, from),
    },
    {
      field: 'resume',
      name: `${applicant.first}_${applicant.last}_CV.pdf`,
      type: 'application/pdf',
      content: PDF,
    },
  );
  res = await request(port, '/api/applications', {
    method: 'POST',
    headers: form.headers,
    body: form.body,
    from,
  });
  assert.equal(res.status, 201, `${label} application: ${res.text()}`);
  Object.assign(secrets, {
    applicantEmail,
    applicantFirst: applicant.first,
    applicantLast: applicant.last,
  });

  // Staff: a wrong password, a password typed into the username field, then the right one;
  // the résumé downloaded (its Content-Disposition names the applicant).
  from = randomLoopback();
  const wrongPassword = `Wrong-${letters(12)}`;
  for (const username of ['admin', wrongPassword]) {
    res = await postJson(
      port,
      '/api/auth/login',
      { username, password: wrongPassword, captcha: await solvedCaptcha(port, from) },
      { from },
    );
    assert.equal(res.status, 401, `${label} wrong login: ${res.text()}`);
  }
  const token = await staffToken(port, from);
  const id = await withDb(
    async (db) =>
      (await db.query('SELECT id FROM applications WHERE email = $1', [applicantEmail])).rows[0].id,
  );
  const resumePath = `/api/admin/applications/${id}/resume`;
  res = await request(port, resumePath, { headers: { Authorization: `Bearer ${token}` }, from });
  assert.equal(res.status, 200, `${label} résumé: ${res.text()}`);
  assert.match(res.headers['content-disposition'], new RegExp(applicant.first));
  assertUploadedFileHeaders(res, `${label} résumé`);
  Object.assign(secrets, { wrongPassword, staffToken: token, adminPassword: ADMIN_PASSWORD });
  return { secrets, resumePath, unsubscribePath: '/api/subscriptions/unsubscribe' };
}

describe('logs', () => {
  test(
    'forms, newsletter links, a résumé and staff sign-in leave no token, address, name or password in any log',
    { timeout: 120_000 },
    async () => {
      const edge = await runFlows(edgePort, 'nginx edge');
      const oneUrl = await runFlows(webPort, 'one-URL web server');
      await new Promise((r) => setTimeout(r, 500)); // access lines follow their responses

      const logs = Object.fromEntries(LOGS.map((n) => [n, readLog(n)]));
      for (const [what, value] of [
        ...Object.entries(edge.secrets),
        ...Object.entries(oneUrl.secrets),
      ])
        for (const [name, text] of Object.entries(logs))
          for (const form of new Set([value, encodeURIComponent(value)]))
            assert.ok(!text.includes(form), `${name}'s log holds the ${what} (${form})`);

      // Not vacuous: the requests are there, by path.
      assert.match(logs.nginx, /"GET \/api\/subscriptions\/unsubscribe" 303 /);
      assert.match(logs.nginx, new RegExp(`"GET ${edge.resumePath}" 200 `));
      const access = apiLines(['api-1', 'api-2', 'api-one-url']).filter((l) => 'responseTime' in l);
      for (const path of [edge.resumePath, oneUrl.resumePath, edge.unsubscribePath])
        assert.ok(
          access.some((l) => l.req.path === path),
          `an access line for ${path}`,
        );
    },
  );

  test('an API access line holds the request id, method, path, status, duration and staff user', async () => {
    const from = randomLoopback();
    const token = await staffToken(edgePort, from);
    const me = await request(edgePort, '/api/auth/me?tab=contacts', {
      headers: { Authorization: `Bearer ${token}`, Cookie: 'session=secret' },
      from,
    });
    assert.equal(me.status, 200);
    const requestId = me.headers['x-request-id'];
    assert.ok(requestId, 'the edge names the request');
    await new Promise((r) => setTimeout(r, 500));
    const line = apiLines(['api-1', 'api-2']).find((l) => l.req?.id === requestId && l.res);
    assert.ok(line, `an access line for request ${requestId}`);
    const userId = await withDb(
      async (db) => (await db.query("SELECT id FROM users WHERE username = 'admin'")).rows[0].id,
    );
    assert.deepEqual(
      { ...line, time: 0, pid: 0, hostname: '', responseTime: 0 },
      {
        level: 30,
        time: 0,
        pid: 0,
        hostname: '',
        req: { id: requestId, method: 'GET', path: '/api/auth/me' },
        res: { statusCode: 200 },
        responseTime: 0,
        userId,
        msg: `GET /api/auth/me 200 (${Math.round(line.responseTime)} ms)`,
      },
    );
    assert.equal(typeof line.responseTime, 'number');
    // nginx's line of the same request, by the same id: the path alone, no client address.
    assert.match(readLog('nginx'), new RegExp(`"GET /api/auth/me" 200 .* rid=${requestId} `));
    const edgeLine = readLog('nginx')
      .split('\n')
      .find((l) => l.includes(`rid=${requestId} `));
    assert.ok(!edgeLine.includes(from), `nginx's line holds the client address (${from})`);
  });
});
