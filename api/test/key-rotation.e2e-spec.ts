import request from 'supertest';
const ALTCHA_ASK = "Please tick “I'm not a robot” and wait until it says Verified.";
import { CURRENT_PRIVACY_NOTICE } from '../src/privacy-notice/privacy-notice';
import {
  BAD_CONFIRM_LINK,
  BAD_UNSUBSCRIBE_LINK,
} from '../src/subscriptions/dto/create-subscription.dto';
import { SubscriptionsService } from '../src/subscriptions/subscriptions.service';
import { TWO_FACTOR_UNREADABLE } from '../src/auth/two-factor';
import { createUser, loginAs, PASSWORD } from './helpers/auth';
import { solveCaptcha } from './helpers/captcha';
import { KEYS_A, KEYS_B, KEYS_B_THEN_A } from './helpers/keys';
import { createTestApp, restartTestApp, type TestApp } from './helpers/test-app';
import { codeAt } from './helpers/two-factor';

/** The `kid` of a token's header. */
const kidOf = (jwt: string) =>
  (JSON.parse(Buffer.from(jwt.split('.')[0], 'base64url').toString()) as { kid?: string }).kid;
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

/**
 * The README's "Rotating keys" procedure, step by step, on one database: the API runs with
 * keyring A; restarts with B first and A after it (B signs, A still verifies); restarts with B
 * alone. What was issued under A keeps working through the overlap and stops after it, with a
 * 4xx a person can act on, never a 500.
 */
