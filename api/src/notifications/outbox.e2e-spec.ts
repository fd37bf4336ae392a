import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { MailComposer, type ApplicationMailData } from './mail-composer';
import type { MailMessage } from './mail-message';
import { OutboxMail } from './outbox-mail.entity';
import { OutboxService } from './outbox.service';
import { OutboxWorker } from './outbox.worker';
import { SmtpCapture, freePort, type CapturedMail } from '../../test/helpers/smtp-capture';

/**
 * The outbox against the real Postgres and a real SMTP server process (smtp-server) on a random
 * port, which the tests stop and start to play "SMTP down". Polling is off (OUTBOX_POLL_MS=0):
 * each test runs batches with processDue().
 */
describe('notifications outbox (real Postgres, real SMTP)', () => {
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
  const to = (m: CapturedMail) => m.envelope.to.join(',');
  const byRecipient = () =>
    Object.fromEntries(smtp.messages.map((m) => [to(m), m])) as Record<string, CapturedMail>;
  const contact = {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    message: 'Do you test for <b>BRCA</b>?\nThanks & regards',
  };

  it('a transaction that rolls back leaves no mail; one that commits leaves all of them', async () => {
    await expect(
      t.db.transaction(async (m) => {
        await m.query(`INSERT INTO demo_seeds (name) VALUES ('submission-row')`);
        await outbox.enqueue(m, mails.contactReceived(contact));
        throw new Error('the submission failed after enqueue');
      }),
    ).rejects.toThrow('the submission failed');
    expect(await rows()).toHaveLength(0);
    expect(await worker.processDue()).toMatchObject({ claimed: 0 });
    expect(smtp.messages).toHaveLength(0);

    const ids = await enqueue(mails.contactReceived(contact));
    expect(ids).toHaveLength(3);
    expect((await rows()).map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ['contact.staff', 'pending', 0],
      ['contact.staff', 'pending', 0],
      ['contact.ack', 'pending', 0],
    ]);
  });

  it('contact: staff at every configured address, acknowledgement to the sender', async () => {
    await enqueue(mails.contactReceived(contact));
    expect(await worker.processDue()).toEqual({
      claimed: 3,
      sent: 3,
      retried: 0,
      failed: 0,
      skipped: 0,
    });
    const got = byRecipient();
    expect(Object.keys(got).sort()).toEqual([
      'asha@example.com',
      'desk@kavach.example',
      'ops@kavach.example',
    ]);
    const staff = got['desk@kavach.example'];
    expect(staff.envelope.from).toBe('notify@kavach.example');
    expect(staff.header('from')).toBe('Kavach Genomics <notify@kavach.example>');
    expect(staff.header('reply-to')).toBe('asha@example.com');
    expect(staff.header('subject')).toBe('New contact message from Asha Rao');
    expect(staff.text).toContain('> Do you test for <b>BRCA</b>?');
    expect(staff.html).toContain('Do you test for &lt;b&gt;BRCA&lt;/b&gt;?\nThanks &amp; regards');
    expect(staff.partTypes).toEqual(['text/plain', 'text/html']);
    const ack = got['asha@example.com'];
    expect(ack.header('to')).toBe('Asha Rao <asha@example.com>');
    expect(ack.header('subject')).toBe('We have received your message - Kavach Genomics');
    expect(ack.text).toContain('Dear Asha Rao,');
    expect(ack.text).not.toContain('BRCA');
    expect(ack.html).not.toMatch(/<img|src=/i);
    const stored = await rows();
    expect(stored.every((r) => r.status === 'sent' && r.sentAt && r.attempts === 1)).toBe(true);
    expect(stored.every((r) => r.lockedUntil === null && r.leaseToken === null)).toBe(true);
  });

  it('registration: staff notification and a confirmation with date, time, mode, place and the meeting link', async () => {
    await enqueue(
      mails.registrationReceived({
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone: '9876543210',
        organization: 'Tata Memorial',
        message: 'Will join online',
        session: {
          title: 'Information Session',
          date: '2025-11-14',
          time: '11:00 AM – 12:30 PM IST',
          mode: 'hybrid',
          place: 'Kavach Genomics, Bengaluru',
          meetingLink: 'https://meet.example.com/abc-defg-hij',
        },
      }),
    );
    await worker.processDue();
    const got = byRecipient();
    expect(Object.keys(got).sort()).toEqual(['events@kavach.example', 'ravi@example.com']);
    const staff = got['events@kavach.example'];
    expect(staff.header('subject')).toBe(
      'New registration: Information Session on Friday, 14 November 2025 - Ravi Kumar',
    );
    expect(staff.text).toContain('Organization: Tata Memorial');
    expect(staff.text).toContain('https://www.kavach.example/admin?tab=registrations');
    const conf = got['ravi@example.com'];
    expect(conf.header('subject')).toBe(
      'Your registration: Information Session on Friday, 14 November 2025',
    );
    expect(conf.text).toContain('Date: Friday, 14 November 2025');
    expect(conf.text).toContain('Time: 11:00 AM – 12:30 PM IST');
    expect(conf.text).toContain('Mode: Hybrid');
    expect(conf.text).toContain('Place: Kavach Genomics, Bengaluru');
    expect(conf.text).toContain('Meeting link: https://meet.example.com/abc-defg-hij');
    expect(conf.html).toContain('11:00 AM – 12:30 PM IST');
    // The link to join goes to the person registered, not to the staff inbox.
    expect(staff.text).toContain('Place: Kavach Genomics, Bengaluru');
    expect(staff.text).not.toContain('meet.example.com');
  });

  it('applications from both forms: HR mail links to the panel (no attachment), applicant acknowledged', async () => {
    const jobsPage: ApplicationMailData = {
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera@example.com',
      phoneNumber: '9876543210',
      jobPosition: 'App Developer - Kavach Genomics',
      experience: '2y',
      noticePeriod: 'immediate',
      salaryExpectation: '10 LPA',
      resumeKey: 'r/0b9e.pdf',
    };
    const careersPage: ApplicationMailData = {
      firstName: 'Kabir',
      lastName: 'Shah',
      email: 'kabir@example.com',
      phoneNumber: '9123456780',
      jobPosition: 'Jr. Digital Marketing',
      experience: '6m',
      noticePeriod: '3m',
      salaryExpectation: '4 LPA',
      linkedin: 'https://linkedin.example/in/kabir',
      resumeKey: null,
    };
    await enqueue([
      ...mails.applicationReceived(jobsPage),
      ...mails.applicationReceived(careersPage),
    ]);
    await worker.processDue();
    expect(smtp.messages).toHaveLength(4);
    const hr = smtp.messages.filter((m) => to(m) === 'hr@kavach.example');
    expect(hr.map((m) => m.header('subject')).sort()).toEqual([
      'New job application: App Developer - Kavach Genomics - Meera Iyer',
      'New job application: Jr. Digital Marketing - Kabir Shah',
    ]);
    for (const m of hr) {
      expect(m.text).toContain('https://www.kavach.example/admin?tab=career-applications');
      expect(m.html).toContain('href="https://www.kavach.example/admin?tab=career-applications"');
      expect(m.partTypes).toEqual(['text/plain', 'text/html']);
      expect(m.dispositions.filter((d) => /attachment/i.test(d))).toEqual([]);
    }
    const meera = hr.find((m) => m.text.includes('Meera'))!;
    expect(meera.header('reply-to')).toBe('meera@example.com');
    expect(meera.text).toContain('Experience: 2 years');
    expect(meera.text).toContain('Notice period: Immediate');
    expect(meera.text).toContain('Resume: Uploaded');
    const kabir = hr.find((m) => m.text.includes('Kabir'))!;
    expect(kabir.text).toContain('LinkedIn: https://linkedin.example/in/kabir');
    expect(kabir.text).toContain('Resume: No resume uploaded');
    const ack = byRecipient()['kabir@example.com'];
    expect(ack.header('subject')).toBe(
      'We have received your application for Jr. Digital Marketing',
    );
    expect(ack.header('reply-to')).toBe('careers@kavach.example');
  });

  const unsubscribe = {
    page: 'https://www.kavach.example/newsletter/unsubscribe?token=9.abc',
    oneClick: 'https://www.kavach.example/api/subscriptions/unsubscribe?token=9.abc',
    mailto: 'mailto:unsubscribe@kavach.example?subject=unsubscribe%209.abc',
  };

  it('newsletter: welcome with the unsubscribe page and one-click List-Unsubscribe headers', async () => {
    await enqueue(mails.newsletterWelcome('sub@example.com', unsubscribe));
    await worker.processDue();
    const [m] = smtp.messages;
    expect(to(m)).toBe('sub@example.com');
    expect(m.header('subject')).toBe('Welcome to the Kavach Genomics newsletter');
    expect(m.header('list-unsubscribe')).toBe(
      '<https://www.kavach.example/api/subscriptions/unsubscribe?token=9.abc>, ' +
        '<mailto:unsubscribe@kavach.example?subject=unsubscribe%209.abc>',
    );
    expect(m.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // One header each.
    const named = (n: string) => m.headerLines.filter((l) => l.toLowerCase().startsWith(`${n}:`));
    expect(named('list-unsubscribe')).toHaveLength(1);
    expect(named('list-unsubscribe-post')).toHaveLength(1);
    // The body's link is the page with the button, never the URL that unsubscribes on a POST.
    expect(m.text).toContain(
      'Unsubscribe: https://www.kavach.example/newsletter/unsubscribe?token=9.abc',
    );
    expect(m.html).toContain(
      'href="https://www.kavach.example/newsletter/unsubscribe?token=9.abc"',
    );
    expect(m.text).not.toContain('/api/');
  });

  it('newsletter: every newsletter carries the same headers; the confirmation mail none', async () => {
    await enqueue([
      ...mails.newsletterIssue(
        'reader@example.com',
        { subject: 'News from Kavach', heading: 'October news', paragraphs: ['A new test.'] },
        unsubscribe,
      ),
      ...mails.newsletterConfirmation(
        'new@example.com',
        'https://www.kavach.example/newsletter/confirm?token=9.1.abc',
        48,
      ),
    ]);
    await worker.processDue();
    const got = byRecipient();
    const issue = got['reader@example.com'];
    expect(issue.header('subject')).toBe('News from Kavach');
    expect(issue.text).toContain('A new test.');
    expect(issue.header('list-unsubscribe')).toContain('<mailto:unsubscribe@kavach.example');
    expect(issue.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const confirmation = got['new@example.com'];
    expect(confirmation.header('subject')).toBe(
      'Confirm your subscription to the Kavach Genomics newsletter',
    );
    expect(confirmation.text).toContain(
      'Confirm your subscription: https://www.kavach.example/newsletter/confirm?token=9.1.abc',
    );
    expect(confirmation.text).toContain('The link works for 48 hours.');
    expect(confirmation.header('list-unsubscribe')).toBeUndefined();
    expect(confirmation.header('list-unsubscribe-post')).toBeUndefined();
  });

  describe('header injection', () => {
    const EVIL = 'x@evil.example';
    const headerNames = (m: CapturedMail) =>
      m.headerLines.map((l) => l.slice(0, l.indexOf(':')).toLowerCase());

    const assertClean = (m: CapturedMail) => {
      expect(m.envelope.to.join(',')).not.toContain('evil');
      expect(headerNames(m)).not.toContain('bcc');
      expect(headerNames(m)).not.toContain('x-injected');
      // Nothing in the header block may begin a line with an injected field.
      const head = m.raw.slice(0, m.raw.search(/\r?\n\r?\n/));
      expect(head).not.toMatch(/(^|\n)(Bcc|X-Injected):/i);
      for (const name of ['to', 'subject', 'reply-to', 'from']) {
        expect(m.headerLines.filter((l) => l.toLowerCase().startsWith(name + ':'))).toHaveLength(
          name === 'reply-to' && !m.header('reply-to') ? 0 : 1,
        );
      }
    };

    it('names and subjects with CR/LF from a form cannot add headers or recipients', async () => {
      const name = `Eve\r\nBcc: ${EVIL}`;
      await enqueue([
        ...mails.contactReceived({ name, email: 'eve@example.com', message: 'hi' }),
        ...mails.registrationReceived({
          name,
          email: 'eve@example.com',
          session: {
            title: `Talk\r\nX-Injected: 1\r\nBcc: ${EVIL}`,
            date: '2025-11-14',
            time: '10:00\r\nBcc: x@evil.example',
            mode: 'online',
          },
        }),
        ...mails.applicationReceived({
          firstName: 'Eve\n',
          lastName: `\nBcc: ${EVIL}`,
          email: 'eve@example.com',
          jobPosition: `Dev\r\n\r\n<html>injected body`,
        }),
        // A caller that passes raw header text directly is sanitised too.
        {
          kind: 'contact.ack',
          to: { address: 'eve@example.com', name: `Eve\r\nBcc: ${EVIL}` },
          replyTo: `eve@example.com\r\nBcc: ${EVIL}`,
          subject: `Hello\r\nBcc: ${EVIL}\r\nX-Injected: yes`,
          text: 'body',
          html: '<p>body</p>',
        },
      ]);
      expect(await worker.processDue()).toMatchObject({ failed: 0, retried: 0 });
      expect(smtp.messages.length).toBe(8);
      for (const m of smtp.messages) assertClean(m);
      const direct = smtp.messages.find((m) => m.header('subject')?.startsWith('Hello'))!;
      expect(direct.header('subject')).toBe(`Hello Bcc: ${EVIL} X-Injected: yes`);
      expect(direct.header('reply-to')).toBeUndefined();
      expect(direct.header('to')).toMatch(/^"?Eve Bcc: x@evil\.example"? <eve@example\.com>$/);
    });

    it('a recipient address with CR/LF or a second address is refused at enqueue', async () => {
      for (const address of [`a@example.com\r\nBcc: ${EVIL}`, `a@example.com, ${EVIL}`]) {
        await expect(
          enqueue([{ kind: 'contact.ack', to: { address }, subject: 's', text: 't', html: 'h' }]),
        ).rejects.toThrow('invalid recipient');
      }
      expect(await rows()).toHaveLength(0);
    });
  });
});
