import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import request from 'supertest';
import { createUser, loginAs, PASSWORD } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { type CapturedMail, freePort, SmtpCapture } from '../../test/helpers/smtp-capture';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { UsersService } from '../auth/users.service';
import { NewsletterSender } from '../newsletters/newsletter-sender';
import { REPO_ROOT } from '../platform/config/env';
import { SentResetMailBodiesRemoved1764400000300 } from '../platform/database/migrations/1764400000300-SentResetMailBodiesRemoved';
import { CURRENT_PRIVACY_NOTICE } from '../privacy-notice/privacy-notice';
import { OutboxWorker } from './outbox.worker';

const SITE = 'https://www.kavach.example';
const MASK = '••••••';
const REMOVED = 'Removed after sending: it held a password-reset link.';

function binary(res: request.Response, cb: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

/**
 * Stored mail holds no working secret staff can read: a password-reset link, a newsletter
 * confirmation and unsubscribe links, as an administrator (or a stolen admin token) would try
 * to use them. Real Postgres, the outbox worker, a real SMTP server for the delivered links.
 */
describe('outbox: no single-use link staff can read still works', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let admin: string;
  /** Every admin answer that could carry mail content, read back at the end. */
  const answers: Array<{ what: string; body: string }> = [];
  /** The real secrets, as the recipients received them. */
  const secrets: Record<'reset' | 'confirm' | 'unsubscribe', string> = {
    reset: '',
    confirm: '',
    unsubscribe: '',
  };

  beforeAll(async () => {
    smtp = new SmtpCapture(await freePort());
    await smtp.start();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OUTBOX_POLL_MS: '0',
      PUBLIC_SITE_URL: SITE,
      RATE_LIMIT_FORMS_PER_MINUTE: '1000',
      NEWSLETTER_SEND_PER_MINUTE: '24',
    });
    await t.app
      .get(UsersService)
      .create('mira', PASSWORD, 'kavach_admin', { email: 'mira@kavach.example' });
    await createUser(t, 'boss', 'admin');
    admin = await loginAs(t, 'boss');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const get = async (path: string) => {
    const res = await request(t.http).get(path).set('Authorization', `Bearer ${admin}`);
    answers.push({ what: `GET ${path}`, body: JSON.stringify(res.body) + (res.text ?? '') });
    return res;
  };
  const post = (path: string, body: object = {}) =>
    request(t.http).post(path).set('Authorization', `Bearer ${admin}`).send(body);
  const deliver = async (): Promise<CapturedMail[]> => {
    smtp.clear();
    await t.app.get(OutboxWorker).processDue();
    return [...smtp.messages];
  };
  const mailOf = async (kind: string) =>
    (
      (await t.db.query(
        `SELECT id, status, text_body, html_body FROM outbox_mails WHERE kind = $1 ORDER BY id`,
        [kind],
      )) as Array<{ id: number; status: string; text_body: string; html_body: string }>
    ).at(-1)!;
  /** The outbox's detail of one mail, as the panel opens it. */
  const detail = async (id: number) => (await get(`/api/admin/outbox/${id}`)).body.data;
  const resetConfirm = (token: string) =>
    request(t.http)
      .post('/api/auth/password-reset/confirm')
      .send({ token, newPassword: 'marigolds by the window' });
  const confirmSubscription = (token: string) =>
    request(t.http).post('/api/subscriptions/confirm').send({ token });
  const unsubscribe = (token: string) =>
    request(t.http)
      .post(`/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
  /** The URL after "label: " in a mail's text. */
  const linkIn = (text: string, label: string) => {
    const url = new RegExp(`^${label}: (\\S+)$`, 'm').exec(text)?.[1];
    if (!url) throw new Error(`no "${label}" link in:\n${text}`);
    return url;
  };

  it('an administrator asks "Forgot password?" for a colleague: the outbox shows the link masked, and the masked link does not work', async () => {
    const asked = await request(t.http)
      .post('/api/auth/password-reset')
      .send({ login: 'mira', captcha: await solveCaptcha(t) });
    expect(asked.status).toBe(200);
    const stored = await mailOf('staff.password-reset');
    expect(stored.text_body).toMatch(/#reset-password=[A-Za-z0-9_-]{43}/);

    const list = await get('/api/admin/outbox');
    expect(list.status).toBe(200);
    const mail = await detail(stored.id);
    expect(mail.kind).toBe('staff.password-reset');
    const shown = linkIn(mail.text, 'Choose a new password');
    expect(shown).toBe(`${SITE}/admin#reset-password=${MASK}`);
    expect(mail.html).toContain(`href="${SITE}/admin#reset-password=${MASK}"`);

    // Following the masked link: the page would post what is after "#reset-password=".
    const masked = new URL(shown).hash.slice('#reset-password='.length);
    const refused = await resetConfirm(decodeURIComponent(masked));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This link is not complete. Open it again from the mail.');
  });

  it('a reset mail whose attempts ran out is retried, delivered with its link, and its stored body removed', async () => {
    const stored = await mailOf('staff.password-reset');
    await t.db.query(
      `UPDATE outbox_mails SET status = 'failed', attempts = 8, last_error = '421 try later'
        WHERE id = $1`,
      [stored.id],
    );
    // Failed and waiting: still masked.
    expect(linkIn((await detail(stored.id)).text, 'Choose a new password')).toContain(MASK);
    await post(`/api/admin/outbox/${stored.id}/retry`).expect(200);

    const [delivered, ...others] = await deliver();
    expect(others).toEqual([]);
    expect(delivered.envelope.to).toEqual(['mira@kavach.example']);
    const link = linkIn(delivered.text, 'Choose a new password');
    secrets.reset = link.split('#reset-password=')[1];
    expect(secrets.reset).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(delivered.html).toContain(`#reset-password=${secrets.reset}`);

    const sent = await mailOf('staff.password-reset');
    expect(sent).toMatchObject({
      status: 'sent',
      text_body: REMOVED,
      html_body: `<p>${REMOVED}</p>`,
    });
    const mail = await detail(sent.id);
    expect([mail.status, mail.text]).toEqual(['sent', REMOVED]);
  });

  it('a newsletter sign-up, its welcome and an issue: confirm and unsubscribe links are masked everywhere staff look', async () => {
    await request(t.http)
      .post('/api/subscriptions')
      .send({ email: 'reader@example.com', privacyNotice: CURRENT_PRIVACY_NOTICE })
      .expect(201);
    const pending = await mailOf('newsletter.confirmation');
    const confirmation = await detail(pending.id);
    const maskedConfirm = linkIn(confirmation.text, 'Confirm your subscription');
    expect(maskedConfirm).toBe(`${SITE}/newsletter/confirm?token=${MASK}`);
    expect(confirmation.html).toContain(`href="${SITE}/newsletter/confirm?token=${MASK}"`);
    // Double opt-in holds: the masked link confirms nothing.
    const refused = await confirmSubscription(new URL(maskedConfirm).searchParams.get('token')!);
    expect(refused.status).toBe(400);

    const [confirmMail] = await deliver();
    secrets.confirm = new URL(
      linkIn(confirmMail.text, 'Confirm your subscription'),
    ).searchParams.get('token')!;
    expect(secrets.confirm).not.toContain(MASK);
    expect(
      (await t.db.query(`SELECT status FROM subscribers WHERE email = 'reader@example.com'`))[0],
    ).toEqual({ status: 'pending' });
    // The recipient's own link still works.
    await confirmSubscription(secrets.confirm).expect(200);

    // The welcome mail, then a newsletter issue: both end with the unsubscribe link.
    const created = await post('/api/admin/newsletters', {
      subject: 'October news',
      body: 'First paragraph.',
    }).expect(201);
    await post(`/api/admin/newsletters/${created.body.data.id}/send`, { expected: 1 }).expect(200);
    while ((await t.app.get(NewsletterSender).tick()).finished === null);
    for (const kind of ['newsletter.welcome', 'newsletter.issue']) {
      const mail = await detail((await mailOf(kind)).id);
      expect(linkIn(mail.text, 'Unsubscribe')).toBe(`${SITE}/newsletter/unsubscribe?token=${MASK}`);
      expect(mail.html).toContain(`href="${SITE}/newsletter/unsubscribe?token=${MASK}"`);
    }
    const delivered = await deliver();
    expect(delivered.map((m) => m.header('subject')).sort()).toEqual([
      'October news',
      'Welcome to the Kavach Genomics newsletter',
    ]);
    const tokens = delivered.map((m) =>
      new URL(linkIn(m.text, 'Unsubscribe')).searchParams.get('token')!,
    );
    expect(new Set(tokens).size).toBe(1);
    secrets.unsubscribe = tokens[0];
    expect((await unsubscribe(MASK)).status).toBe(400);
  });

  it('no admin answer holds a working token: every admin GET, each mail, the privacy look-up and export', async () => {
    expect(Object.values(secrets).every((s) => s.length > 20)).toBe(true);
    // Every admin GET route without a path parameter (from the committed OpenAPI document) …
    const doc = JSON.parse(readFileSync(join(REPO_ROOT, 'api', 'openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const plain = Object.entries(doc.paths)
      .filter(([path, ops]) => path.startsWith('/api/admin/') && ops.get && !path.includes('{'))
      .map(([path]) => path);
    expect(plain).toEqual(expect.arrayContaining(['/api/admin/outbox', '/api/admin/audit']));
    for (const path of plain) await get(path);
    // … each stored mail, each subscriber …
    const mails: Array<{ id: number }> = await t.db.query(`SELECT id FROM outbox_mails`);
    expect(mails.length).toBeGreaterThanOrEqual(4);
    for (const { id } of mails) expect((await get(`/api/admin/outbox/${id}`)).status).toBe(200);
    for (const { id } of await t.db.query(`SELECT id FROM subscribers`))
      await get(`/api/admin/subscribers/${id}`);
    // … and the Privacy Requests desk for both addresses.
    for (const email of ['reader@example.com', 'mira@kavach.example']) {
      const lookup = await post('/api/admin/privacy/lookup', { email }).expect(200);
      answers.push({ what: `lookup ${email}`, body: JSON.stringify(lookup.body) });
      const zip = await post('/api/admin/privacy/export', { email })
        .buffer(true)
        .parse(binary)
        .expect(200);
      const files = unzipSync(new Uint8Array(zip.body as Buffer));
      const text = Object.values(files)
        .map((f) => Buffer.from(f).toString('utf8'))
        .join('\n');
      answers.push({ what: `export ${email}`, body: text });
      if (email === 'reader@example.com') {
        // The person's own export keeps the text of their mails, the links masked.
        expect(text).toContain(`/newsletter/unsubscribe?token=${MASK}`);
        expect(text).toContain(`/newsletter/confirm?token=${MASK}`);
      }
    }

    const leaks = answers.flatMap(({ what, body }) =>
      Object.entries(secrets)
        .filter(([, secret]) => body.includes(secret) || body.includes(encodeURIComponent(secret)))
        .map(([name]) => `${name} in ${what}`),
    );
    expect(leaks).toEqual([]);
    expect(answers.length).toBeGreaterThan(plain.length);
  });

  it('the delivered links still work for their recipients', async () => {
    await resetConfirm(secrets.reset).expect(200);
    await unsubscribe(secrets.unsubscribe).expect(200);
    expect(await t.db.query(`SELECT id FROM subscribers`)).toEqual([]);
  });

  it('opening a mail is in the audit log, with who and which mail, as a sentence', async () => {
    const reset = await mailOf('staff.password-reset');
    const entries = await t.db.query(
      `SELECT username, target FROM audit_log WHERE action = 'outbox.read' AND target = $1`,
      [String(reset.id)],
    );
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(entries[0]).toEqual({ username: 'boss', target: String(reset.id) });
    const log = await get('/api/admin/audit?action=outbox.read&pageSize=100');
    expect(log.status).toBe(200);
    expect(log.body.data.map((e: { sentence: string }) => e.sentence)).toContain(
      'boss opened the mail “Reset your Kavach Genomics staff panel password”.',
    );
    // A mail that is not there is a 404, and nothing is recorded for it.
    const before = (await t.db.query(`SELECT count(*)::int AS n FROM audit_log`))[0].n;
    expect((await get('/api/admin/outbox/999999')).status).toBe(404);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM audit_log`))[0].n).toBe(before);
  });

  it('reset mails sent before this version lose their bodies on migration; unsent ones keep theirs', async () => {
    const insert = (status: string) =>
      t.db.query(
        `INSERT INTO outbox_mails (kind, to_address, subject, text_body, html_body, message_id,
                                   status, sent_at)
         VALUES ('staff.password-reset', 'old@kavach.example', 'Reset', 'link: x#reset-password=old',
                 '<a href="x#reset-password=old">', $1, $2, $3)
         RETURNING id`,
        [`<${status}@kavach.example>`, status, status === 'sent' ? new Date() : null],
      ) as Promise<Array<{ id: number }>>;
    const [[sent], [failed]] = [await insert('sent'), await insert('failed')];
    const runner = t.db.createQueryRunner();
    try {
      await new SentResetMailBodiesRemoved1764400000300().up(runner);
    } finally {
      await runner.release();
    }
    const bodies = async (id: number) =>
      (await t.db.query(`SELECT text_body, html_body FROM outbox_mails WHERE id = $1`, [id]))[0];
    expect(await bodies(sent.id)).toEqual({ text_body: REMOVED, html_body: `<p>${REMOVED}</p>` });
    expect(await bodies(failed.id)).toEqual({
      text_body: 'link: x#reset-password=old',
      html_body: '<a href="x#reset-password=old">',
    });
  });
});