describe('rotating keys (README, "Running in production": Rotating keys)', () => {
  let t: TestApp;
  let ip = 0;
  const nextIp = () => `10.66.0.${++ip}`;

  // Issued under keyring A.
  let secret: string;
  let staffToken: string;
  let unsubscribe: { first: string; second: string };
  let confirm: { first: string; second: string };
  let captcha: { first: string; second: string };

  beforeAll(async () => {
    t = await createTestApp({ ...KEYS_A, RATE_LIMIT_FORMS_PER_MINUTE: '1000' });
  });
  afterAll(() => t?.close());

  const call = (path: string, token: string) =>
    request(t.http).get(path).set('Authorization', `Bearer ${token}`);
  const signIn = async (code: string, captchaSolution?: string) => {
    const step1 = await request(t.http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', nextIp())
      .send({
        username: 'asha',
        password: PASSWORD,
        captcha: captchaSolution ?? (await solveCaptcha(t)),
      });
    if (step1.body.step !== 'two-factor') return step1;
    return request(t.http)
      .post('/api/auth/login/two-factor')
      .set('X-Forwarded-For', nextIp())
      .send({ challenge: step1.body.challenge, code });
  };
  const subscriber = async (email: string) => {
    await request(t.http)
      .post('/api/subscriptions')
      .send({ email, privacyNotice: CURRENT_PRIVACY_NOTICE })
      .expect(201);
    const [{ id }] = await t.db.query(`SELECT id FROM subscribers WHERE email = $1`, [email]);
    return id as number;
  };
  /** The links a mail sent now carries: the confirmation link and the one-click unsubscribe. */
  const links = async (email: string) => {
    const svc = t.app.get(SubscriptionsService);
    const id = await subscriber(email);
    return {
      confirm: tokenOf(svc.confirmUrl(id, new Date(Date.now() + 3600_000))),
      unsubscribe: tokenOf(svc.unsubscribeLinks(id).oneClick),
    };
  };
  const unsubscribeWith = (token: string) =>
    request(t.http)
      .post(`/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
  const confirmWith = (token: string) =>
    request(t.http).post('/api/subscriptions/confirm').send({ token });
  const sealed = async () =>
    (
      (await t.db.query(`SELECT totp_secret FROM users WHERE username = 'asha'`)) as {
        totp_secret: string;
      }[]
    )[0].totp_secret;

  it('1. keyring A: two-factor enrolled, links sent, a captcha solved, a staff token issued', async () => {
    await createUser(t, 'asha', 'admin');
    staffToken = await loginAs(t, 'asha');
    expect(kidOf(staffToken)).toBe('j1');
    const setup = await request(t.http)
      .post('/api/account/two-factor')
      .set('Authorization', `Bearer ${staffToken}`)
      .expect(200);
    secret = setup.body.secret;
    await request(t.http)
      .post('/api/account/two-factor/confirm')
      .set('Authorization', `Bearer ${staffToken}`)
      .send({ code: await codeAt(secret, -1) })
      .expect(200);
    expect(await sealed()).toMatch(/^t1\./);
    const a = await links('first@example.com');
    const b = await links('second@example.com');
    expect(a.unsubscribe).toMatch(/^l1\./);
    expect(a.confirm).toMatch(/^l1\./);
    unsubscribe = { first: a.unsubscribe, second: b.unsubscribe };
    confirm = { first: a.confirm, second: b.confirm };
    captcha = { first: await solveCaptcha(t), second: await solveCaptcha(t) };
  });

  it('2. B first, A kept: everything of A still works; what is new carries B', async () => {
    t = await restartTestApp(t, KEYS_B_THEN_A);
    // The two-factor secret was re-sealed with B's key at start.
    expect(await sealed()).toMatch(/^t2\./);
    // A's staff token, A's links, A's captcha.
    expect((await call('/api/auth/me', staffToken)).status).toBe(200);
    expect((await confirmWith(confirm.first)).status).toBe(200);
    expect((await unsubscribeWith(unsubscribe.first)).status).toBe(200);
    expect(await t.db.query(`SELECT 1 FROM subscribers WHERE email = 'first@example.com'`)).toEqual(
      [],
    );
    // The existing two-factor sign-in, with the captcha solved under A.
    const signedIn = await signIn(await codeAt(secret, 0), captcha.first);
    expect([signedIn.status, signedIn.body.step]).toEqual([200, 'signed-in']);
    expect(kidOf(signedIn.body.token)).toBe('j2');
    const fresh = await links('third@example.com');
    expect(fresh.unsubscribe).toMatch(/^l2\./);
    expect(fresh.confirm).toMatch(/^l2\./);
    const challenge = await request(t.http).get('/api/captcha/challenge').expect(200);
    expect(challenge.body.parameters.data).toEqual({ kid: 'c2' });
  });

  it('3. A removed: its tokens, links and captchas are refused with a 4xx; two-factor still signs in', async () => {
    t = await restartTestApp(t, KEYS_B);
    const me = await call('/api/auth/me', staffToken);
    expect([me.status, me.body.message]).toEqual([
      401,
      'Your session is not valid. Please log in again.',
    ]);
    const unsub = await unsubscribeWith(unsubscribe.second);
    expect([unsub.status, unsub.body.message]).toEqual([400, BAD_UNSUBSCRIBE_LINK]);
    const conf = await confirmWith(confirm.second);
    expect([conf.status, conf.body.message]).toEqual([400, BAD_CONFIRM_LINK]);
    const login = await signIn('000000', captcha.second);
    expect([login.status, login.body.message]).toEqual([400, ALTCHA_ASK]);
    // Re-sealed in step 2, the two-factor secret needs A no more.
    const signedIn = await signIn(await codeAt(secret, 1));
    expect([signedIn.status, signedIn.body.step]).toEqual([200, 'signed-in']);
    expect(kidOf(signedIn.body.token)).toBe('j2');
  });

  it('4. a two-factor secret whose key is gone (removed without a start in between): 409, never 500', async () => {
    t = await restartTestApp(t, {
      ...KEYS_B,
      TOTP_ENCRYPTION_KEYS: 't3:3Yk3WqgC1v5rJ0oJmQyQz2m8f0aX1d4cHnT6uLbP9sE',
    });
    const step1 = await request(t.http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', nextIp())
      .send({ username: 'asha', password: PASSWORD, captcha: await solveCaptcha(t) });
    const code = await request(t.http)
      .post('/api/auth/login/two-factor')
      .set('X-Forwarded-For', nextIp())
      .send({ challenge: step1.body.challenge, code: await codeAt(secret, 0) });
    expect([code.status, code.body.message]).toEqual([409, TWO_FACTOR_UNREADABLE]);
  });
});
