import request from 'supertest';
import { createUser, loginAs } from '../../test/helpers/auth';
import { SmtpCapture, freePort, type CapturedMail } from '../../test/helpers/smtp-capture';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { CURRENT_PRIVACY_NOTICE } from '../privacy-notice/privacy-notice';
import { OutboxWorker } from '../notifications/outbox.worker';
import { CONFIRMATION_RESEND_MINUTES, SubscriptionsService } from './subscriptions.service';
import { sql, subscribers } from '../../test/factories';

/** Table rows led by a short label: long test values would flood the test report. */
function labelled<P, R extends unknown[]>(rows: [P, ...R][]): [string, P, ...R][] {
  return rows.map((r) => [
    (JSON.stringify(r[0]) ?? 'undefined').replace(
      /(.)\1{15,}/g,
      (run, c: string) => `${c}×${run.length}`,
    ),
    ...r,
  ]);
}

const CHECK_YOUR_INBOX = {
  status: 'success',
  message: 'Check your inbox to confirm your subscription.',
};
const CONFIRMED = { status: 'success', message: 'Your subscription is confirmed.' };
const UNSUBSCRIBED = { status: 'success', message: 'You have been unsubscribed.' };
const BAD_CONFIRM = 'This confirmation link is not valid. Please subscribe again.';
const EXPIRED_CONFIRM = 'This confirmation link has expired. Please subscribe again.';
const BAD_UNSUBSCRIBE = 'This unsubscribe link is not valid.';
const SITE = 'https://www.kavach.example';

/**
 * The newsletter end to end on the real Postgres, with mails delivered by the outbox worker to a
 * real SMTP server (smtp-server on a random port) and read back from what it received.
 */
