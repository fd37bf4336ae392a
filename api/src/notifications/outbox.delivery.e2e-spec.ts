import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { MailComposer } from './mail-composer';
import type { MailMessage } from './mail-message';
import { EmlFileTransport, MAIL_TRANSPORT, type MailTransport } from './mail-transport';
import { OutboxMail } from './outbox-mail.entity';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';
import { OutboxWorker } from './outbox.worker';
import {
  SmtpCapture,
  freePort,
  parseMail,
  type CapturedMail,
} from '../../test/helpers/smtp-capture';

/** The three unsubscribe links of a newsletter mail, all made from one test URL. */
const unsubscribeLinks = (url: string) => ({
  page: url,
  oneClick: url,
  mailto: 'mailto:unsubscribe@kavach.example?subject=unsubscribe%20x',
});

/**
 * The outbox against the real Postgres and a real SMTP server process (smtp-server) on a random
 * port, which the tests stop and start to play "SMTP down". Polling is off (OUTBOX_POLL_MS=0):
 * each test runs batches with processDue().
 */
describe('notifications outbox: delivery, retries, leases, files (real Postgres, real SMTP)', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let outbox: OutboxService;
  let worker: OutboxWorker;
  let mails: MailComposer;

  beforeAll(async () => {
    smtp = new SmtpCapture(await freePort());
    await smtp.start();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OUTBOX_POLL_MS: '0',
      MAIL_MAX_ATTEMPTS: '3',
      MAIL_FROM: 'Kavach Genomics <notify@kavach.example>',
      MAIL_STAFF_CONTACTS: 'desk@kavach.example,ops@kavach.example',
      MAIL_STAFF_REGISTRATIONS: 'events@kavach.example',
      MAIL_HR: 'hr@kavach.example',
      PUBLIC_SITE_URL: 'https://www.kavach.example',
    });
    outbox = t.app.get(OutboxService);
    worker = t.app.get(OutboxWorker);
    mails = t.app.get(MailComposer);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(async () => {
    await smtp.start();
    smtp.clear();
    await t.db.query('DELETE FROM outbox_mails');
  });

  /** Enqueue in a committed transaction, as a submission service does. */
  const enqueue = (list: MailMessage[]) => t.db.transaction((m) => outbox.enqueue(m, list));
  const rows = () => t.db.getRepository(OutboxMail).find({ order: { id: 'ASC' } });
  const makeDue = () => t.db.query(`UPDATE outbox_mails SET next_attempt_at = now()`);
  const to = (m: CapturedMail) => m.envelope.to.join(',');
  const contact = {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    message: 'Do you test for <b>BRCA</b>?\nThanks & regards',
  };

  it('SMTP down: mails stay pending with backoff and the error, then go out when it is back', async () => {
    await smtp.stop();
    await enqueue(mails.contactReceived(contact));
    const before = Date.now();
    expect(await worker.processDue()).toMatchObject({ claimed: 3, sent: 0, retried: 3 });
    let stored = await rows();
    for (const r of stored) {
      expect(r.status).toBe('pending');
      expect(r.attempts).toBe(1);
      expect(r.lastError).toMatch(/ECONNREFUSED/);
      expect(r.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 29_000);
      expect(r.lockedUntil).toBeNull();
    }
    // Not due yet: the next batch leaves them alone.
    expect(await worker.processDue()).toMatchObject({ claimed: 0 });
    // Second failure: the delay doubles.
    await makeDue();
    const second = Date.now();
    await worker.processDue();
    stored = await rows();
    for (const r of stored) {
      expect(r.attempts).toBe(2);
      expect(r.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(second + 59_000);
    }
    expect(smtp.messages).toHaveLength(0);

    await smtp.start();
    await makeDue();
    expect(await worker.processDue()).toMatchObject({ claimed: 3, sent: 3 });
    expect(smtp.messages).toHaveLength(3);
    stored = await rows();
    expect(stored.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 3],
      ['sent', 3],
      ['sent', 3],
    ]);
  });

  it('marks a mail failed after MAIL_MAX_ATTEMPTS and stops trying', async () => {
    await smtp.stop();
    await enqueue(
      mails.newsletterWelcome(
        'late@example.com',
        unsubscribeLinks('https://www.kavach.example/u?t=1'),
      ),
    );
    const results = [];
    for (let i = 0; i < 3; i++) {
      await makeDue();
      results.push(await worker.processDue());
    }
    expect(results.map((r) => [r.retried, r.failed])).toEqual([
      [1, 0],
      [1, 0],
      [0, 1],
    ]);
    const [r] = await rows();
    expect(r).toMatchObject({ status: 'failed', attempts: 3, lockedUntil: null });
    expect(r.lastError).toMatch(/ECONNREFUSED/);
    await smtp.start();
    await makeDue();
    expect(await worker.processDue()).toMatchObject({ claimed: 0 });
    expect(smtp.messages).toHaveLength(0);
  });

  it('a crash between send and mark-sent: the mail is sent again once the lease runs out (at least once)', async () => {
    await enqueue(
      mails.newsletterWelcome(
        'once@example.com',
        unsubscribeLinks('https://www.kavach.example/u?t=2'),
      ),
    );
    // A worker claims the row and sends it, then "dies" before recording the outcome.
    const transport = t.app.get<MailTransport>(MAIL_TRANSPORT);
    const { rows: claimed } = await worker.claim();
    expect(claimed).toHaveLength(1);
    await transport.send(claimed[0]);
    expect(smtp.messages).toHaveLength(1);
    let [r] = await rows();
    expect(r.status).toBe('sending');
    // While the lease holds nobody else touches it …
    expect(await worker.processDue()).toMatchObject({ claimed: 0 });
    // … when it runs out, the row is claimed and delivered again, never lost.
    await t.db.query(`UPDATE outbox_mails SET locked_until = now() - interval '1 second'`);
    expect(await worker.processDue()).toMatchObject({ claimed: 1, sent: 1 });
    [r] = await rows();
    expect(r).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.messages).toHaveLength(2);
    // Both copies carry the same Message-ID, so a mail client can fold them.
    const ids = smtp.messages.map((m) => m.header('message-id'));
    expect(ids[0]).toBe(r.messageId);
    expect(ids[1]).toBe(ids[0]);
  });

  it('a lease that runs out after the last attempt ends as failed, visible to the admin', async () => {
    await enqueue(
      mails.newsletterWelcome(
        'last@example.com',
        unsubscribeLinks('https://www.kavach.example/u?t=3'),
      ),
    );
    await t.db.query(
      `UPDATE outbox_mails SET status = 'sending', attempts = 3, lease_token = gen_random_uuid(),
              locked_until = now() - interval '1 second'`,
    );
    expect(await worker.processDue()).toMatchObject({ claimed: 0 });
    const [r] = await rows();
    expect(r.status).toBe('failed');
    expect(r.lastError).toMatch(/interrupted on the last attempt/);
  });

  it('two workers (two replicas) never send the same row', async () => {
    const list = Array.from({ length: 25 }, (_, i) =>
      mails.newsletterWelcome(
        `r${i}@example.com`,
        unsubscribeLinks(`https://www.kavach.example/u?t=${i}`),
      ),
    ).flat();
    await enqueue(list);
    const other = new OutboxWorker(
      t.app.get(OutboxRepository),
      t.config,
      t.app.get(MAIL_TRANSPORT),
    );
    const [a, b] = await Promise.all([worker.claim(), other.claim()]);
    const ids = [...a.rows, ...b.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(20); // two batches of 10
    // Deliver what each claimed, and run both until nothing is due.
    await Promise.all([
      ...a.rows.map((r) => worker.deliver(r, a.token)),
      ...b.rows.map((r) => other.deliver(r, b.token)),
    ]);
    await Promise.all([worker.processDue(), other.processDue()]);
    await Promise.all([worker.processDue(), other.processDue()]);
    expect(smtp.messages).toHaveLength(25);
    expect(new Set(smtp.messages.map((m) => to(m))).size).toBe(25);
    // The other worker's token cannot renew or record rows it does not hold.
    expect((await rows()).every((r) => r.status === 'sent')).toBe(true);
  });

  it('a worker whose lease was taken over skips the row instead of sending it', async () => {
    await enqueue(
      mails.newsletterWelcome(
        'slow@example.com',
        unsubscribeLinks('https://www.kavach.example/u?t=4'),
      ),
    );
    const { rows: mine, token } = await worker.claim();
    await t.db.query(`UPDATE outbox_mails SET locked_until = now() - interval '1 second'`);
    const other = new OutboxWorker(
      t.app.get(OutboxRepository),
      t.config,
      t.app.get(MAIL_TRANSPORT),
    );
    const theirs = await other.claim();
    expect(theirs.rows.map((r) => r.id)).toEqual(mine.map((r) => r.id));
    expect(await worker.deliver(mine[0], token)).toBe('skipped');
    expect(await other.deliver(theirs.rows[0], theirs.token)).toBe('sent');
    expect(smtp.messages).toHaveLength(1);
  });

  it('deletes sent mails older than OUTBOX_RETENTION_DAYS (30 by default), keeps the rest', async () => {
    await enqueue([
      ...mails.newsletterWelcome(
        'old@example.com',
        unsubscribeLinks('https://www.kavach.example/u?t=5'),
      ),
      ...mails.newsletterWelcome(
        'new@example.com',
        unsubscribeLinks('https://www.kavach.example/u?t=6'),
      ),
      ...mails.newsletterWelcome(
        'stuck@example.com',
        unsubscribeLinks('https://www.kavach.example/u?t=7'),
      ),
    ]);
    await worker.processDue();
    await t.db.query(
      `UPDATE outbox_mails SET sent_at = now() - interval '31 days' WHERE to_address = 'old@example.com'`,
    );
    await t.db.query(
      `UPDATE outbox_mails SET status = 'failed', created_at = now() - interval '90 days'
        WHERE to_address = 'stuck@example.com'`,
    );
    expect(await worker.purgeSent()).toBe(1);
    expect((await rows()).map((r) => r.toAddress)).toEqual([
      'new@example.com',
      'stuck@example.com',
    ]);
  });

  it('.eml fallback and the poller: files appear under the data dir and parse as mail', async () => {
    const eml = new EmlFileTransport(t.config);
    const poller = new OutboxWorker(
      t.app.get(OutboxRepository),
      { ...t.config, mail: { ...t.config.mail, pollMs: 50 } },
      eml,
    );
    await enqueue(mails.contactReceived(contact));
    poller.onApplicationBootstrap();
    const dir = join(t.dataDir, 'outbox');
    const deadline = Date.now() + 10_000;
    while ((!existsSync(dir) || readdirSync(dir).length < 3) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await poller.stop();
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(3);
    expect(files[2]).toMatch(/^\d{8}-contact\.ack\.eml$/);
    const ack = parseMail(readFileSync(join(dir, files[2]), 'utf8'));
    expect(ack.raw).toContain('\r\n'); // RFC 822 line ends
    expect(ack.header('to')).toBe('Asha Rao <asha@example.com>');
    expect(ack.header('from')).toBe('Kavach Genomics <notify@kavach.example>');
    expect(ack.header('subject')).toBe('We have received your message - Kavach Genomics');
    expect(ack.header('message-id')).toMatch(/^<[0-9a-f-]{36}@kavach\.example>$/);
    expect(ack.text).toContain('Dear Asha Rao,');
    expect(ack.html).toContain('Thank you for contacting us');
    expect((await rows()).every((r) => r.status === 'sent')).toBe(true);
    expect(smtp.messages).toHaveLength(0);
  });

  it('.eml files do not outlive their rows: purged mails, and a mail erased while written', async () => {
    const eml = new EmlFileTransport(t.config);
    const dir = join(t.dataDir, 'outbox');
    const filesOf = (ids: number[]) =>
      readdirSync(dir).filter((f) =>
        ids.some((id) => f.startsWith(`${String(id).padStart(8, '0')}-`)),
      );
    const ids = async () => (await rows()).map((r) => r.id);

    await enqueue(mails.contactReceived(contact));
    const sent = await ids();
    await new OutboxWorker(t.app.get(OutboxRepository), t.config, eml).processDue();
    expect(filesOf(sent)).toHaveLength(sent.length);
    await t.db.query(`UPDATE outbox_mails SET sent_at = now() - interval '31 days'`);
    expect(await worker.purgeSent()).toBe(sent.length);
    expect(filesOf(sent)).toEqual([]);

    // A privacy erasure deletes the row (and the files it finds) while the file is being written.
    const erasing: MailTransport = {
      name: 'eml',
      send: async (mail) => {
        await eml.send(mail);
        await t.db.query(`DELETE FROM outbox_mails WHERE id = $1`, [mail.id]);
      },
      close: () => eml.close(),
    };
    await enqueue(mails.contactReceived(contact));
    const erased = await ids();
    await new OutboxWorker(t.app.get(OutboxRepository), t.config, erasing).processDue();
    expect(await rows()).toEqual([]);
    expect(filesOf(erased)).toEqual([]);
  });
});
