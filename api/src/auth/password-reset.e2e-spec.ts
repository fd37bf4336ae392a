import { generate } from 'otplib';
import request from 'supertest';
import { createUser, loginAs, PASSWORD } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { type CapturedMail, freePort, SmtpCapture } from '../../test/helpers/smtp-capture';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { OutboxWorker } from '../notifications/outbox.worker';
import { UsersService } from './users.service';

const SITE = 'https://kavach.example';
const ANSWER =
  'If an account matches, we have sent a link to its e-mail address. It works once, for 30 minutes. No mail? Check the spam folder, or ask your administrator.';
const DEAD =
  'This link has expired or was already used. Ask for a new one with "Forgot password?".';

/** "Forgot password?" end to end: real Postgres, the outbox worker and a real SMTP server. */
describe('forgot password: a single-use link by mail', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let ip = 0;
  const nextIp = () => `10.92.0.${++ip}`;

  beforeAll(async () => {
    smtp = new SmtpCapture(await freePort());
    await smtp.start();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OUTBOX_POLL_MS: '0',
      PUBLIC_SITE_URL: SITE,
      LOGIN_ADDRESS_MAX_FAILURES: '1000',
    });
    const users = t.app.get(UsersService);
    await users.create('mira', PASSWORD, 'kavach_admin', { email: 'mira@kavach.example' });
    await users.create('nita', PASSWORD, 'hr_manager', { email: 'nita@kavach.example' });
    await createUser(t, 'noaddress', 'kavach_admin');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const ask = async (login: string, panel?: string, from = nextIp()) =>
    request(t.http)
      .post('/api/auth/password-reset')
      .set('X-Forwarded-For', from)
      .send({ login, captcha: await solveCaptcha(t), ...(panel ? { panel } : {}) });
  const confirm = (token: string, newPassword: string) =>
    request(t.http).post('/api/auth/password-reset/confirm').send({ token, newPassword });
  const deliver = async (): Promise<CapturedMail[]> => {
    smtp.clear();
    await t.app.get(OutboxWorker).processDue();
    return [...smtp.messages];
  };
  const linkIn = (m: CapturedMail) =>
    /https:\/\/\S+#reset-password=[A-Za-z0-9_-]{43}/.exec(m.text)![0];
  const tokenOf = (link: string) => link.split('#reset-password=')[1];
  const login = async (username: string, password: string, panel = 'admin') =>
    request(t.http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', nextIp())
      .send({ username, password, panel, captcha: await solveCaptcha(t) });

  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    const answers = [];
    for (const who of ['mira', 'nobody-here', 'ghost@kavach.example', 'noaddress']) {
      const started = Date.now();
      const res = await ask(who);
      answers.push({ status: res.status, body: res.body });
      expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: { success: true, message: ANSWER } });
    const mails = await deliver();
    expect(mails.map((m) => m.envelope.to)).toEqual([['mira@kavach.example']]);
    expect(linkIn(mails[0])).toMatch(/^https:\/\/kavach\.example\/admin#reset-password=/);
    // Only a hash of the token is stored.
    const stored = await t.db.query(`SELECT token_hash FROM password_reset_tokens`);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(linkIn(mails[0])));
  });

  it('needs the captcha and is rate-limited per account', async () => {
    const bare = await request(t.http)
      .post('/api/auth/password-reset')
      .send({ login: 'mira', captcha: 'x' });
    expect(bare.status).toBe(400);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask('limited@kavach.example')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts the username and the e-mail address of one account as one allowance', async () => {
    const users = t.app.get(UsersService);
    await users.create('sana', PASSWORD, 'kavach_admin', { email: 'sana@kavach.example' });
    await users.create('tara', PASSWORD, 'kavach_admin', { email: 'tara@kavach.example' });
    const statuses = [];
    for (const login of ['sana', ' SANA@Kavach.example ', 'Sana', 'sana@kavach.example'])
      statuses.push((await ask(login)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const mails = await deliver();
    expect(mails.filter((m) => m.envelope.to.includes('sana@kavach.example'))).toHaveLength(3);
    // Another account keeps its own allowance.
    expect((await ask('tara@kavach.example')).status).toBe(200);
    expect((await deliver()).map((m) => m.envelope.to)).toEqual([['tara@kavach.example']]);
  });

  it('the link sets a new password once, ends every session, never skips two-factor; audited', async () => {
    // Mira has two-factor sign-in and a live session.
    const session = await loginAs(t, 'mira');
    const auth = (r: request.Test) => r.set('Authorization', `Bearer ${session}`);
    const setup = await auth(request(t.http).post('/api/account/two-factor')).expect(200);
    const secret = setup.body.secret as string;
    const code = (s = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + s * 30 });
    await auth(request(t.http).post('/api/account/two-factor/confirm'))
      .send({ code: await code(-1) })
      .expect(200);

    await ask('MIRA@kavach.example', 'jobs-admin');
    const [mail] = await deliver();
    // Mira's role has no jobs panel: the link opens /admin.
    const token = tokenOf(linkIn(mail));
    expect(linkIn(mail)).toContain('/admin#');
    expect(mail.header('subject')).toBe('Reset your Kavach Genomics staff panel password');

    const weak = await confirm(token, 'short');
    expect([weak.status, weak.body.message]).toEqual([
      400,
      'The password must be at least 12 characters.',
    ]);
    const done = await confirm(token, 'marigolds by the window');
    expect(done.status).toBe(200);
    expect((await confirm(token, 'another fine passphrase')).body.message).toBe(DEAD);
    // Every session ended.
    expect((await auth(request(t.http).get('/api/auth/me'))).status).toBe(401);
    // The old password is gone; the new one still asks for the code.
    expect((await login('mira', PASSWORD)).status).toBe(401);
    const next = await login('mira', 'marigolds by the window');
    expect(next.body.step).toBe('two-factor');
    await request(t.http)
      .post('/api/auth/login/two-factor')
      .send({ challenge: next.body.challenge, code: await code(1) })
      .expect(200);
    const audit = await t.db.query(
      `SELECT action, username FROM audit_log WHERE action LIKE 'auth.password-reset%' ORDER BY id`,
    );
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'auth.password-reset-request', username: 'mira' },
        { action: 'auth.password-reset', username: 'mira' },
      ]),
    );
  });

  it('an account from before e-mail addresses adds one in My account, then gets the link', async () => {
    const token = await loginAs(t, 'noaddress');
    const post = (body: object) =>
      request(t.http).post('/api/account/email').set('Authorization', `Bearer ${token}`).send(body);
    expect((await post({ email: 'not an address' })).status).toBe(400);
    const taken = await post({ email: 'Mira@kavach.example' });
    expect([taken.status, taken.body.message]).toEqual([
      409,
      'Another staff account already uses this e-mail address.',
    ]);
    await post({ email: 'old.timer@kavach.example' }).expect(200);
    const me = await request(t.http).get('/api/auth/me').set('Authorization', `Bearer ${token}`);
    expect(me.body.email).toBe('old.timer@kavach.example');
    await ask('noaddress');
    expect((await deliver()).map((m) => m.envelope.to)).toEqual([['old.timer@kavach.example']]);
  });

  it('a link works for 30 minutes, and only the newest one', async () => {
    await ask('nita', 'jobs-admin');
    const first = tokenOf(linkIn((await deliver())[0]));
    expect(linkIn(smtp.messages[0])).toContain('/jobs-admin#');
    await ask('nita@kavach.example', 'jobs-admin');
    const second = tokenOf(linkIn((await deliver())[0]));
    expect((await confirm(first, 'rivers run to the sea')).body.message).toBe(DEAD);
    await t.db.query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    );
    expect((await confirm(second, 'rivers run to the sea')).body.message).toBe(DEAD);
    expect((await confirm('A'.repeat(43), 'rivers run to the sea')).body.message).toBe(DEAD);
    expect((await confirm('short', 'rivers run to the sea')).status).toBe(400);
  });
});