describe('subscriptions: double opt-in and one-click unsubscribe (real Postgres, real SMTP)', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let token: string;

  beforeAll(async () => {
    smtp = new SmtpCapture(await freePort());
    await smtp.start();
    t = await createTestApp({
      RATE_LIMIT_FORMS_PER_MINUTE: '1000',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OUTBOX_POLL_MS: '0',
      PUBLIC_SITE_URL: SITE,
      MAIL_FROM: 'Kavach Genomics <news@kavach.example>',
    });
    await createUser(t, 'kav', 'kavach_admin');
    token = await loginAs(t, 'kav');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  /** Sends the footer form with the notice it shows, unless `body` says otherwise. */
  const subscribe = (body: unknown) =>
    request(t.http)
      .post('/api/subscriptions')
      .send({ privacyNotice: CURRENT_PRIVACY_NOTICE, ...(body as object) });
  const admin = (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${token}`);
  const emails = async (): Promise<string[]> =>
    (await t.db.query(`SELECT email FROM subscribers ORDER BY id`)).map(
      (r: { email: string }) => r.email,
    );
  const row = async (email: string) =>
    (
      (await t.db.query(
        `SELECT id, status, confirmed_at, confirmation_sent_at FROM subscribers WHERE email = $1`,
        [email],
      )) as { id: number; status: string; confirmed_at: Date | null }[]
    )[0];
  /** Sends what is due and returns the mails the SMTP server received in that batch. */
  const deliver = async (): Promise<CapturedMail[]> => {
    smtp.clear();
    await t.app.get(OutboxWorker).processDue();
    return [...smtp.messages];
  };
  /** The URL after "label: " in a mail's text part. */
  const link = (m: CapturedMail, label: string) => {
    const url = new RegExp(`^${label}: (\\S+)$`, 'm').exec(m.text)?.[1];
    if (!url) throw new Error(`no "${label}" link in:\n${m.text}`);
    return new URL(url);
  };
  const tokenOf = (url: URL) => url.searchParams.get('token')!;
  const confirmPost = (tok: unknown) =>
    request(t.http).post('/api/subscriptions/confirm').send({ token: tok });
  const confirmCheck = (tok: string) =>
    request(t.http).get(`/api/subscriptions/confirm?token=${encodeURIComponent(tok)}`);

  describe('POST /api/subscriptions: the form', () => {
    it.each(
      labelled([
        [{ email: '' }, 'Email is required.'],
        [{ email: '   ' }, 'Email is required.'],
        [{}, 'Email is required.'],
        [{ email: 'not-an-email' }, 'Invalid email address. Please check and try again.'],
        [{ email: 'a b@c.de' }, 'Invalid email address. Please check and try again.'],
        [{ email: 123 }, 'Invalid email address. Please check and try again.'],
        [{ email: `${'a'.repeat(250)}@b.co` }, 'Email is too long (254 characters at most).'],
        [{ email: 'ok@example.com', EmailID: 'x' }, 'Unknown field "EmailID".'],
      ]),
    )('%s → 400, nothing stored', async (_label, body, message) => {
      const res = await subscribe(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await emails()).toEqual([]);
    });

    it('needs no captcha', async () => {
      expect((await subscribe({ email: 'nocaptcha@example.com' })).status).toBe(201);
      await t.db.query(`TRUNCATE subscribers`);
      await deliver();
    });
  });

  describe('double opt-in and one-click unsubscribe, as a person and their mail provider see it', () => {
    it('sign-up → confirmation mail → scanners change nothing → confirm → welcome with one-click headers → POST from the provider unsubscribes', async () => {
      // 1. The form: a pending row and the confirmation mail, nothing more.
      const signUp = await subscribe({ email: '  Asha.Rao@Example.COM ' });
      expect(signUp.status).toBe(201);
      expect(signUp.body).toEqual(CHECK_YOUR_INBOX);
      expect(await row('asha.rao@example.com')).toMatchObject({
        status: 'pending',
        confirmed_at: null,
      });
      const [confirmation, ...others] = await deliver();
      expect(others).toEqual([]);
      expect(confirmation.envelope.to).toEqual(['asha.rao@example.com']);
      expect(confirmation.header('subject')).toBe(
        'Confirm your subscription to the Kavach Genomics newsletter',
      );
      expect(confirmation.header('list-unsubscribe')).toBeUndefined();
      const confirmUrl = link(confirmation, 'Confirm your subscription');
      expect(`${confirmUrl.origin}${confirmUrl.pathname}`).toBe(`${SITE}/newsletter/confirm`);
      const confirmToken = tokenOf(confirmUrl);
      // The link runs out NEWSLETTER_CONFIRM_HOURS (48) after the mail.
      const expiry = Number(confirmToken.split('.').at(-2)) * 1000;
      expect(Math.abs(expiry - (Date.now() + 48 * 3600_000))).toBeLessThan(60_000);

      // 2. A link scanner opens every URL it can: the API's GETs change nothing.
      const check = await confirmCheck(confirmToken);
      expect(check.status).toBe(200);
      expect(check.body).toEqual({
        status: 'success',
        subscription: 'pending',
        message: 'Press the button to confirm your subscription.',
      });
      await request(t.http).head(`/api/subscriptions/confirm?token=${confirmToken}`);
      expect((await row('asha.rao@example.com')).status).toBe('pending');
      expect(await deliver()).toEqual([]);
      // Not a subscriber yet: listed among all sign-ups as waiting, not among the confirmed.
      const confirmedList = await admin('/api/admin/subscribers?status=confirmed');
      expect(confirmedList.body.data.map((r: { email: string }) => r.email)).not.toContain(
        'asha.rao@example.com',
      );
      const allList = await admin('/api/admin/subscribers');
      expect(allList.body.data).toContainEqual(
        expect.objectContaining({
          email: 'asha.rao@example.com',
          status: 'Waiting for confirmation',
        }),
      );

      // 3. The person presses "Confirm subscription": confirmed, and the welcome mail follows.
      const confirmed = await confirmPost(confirmToken);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual(CONFIRMED);
      const subscriber = await row('asha.rao@example.com');
      expect(subscriber.status).toBe('confirmed');
      expect(subscriber.confirmed_at).toBeInstanceOf(Date);
      const [welcome, ...more] = await deliver();
      expect(more).toEqual([]);
      expect(welcome.header('subject')).toBe('Welcome to the Kavach Genomics newsletter');
      const unsubscribeToken = t.app.get(SubscriptionsService).unsubscribeToken(subscriber.id);
      expect(welcome.header('list-unsubscribe')).toBe(
        `<${SITE}/api/subscriptions/unsubscribe?token=${unsubscribeToken}>, ` +
          `<mailto:news@kavach.example?subject=unsubscribe%20${unsubscribeToken}>`,
      );
      expect(welcome.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      // The body's link opens the page with the Unsubscribe button.
      expect(link(welcome, 'Unsubscribe').href).toBe(
        `${SITE}/newsletter/unsubscribe?token=${unsubscribeToken}`,
      );

      // Confirming again (a second click, a retry) changes nothing and sends nothing.
      expect((await confirmPost(confirmToken)).body).toEqual(CONFIRMED);
      expect((await confirmCheck(confirmToken)).body.subscription).toBe('confirmed');
      expect(await deliver()).toEqual([]);
      const list = await admin('/api/admin/subscribers?status=confirmed');
      expect(list.body.data.map((r: { email: string }) => r.email)).toContain(
        'asha.rao@example.com',
      );

      // 4. A scanner follows the List-Unsubscribe URL: a 303 to the page, nothing deleted.
      const oneClick = new URL(/^<([^>]+)>/.exec(welcome.header('list-unsubscribe')!)![1]);
      const path = `${oneClick.pathname}${oneClick.search}`;
      const scanned = await request(t.http).get(path).redirects(0);
      expect(scanned.status).toBe(303);
      expect(scanned.headers.location).toBe(`/newsletter/unsubscribe?token=${unsubscribeToken}`);
      await request(t.http).head(path);
      expect((await row('asha.rao@example.com')).status).toBe('confirmed');

      // 5. The mail provider's one-click POST (RFC 8058): no cookie, no session, form-encoded.
      const post = await request(t.http).post(path).type('form').send('List-Unsubscribe=One-Click');
      expect(post.status).toBe(200);
      expect(post.headers['set-cookie']).toBeUndefined();
      expect(post.body).toEqual(UNSUBSCRIBED);
      expect(await row('asha.rao@example.com')).toBeUndefined();
      // Again (the provider retries): still fine, nothing else happens.
      await request(t.http).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect(await deliver()).toEqual([]);
    });

    it('the page button POSTs with no body; multipart from a provider works too', async () => {
      const svc = t.app.get(SubscriptionsService);
      const ids = [];
      for (const email of ['button@example.com', 'multipart@example.com', 'json@example.com']) {
        await subscribe({ email }).expect(201);
        ids.push((await row(email)).id);
      }
      await t.db.query(`UPDATE subscribers SET status = 'confirmed', confirmed_at = now()`);
      const path = (id: number) =>
        `/api/subscriptions/unsubscribe?token=${svc.unsubscribeToken(id)}`;
      expect((await request(t.http).post(path(ids[0]))).body).toEqual(UNSUBSCRIBED);
      await request(t.http).post(path(ids[1])).field('List-Unsubscribe', 'One-Click').expect(200);
      await request(t.http).post(path(ids[2])).send({}).expect(200);
      expect(await emails()).toEqual([]);
      await deliver();
    });

    it('an unsubscribe link removes only its own subscription, never a later one of the address', async () => {
      const svc = t.app.get(SubscriptionsService);
      await subscribe({ email: 'leaver@example.com' }).expect(201);
      const first = await row('leaver@example.com');
      const oldLink = `/api/subscriptions/unsubscribe?token=${svc.unsubscribeToken(first.id)}`;
      await request(t.http).post(oldLink).expect(200);
      expect(await row('leaver@example.com')).toBeUndefined();
      // Subscribing again is possible, and the old link does not remove the new subscription.
      await subscribe({ email: 'leaver@example.com' }).expect(201);
      await request(t.http).post(oldLink).expect(200);
      expect(await row('leaver@example.com')).toMatchObject({ status: 'pending' });
      await deliver();
    });
  });

  describe('the language of the page it signed up on', () => {
    it('a sign-up from a Marathi page: stored with its language, confirmed and welcomed in Marathi, its links to the Marathi pages; an unknown language is refused', async () => {
      const refused = await subscribe({ email: 'meera.fr@example.com', language: 'fr' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        message: 'Language must be one of en, hi, mr.',
        detailCodes: { language: 'FIELD_INVALID' },
      });
      expect(await emails()).not.toContain('meera.fr@example.com');

      expect((await subscribe({ email: 'meera.mr@example.com', language: 'mr' })).status).toBe(201);
      const [stored] = (await t.db.query(
        `SELECT language FROM subscribers WHERE email = 'meera.mr@example.com'`,
      )) as { language: string }[];
      expect(stored.language).toBe('mr');
      const [confirmation] = await deliver();
      expect(confirmation.header('subject')).toBe(
        'Kavach Genomics च्या न्यूजलेटरच्या सदस्यत्वाची पुष्टी करा',
      );
      const confirmUrl = link(confirmation, 'तुमच्या सदस्यत्वाची पुष्टी करा');
      expect(`${confirmUrl.origin}${confirmUrl.pathname}`).toBe(`${SITE}/mr/newsletter/confirm`);
      expect((await confirmPost(tokenOf(confirmUrl))).status).toBe(200);
      const [welcome] = await deliver();
      expect(welcome.header('subject')).toBe('Kavach Genomics च्या न्यूजलेटरमध्ये तुमचे स्वागत आहे');
      const page = link(welcome, 'सदस्यत्व सोडा');
      expect(`${page.origin}${page.pathname}`).toBe(`${SITE}/mr/newsletter/unsubscribe`);
      // That page also changes the language: the mail says so under the link.
      expect(welcome.text).toContain(
        'त्याच पानावर तुम्ही न्यूजलेटरची भाषा निवडू शकता: English, हिन्दी किंवा मराठी.',
      );
      expect(welcome.header('list-unsubscribe')).toContain('/api/subscriptions/unsubscribe?token=');
    });
  });

  describe('the language a subscriber chooses on the page their unsubscribe link opens', () => {
    it('the signed token sets it (the panel shows it); a wrong language, a forged token or a subscription gone changes nothing', async () => {
      const svc = t.app.get(SubscriptionsService);
      await subscribe({ email: 'asha.lang@example.com' }).expect(201);
      const { id } = await row('asha.lang@example.com');
      await t.db.query(
        `UPDATE subscribers SET status = 'confirmed', confirmed_at = now() WHERE id = $1`,
        [id],
      );
      await deliver();
      const choose = (language: unknown, tok = svc.unsubscribeToken(id)) =>
        request(t.http)
          .post(`/api/subscriptions/language?token=${encodeURIComponent(tok)}`)
          .send({ language });
      const stored = async () =>
        (
          (await t.db.query(`SELECT language FROM subscribers WHERE id = $1`, [id])) as {
            language: string;
          }[]
        )[0]?.language;

      const saved = await choose('hi');
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({
        status: 'success',
        message: 'Your newsletter language is saved.',
      });
      expect(await stored()).toBe('hi');
      expect((await admin(`/api/admin/subscribers/${id}`)).body.data.language).toBe('hi');

      const wrong = await choose('fr');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        message: 'Language must be one of en, hi, mr.',
        detailCodes: { language: 'FIELD_INVALID' },
      });
      expect((await choose(undefined)).body.message).toBe('Language is required.');
      const forged = await choose('mr', `${id}.${'A'.repeat(43)}`);
      expect(forged.status).toBe(400);
      expect(forged.body.message).toBe('This unsubscribe link is not valid.');
      expect(await stored()).toBe('hi');

      await request(t.http)
        .post(`/api/subscriptions/unsubscribe?token=${svc.unsubscribeToken(id)}`)
        .expect(200);
      const gone = await choose('mr');
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe('This subscription no longer exists.');
    });
  });

  describe('no membership oracle, no flooding', () => {
    beforeAll(async () => {
      await t.db.query(`TRUNCATE subscribers`);
      await deliver();
    });

    it('the same answer for a new, a pending and a confirmed address; mail only for the new one', async () => {
      const fresh = await subscribe({ email: 'new@example.com' });
      await subscribe({ email: 'waiting@example.com' }).expect(201);
      await subscribe({ email: 'member@example.com' }).expect(201);
      await t.db.query(
        `UPDATE subscribers SET status = 'confirmed', confirmed_at = now() WHERE email = 'member@example.com'`,
      );
      await deliver();
      const pending = await subscribe({ email: 'WAITING@example.com' });
      const member = await subscribe({ email: ' member@EXAMPLE.com' });
      for (const res of [fresh, pending, member]) {
        expect(res.status).toBe(201);
        expect(res.body).toEqual(CHECK_YOUR_INBOX);
      }
      expect(pending.headers['content-length']).toBe(fresh.headers['content-length']);
      expect(member.headers['content-length']).toBe(fresh.headers['content-length']);
      // A confirmed subscriber gets no mail; a pending one none within the interval.
      expect(await deliver()).toEqual([]);
      expect(await row('member@example.com')).toMatchObject({ status: 'confirmed' });
      expect(await emails()).toEqual([
        'new@example.com',
        'waiting@example.com',
        'member@example.com',
      ]);
    });

    it(`a pending address gets a fresh confirmation mail at most every ${CONFIRMATION_RESEND_MINUTES} minutes`, async () => {
      for (let i = 0; i < 5; i++) await subscribe({ email: 'waiting@example.com' }).expect(201);
      expect(await deliver()).toEqual([]);
      await t.db.query(
        `UPDATE subscribers SET confirmation_sent_at = now() - make_interval(mins => $1 + 1)
          WHERE email = 'waiting@example.com'`,
        [CONFIRMATION_RESEND_MINUTES],
      );
      for (let i = 0; i < 5; i++) await subscribe({ email: 'waiting@example.com' }).expect(201);
      const mails = await deliver();
      expect(mails.map((m) => m.envelope.to[0])).toEqual(['waiting@example.com']);
      // The new link confirms the one pending row.
      await confirmPost(tokenOf(link(mails[0], 'Confirm your subscription'))).expect(200);
      expect(await row('waiting@example.com')).toMatchObject({ status: 'confirmed' });
      await deliver();
    });

    it('concurrent sign-ups of one address: one row, one mail, the same answer to all', async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          subscribe({ email: i % 2 ? 'RACE@x.io' : 'race@x.io' }),
        ),
      );
      for (const r of results) expect(r.body).toEqual(CHECK_YOUR_INBOX);
      expect((await emails()).filter((e) => e === 'race@x.io')).toHaveLength(1);
      expect((await deliver()).map((m) => m.envelope.to[0])).toEqual(['race@x.io']);
    });
  });

  describe('links that ran out or were never ours', () => {
    it('an expired link: 400 on the check and on the POST, the sign-up stays unconfirmed', async () => {
      await subscribe({ email: 'late@example.com' }).expect(201);
      await deliver();
      const { id } = await row('late@example.com');
      const svc = t.app.get(SubscriptionsService);
      const expired = tokenOf(new URL(svc.confirmUrl(id, new Date(Date.now() - 1000))));
      for (const res of [await confirmCheck(expired), await confirmPost(expired)]) {
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(EXPIRED_CONFIRM);
      }
      expect(await row('late@example.com')).toMatchObject({
        status: 'pending',
        confirmed_at: null,
      });
      expect(await deliver()).toEqual([]);
      // Once confirmed through a good link, the old link just says so (nothing to undo).
      const good = tokenOf(new URL(svc.confirmUrl(id, new Date(Date.now() + 3600_000))));
      await confirmPost(good).expect(200);
      expect((await confirmPost(expired)).body).toEqual(CONFIRMED);
      expect((await deliver()).map((m) => m.header('subject'))).toEqual([
        'Welcome to the Kavach Genomics newsletter',
      ]);
    });

    it('forged, moved, swapped or missing tokens: 400 and nothing changes', async () => {
      await subscribe({ email: 'target@example.com' }).expect(201);
      await deliver();
      const { id } = await row('target@example.com');
      const svc = t.app.get(SubscriptionsService);
      const good = tokenOf(new URL(svc.confirmUrl(id, new Date(Date.now() + 3600_000))));
      const [kid, , exp, sig] = good.split('.');
      for (const tok of [
        `${kid}.${id + 1}.${exp}.${sig}`,
        `${kid}.${id}.${Number(exp) + 1}.${sig}`,
        `${kid}.${id}.${exp}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
        svc.unsubscribeToken(id),
        'junk',
        '9'.repeat(100),
      ]) {
        for (const res of [await confirmCheck(tok), await confirmPost(tok)]) {
          expect(res.status).toBe(400);
          expect(res.body.message).toBe(BAD_CONFIRM);
        }
      }
      for (const body of [{}, { token: '' }, { token: 42 }, { token: 'x'.repeat(101) }]) {
        const res = await request(t.http).post('/api/subscriptions/confirm').send(body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(BAD_CONFIRM);
      }
      // A confirmation link of a sign-up that was deleted meanwhile.
      await t.db.query(`DELETE FROM subscribers WHERE id = $1`, [id]);
      expect((await confirmPost(good)).body.message).toBe(BAD_CONFIRM);
      expect(await deliver()).toEqual([]);
    });

    it('unsubscribe: bad tokens, a confirm token, wrong bodies and types → 4xx JSON, nothing removed', async () => {
      await subscribe({ email: 'stays@example.com' }).expect(201);
      await deliver();
      const { id } = await row('stays@example.com');
      const svc = t.app.get(SubscriptionsService);
      const tok = svc.unsubscribeToken(id);
      const confirmTok = tokenOf(new URL(svc.confirmUrl(id, new Date(Date.now() + 3600_000))));
      const before = await emails();
      const url = (q: string) => `/api/subscriptions/unsubscribe${q}`;
      for (const q of [
        `?token=${tok.replace(`.${id}.`, `.${id + 1}.`)}`,
        `?token=${tok.slice(0, -1)}${tok.endsWith('A') ? 'B' : 'A'}`,
        `?token=${confirmTok}`,
        '?token=junk',
        '',
        `?token=${'9'.repeat(200)}`,
        `?token=${tok}&token=${tok}`,
      ]) {
        for (const res of [
          await request(t.http).get(url(q)).redirects(0),
          await request(t.http).post(url(q)).type('form').send('List-Unsubscribe=One-Click'),
        ]) {
          expect(res.status).toBe(400);
          expect(res.body.message).toBe(BAD_UNSUBSCRIBE);
        }
      }
      const good = url(`?token=${tok}`);
      const refused: [string, request.Test, number, string][] = [
        [
          'text/plain',
          request(t.http)
            .post(good)
            .set('Content-Type', 'text/plain')
            .send('List-Unsubscribe=One-Click'),
          415,
          'Send List-Unsubscribe=One-Click as application/x-www-form-urlencoded or multipart/form-data, or no body.',
        ],
        [
          'XML',
          request(t.http).post(good).set('Content-Type', 'application/xml').send('<a/>'),
          415,
          'Send List-Unsubscribe=One-Click as application/x-www-form-urlencoded or multipart/form-data, or no body.',
        ],
        [
          'another value',
          request(t.http).post(good).type('form').send('List-Unsubscribe=Two-Clicks'),
          400,
          'List-Unsubscribe must be One-Click.',
        ],
        [
          'an unknown field',
          request(t.http).post(good).type('form').send('List-Unsubscribe=One-Click&email=x'),
          400,
          'Unknown field "email".',
        ],
        [
          'a 200 kB form',
          request(t.http)
            .post(good)
            .type('form')
            .send(`List-Unsubscribe=One-Click&x=${'y'.repeat(200_000)}`),
          413,
          expect.any(String) as unknown as string,
        ],
        [
          'a file in multipart',
          request(t.http).post(good).attach('file', Buffer.from('x'), 'x.txt'),
          400,
          'The unsubscribe request is not valid.',
        ],
        [
          'multipart with many fields',
          request(t.http)
            .post(good)
            .field('List-Unsubscribe', 'One-Click')
            .field('a', '1')
            .field('b', '2'),
          400,
          'The unsubscribe request is not valid.',
        ],
      ];
      for (const [label, req, status, message] of refused) {
        const res = await req;
        expect({ label, status: res.status, message: res.body.message }).toEqual({
          label,
          status,
          message,
        });
        expect(res.body.statusCode).toBe(status);
      }
      expect(await emails()).toEqual(before);
    });
  });

  describe('admin', () => {
    beforeAll(async () => {
      await t.db.query(`TRUNCATE subscribers`);
      await subscribers.insertSeries(t.db, 12, {
        email: sql`'old' || i || '@example.com'`,
        status: 'confirmed',
        created_at: sql`('2024-10-01 09:00'::timestamp AT TIME ZONE 'Asia/Kolkata') + i * interval '1 hour'`,
      });
      await subscribers.insertMany(
        t.db,
        [
          ['100%@example.com', '2024-09-01 10:00+05:30'],
          ['a_b@example.com', '2024-09-01 10:00+05:30'],
          ['=cmd@example.com', '2024-09-01 10:00+05:30'],
          ['edge-late@example.com', '2024-11-30 23:59:00+05:30'],
          ['edge-next@example.com', '2024-12-01 00:00:00+05:30'],
          ['today@example.com', sql`now()`],
          ['thisweek@example.com', sql`now() - interval '6 days'`],
          ['lastweek@example.com', sql`now() - interval '8 days'`],
        ].map(([email, created_at]) => ({ email, status: 'confirmed', created_at })),
      );
      // Sign-ups not confirmed (yet): in the list of all, and alone with status=pending.
      await subscribers.insertMany(
        t.db,
        [
          ['pending-today@example.com', sql`now()`],
          ['pending-old1@example.com', '2024-09-01 11:00+05:30'],
          ['pending-old2@example.com', '2024-10-01 09:30+05:30'],
        ].map(([email, created_at]) => ({
          email,
          status: 'pending',
          created_at,
          confirmation_sent_at: sql`now()`,
        })),
      );
      await t.db.query(
        `UPDATE subscribers SET confirmed_at = '2024-12-02 10:00+05:30' WHERE email = 'old1@example.com'`,
      );
    });

    it('opens on every sign-up: confirmed and waiting, each row with its status, figures of the same set', async () => {
      const res = await admin('/api/admin/subscribers?pageSize=5');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 23, all: 23 });
      expect(res.body.stats).toEqual({ total: 23, today: 2, thisWeek: 3 });
      const today = res.body.data
        .slice(0, 2)
        .map((r: { email: string; status: string }) => [r.email, r.status]);
      expect(today.sort()).toEqual([
        ['pending-today@example.com', 'Waiting for confirmation'],
        ['today@example.com', 'Confirmed'],
      ]);
      const explicit = await admin('/api/admin/subscribers?status=all&pageSize=5');
      expect(explicit.body).toMatchObject({ total: 23, all: 23 });
    });

    it('lists newest first with stats (total of the filter, today, this week) and all', async () => {
      const res = await admin('/api/admin/subscribers?status=confirmed&pageSize=5');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'success', total: 20, page: 1, pages: 4, all: 20 });
      expect(res.body.data[0]).toEqual({
        id: expect.any(Number),
        email: 'today@example.com',
        created_at: expect.any(String),
        status: 'Confirmed',
      });
      expect(res.body.stats).toEqual({ total: 20, today: 1, thisWeek: 2 });
      // The figures count the rows the list shows: with a search or dates, of those rows.
      const filtered = await admin('/api/admin/subscribers?status=confirmed&search=old1');
      expect(filtered.body.stats).toEqual({ total: 4, today: 0, thisWeek: 0 });
      expect(filtered.body.all).toBe(20);
      const searchedToday = await admin('/api/admin/subscribers?status=confirmed&search=TODAY');
      expect(searchedToday.body.stats).toEqual({ total: 1, today: 1, thisWeek: 1 });
      const past = await admin('/api/admin/subscribers?status=confirmed&to=2024-12-31');
      expect(past.body.stats).toMatchObject({ today: 0, thisWeek: 0 });
      expect(past.body.stats.total).toBe(past.body.total);
    });

    it('search is literal (% and _), case-insensitive', async () => {
      const pct = await admin(
        `/api/admin/subscribers?status=confirmed&search=${encodeURIComponent('100%')}`,
      );
      expect(pct.body.data.map((r: { email: string }) => r.email)).toEqual(['100%@example.com']);
      const us = await admin('/api/admin/subscribers?status=confirmed&search=_');
      expect(us.body.data.map((r: { email: string }) => r.email)).toEqual(['a_b@example.com']);
      const up = await admin('/api/admin/subscribers?status=confirmed&search=OLD12');
      expect(up.body.total).toBe(1);
      const quote = await admin(
        `/api/admin/subscribers?status=confirmed&search=${encodeURIComponent("'")}`,
      );
      expect(quote.status).toBe(200);
      expect(quote.body.total).toBe(0);
    });

    it('paging edges and IST range edges', async () => {
      expect(
        (await admin('/api/admin/subscribers?status=confirmed&pageSize=5&page=4')).body.data,
      ).toHaveLength(5);
      expect(
        (await admin('/api/admin/subscribers?status=confirmed&pageSize=5&page=5')).body.data,
      ).toEqual([]);
      expect((await admin('/api/admin/subscribers?status=confirmed&pageSize=101')).status).toBe(
        400,
      );
      const day = await admin(
        '/api/admin/subscribers?status=confirmed&from=2024-11-30&to=2024-11-30',
      );
      expect(day.body.data.map((r: { email: string }) => r.email)).toEqual([
        'edge-late@example.com',
      ]);
      expect((await admin('/api/admin/subscribers?status=confirmed&to=2024-02-30')).status).toBe(
        400,
      );
    });

    it('status=pending lists only the unconfirmed sign-ups, with their own figures', async () => {
      const res = await admin('/api/admin/subscribers?status=pending');
      expect(res.status).toBe(200);
      expect(res.body.data.map((r: { email: string }) => r.email)).toEqual([
        'pending-today@example.com',
        'pending-old2@example.com',
        'pending-old1@example.com',
      ]);
      expect(res.body).toMatchObject({
        total: 3,
        all: 3,
        stats: { total: 3, today: 1, thisWeek: 1 },
      });
      const searched = await admin('/api/admin/subscribers?status=pending&search=old');
      expect(searched.body).toMatchObject({ total: 2, all: 3 });
      const confirmed = await admin('/api/admin/subscribers?status=confirmed&search=pending');
      expect(confirmed.body.total).toBe(0);
      for (const bad of ['ALL', 'PENDING', '', 'confirmed&status=pending']) {
        const r = await admin(`/api/admin/subscribers?status=${bad}`);
        expect(r.status).toBe(400);
        expect(r.body.message).toBe('status must be all, confirmed or pending.');
      }
    });

    it('detail: Confirmed with its confirmation time, or Waiting for confirmation; unknown → 404', async () => {
      const [{ id }] = await t.db.query(
        `SELECT id FROM subscribers WHERE email = 'old1@example.com'`,
      );
      const res = await admin(`/api/admin/subscribers/${id}`);
      expect(res.body).toEqual({
        status: 'success',
        data: {
          id,
          email: 'old1@example.com',
          created_at: expect.any(String),
          status: 'Confirmed',
          confirmed_at: '2024-12-02T04:30:00.000Z',
          language: 'en',
        },
      });
      const [{ id: pendingId }] = await t.db.query(
        `SELECT id FROM subscribers WHERE email = 'pending-old1@example.com'`,
      );
      expect((await admin(`/api/admin/subscribers/${pendingId}`)).body.data).toMatchObject({
        status: 'Waiting for confirmation',
        confirmed_at: null,
      });
      expect((await admin('/api/admin/subscribers/424242')).status).toBe(404);
    });

    it("exports the panel's one date format, Status Confirmed, formula guard, filtered file name; empty → 404", async () => {
      const res = await admin(
        '/api/admin/subscribers/export?status=confirmed&from=2024-09-01&to=2024-09-01',
      );
      expect(res.status).toBe(200);
      expect(res.headers['x-record-count']).toBe('3');
      expect(res.headers['content-disposition']).toMatch(
        /filename="subscription_details_\d{4}-\d\d-\d\d_filtered_2024-09-01_to_2024-09-01_confirmed\.csv"/,
      );
      const lines = res.text.slice(1).trim().split('\r\n');
      expect(lines[0]).toBe('"S.No","ID","Email","Date Subscribed","Status"');
      expect(lines.find((l: string) => l.includes('cmd@'))).toMatch(
        /^"\d","\d+","'=cmd@example.com","1 Sept 2024, 10:00 am","Confirmed"$/,
      );
      const open = await admin('/api/admin/subscribers/export?status=confirmed&to=2024-09-30');
      expect(open.headers['content-disposition']).toMatch(
        /_filtered_start_to_2024-09-30_confirmed\.csv"/,
      );
      const confirmed = await admin('/api/admin/subscribers/export?status=confirmed');
      expect(confirmed.headers['content-disposition']).toMatch(
        /subscription_details_\d{4}-\d\d-\d\d_confirmed\.csv"/,
      );
      expect(confirmed.headers['x-record-count']).toBe('20');
      // Without a status: every sign-up, as the list opens.
      const all = await admin('/api/admin/subscribers/export');
      expect(all.headers['content-disposition']).toMatch(
        /subscription_details_\d{4}-\d\d-\d\d\.csv"/,
      );
      expect(all.headers['x-record-count']).toBe('23');
      const none = await admin('/api/admin/subscribers/export?status=confirmed&from=2031-01-01');
      expect(none.status).toBe(404);
      expect(none.body.message).toBe('No subscription records found for the selected date range.');
    });

    it('exports pending sign-ups only when asked, to a file of their own', async () => {
      const res = await admin(
        '/api/admin/subscribers/export?status=pending&from=2024-09-01&to=2024-09-01',
      );
      expect(res.status).toBe(200);
      expect(res.headers['x-record-count']).toBe('1');
      expect(res.headers['content-disposition']).toMatch(
        /filename="subscription_details_\d{4}-\d\d-\d\d_filtered_2024-09-01_to_2024-09-01_pending\.csv"/,
      );
      const lines = res.text.slice(1).trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(
        /^"1","\d+","pending-old1@example.com","1 Sept 2024, 11:00 am","Waiting for confirmation"$/,
      );
      expect((await admin('/api/admin/subscribers/export?status=bogus')).status).toBe(400);
    });

    it('exports the rows the list shows with a search, within its status', async () => {
      const list = await admin('/api/admin/subscribers?search=OLD1&pageSize=100');
      const res = await admin('/api/admin/subscribers/export?search=OLD1');
      expect(res.status).toBe(200);
      expect(res.headers['x-record-count']).toBe(String(list.body.total));
      const emails = res.text
        .slice(1)
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l: string) => l.split('","')[2]);
      expect(emails).toEqual(list.body.data.map((r: { email: string }) => r.email));
      const pending = await admin('/api/admin/subscribers/export?status=pending&search=old2');
      expect(pending.headers['x-record-count']).toBe('1');
      expect(pending.text).toContain('pending-old2@example.com');
      expect((await admin('/api/admin/subscribers/export?search=nobody')).status).toBe(404);
    });

    it('delete then list; deleting again → 404; audited', async () => {
      const [{ id }] = await t.db.query(
        `SELECT id FROM subscribers WHERE email = 'old2@example.com'`,
      );
      const del = await request(t.http)
        .delete(`/api/admin/subscribers/${id}`)
        .set('Authorization', `Bearer ${token}`);
      expect(del.status).toBe(200);
      expect(del.body).toEqual({ success: true, message: 'Subscription deleted successfully.' });
      const list = await admin('/api/admin/subscribers?status=confirmed&pageSize=100');
      expect(list.body.total).toBe(19);
      expect(list.body.data.map((r: { id: number }) => r.id)).not.toContain(id);
      const again = await request(t.http)
        .delete(`/api/admin/subscribers/${id}`)
        .set('Authorization', `Bearer ${token}`);
      expect(again.status).toBe(404);
      const audit = await t.db.query(
        `SELECT username, target FROM audit_log WHERE action = 'subscriber.delete'`,
      );
      expect(audit).toEqual([{ username: 'kav', target: String(id) }]);
    });
  });
});

describe('subscriptions rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('429 with Retry-After after 3 a minute from one address', async () => {
    const send = (i: number) =>
      request(t.http)
        .post('/api/subscriptions')
        .set('X-Forwarded-For', '10.8.8.8')
        .send({ email: `r${i}@example.com`, privacyNotice: CURRENT_PRIVACY_NOTICE });
    for (let i = 0; i < 3; i++) expect((await send(i)).status).toBe(201);
    const limited = await send(9);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
