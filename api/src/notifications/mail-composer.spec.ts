import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildConfig, type AppConfig } from '../platform/config/app-config';
import { REPO_ROOT, parseEnv } from '../platform/config/env';
import { BRAND } from './brand';
import { CONTACT_HOURS } from './mail-languages';
import { MailComposer, sessionDateLabel } from './mail-composer';
import {
  escapeHtml,
  headerText,
  isMailAddress,
  parseMailbox,
  redactAddresses,
} from './mail-safety';
import { EmlFileTransport, SmtpMailTransport, createMailTransport } from './mail-transport';

const baseEnv = {
  NODE_ENV: 'test',
  DATABASE_URL: 'postgres://u@127.0.0.1:1/x',
  JWT_SECRET: 'unit-test-secret-that-is-long-enough-0123456789',
  PUBLIC_SITE_URL: 'https://www.kavach.example',
  MAIL_STAFF_CONTACTS: 'desk@kavach.example, ops@kavach.example',
  MAIL_STAFF_REGISTRATIONS: 'events@kavach.example',
  MAIL_HR: 'hr@kavach.example',
};
const config = (env: Record<string, string> = {}): AppConfig =>
  buildConfig(parseEnv({ ...baseEnv, ...env }));

describe('mail safety', () => {
  it('header values lose every control character, so CR/LF cannot start a header', () => {
    expect(headerText('Eve\r\nBcc: x@evil.example')).toBe('Eve Bcc: x@evil.example');
    expect(headerText('a\u2028b\u0085c\td\u0000e')).toBe('a b c d e');
    expect(Array.from(headerText('x'.repeat(500), 200))).toHaveLength(200);
  });

  it('accepts only plain addresses', () => {
    expect(isMailAddress('asha.rao+news@example.co.in')).toBe(true);
    for (const bad of [
      'a@b.com\r\nBcc: x@evil.example',
      'a@b.com, x@evil.example',
      'Eve <a@b.com>',
      '"quoted"@b.com',
      'a@localhost',
      'a @b.com',
      `${'a'.repeat(250)}@b.com`,
    ]) {
      expect(isMailAddress(bad)).toBe(false);
    }
  });

  it('escapes HTML and parses MAIL_FROM', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    );
    expect(parseMailbox('Kavach Genomics <info@kavach.example>')).toEqual({
      name: 'Kavach Genomics',
      address: 'info@kavach.example',
    });
    expect(parseMailbox('info@kavach.example')).toEqual({
      name: '',
      address: 'info@kavach.example',
    });
    expect(parseMailbox('x <a@b.com>\r\nBcc: c@d.com')).toBeNull();
  });

  it('log lines keep only the domain of an address', () => {
    expect(redactAddresses('550 <asha@example.com>: no such user')).toBe(
      '550 <*@example.com>: no such user',
    );
  });
});

describe('mail configuration', () => {
  it('has defaults from the brand and reads the variables', () => {
    const d = buildConfig(
      parseEnv({ DATABASE_URL: baseEnv.DATABASE_URL, JWT_SECRET: baseEnv.JWT_SECRET }),
    );
    expect(d.mail).toMatchObject({
      smtpUrl: undefined,
      from: { name: 'Kavach Genomics', address: BRAND.generalEmail },
      staff: {
        contacts: [BRAND.generalEmail],
        registrations: [BRAND.generalEmail],
        hr: [BRAND.careersEmail],
      },
      maxAttempts: 8,
      pollMs: 2000,
    });
    const c = config({ OUTBOX_POLL_MS: '0', MAIL_MAX_ATTEMPTS: '3' });
    expect(c.mail.staff.contacts).toEqual(['desk@kavach.example', 'ops@kavach.example']);
    expect(c.mail.pollMs).toBe(0);
    expect(c.mail.maxAttempts).toBe(3);
  });

  it.each([
    ['SMTP_URL', 'http://mail.example'],
    ['MAIL_FROM', 'Kavach <info@kavach.example>\r\nBcc: x@evil.example'],
    ['MAIL_HR', 'hr@kavach.example,not an address'],
    ['MAIL_STAFF_CONTACTS', 'a@b.com\nBcc: x@evil.example'],
    ['MAIL_MAX_ATTEMPTS', '0'],
    ['OUTBOX_POLL_MS', '-1'],
  ])('refuses a bad %s', (name, value) => {
    expect(() => config({ [name]: value })).toThrow(name);
  });

  it('uses SMTP when SMTP_URL is set, else .eml files under the data directory', () => {
    const smtp = createMailTransport(config({ SMTP_URL: 'smtp://127.0.0.1:2525' }));
    expect(smtp).toBeInstanceOf(SmtpMailTransport);
    smtp.close();
    const eml = createMailTransport(config({ DATA_DIR: '/tmp/kavach-unit' }));
    expect(eml).toBeInstanceOf(EmlFileTransport);
    expect((eml as EmlFileTransport).dir).toBe('/tmp/kavach-unit/outbox');
    eml.close();
  });
});

describe('brand', () => {
  it('matches public-web/content/site.ts and the site’s stylesheet', () => {
    const site = readFileSync(join(REPO_ROOT, 'public-web', 'content', 'site.ts'), 'utf8');
    const constant = (re: RegExp) => re.exec(site)?.[1];
    expect(constant(/BRAND_NAME = '([^']+)'/)).toBe(BRAND.name);
    expect(constant(/general: '([^']+)'/)).toBe(BRAND.generalEmail);
    expect(constant(/customerCare: '([^']+)'/)).toBe(BRAND.customerCareEmail);
    expect(constant(/careers: '([^']+)'/)).toBe(BRAND.careersEmail);
    expect(constant(/label: 'Office',\s+display: '([^']+)'/)).toBe(BRAND.officePhone);
    expect(constant(/label: 'Customer care',\s+display: '([^']+)'/)).toBe(BRAND.customerCarePhone);
    expect(constant(/CONTACT_HOURS = '([^']+)'/)).toBe(BRAND.contactHours);
    // The office hours in Hindi and Marathi, as the contact page says them.
    for (const language of ['hi', 'mr'] as const) {
      const catalog = readFileSync(join(REPO_ROOT, 'public-web', 'i18n', `${language}.ts`), 'utf8');
      expect({ language, hours: /contactHoursValue: '([^']+)'/.exec(catalog)?.[1] }).toEqual({
        language,
        hours: CONTACT_HOURS[language],
      });
    }
    // The site's colour is its stylesheet's.
    const css = readFileSync(join(REPO_ROOT, 'public-web', 'styles', 'base.css'), 'utf8');
    expect(/--brand: (#[0-9a-f]{6});/.exec(css)?.[1]).toBe(BRAND.colour);
  });
});

describe('MailComposer', () => {
  const composer = new MailComposer(config());
  const noTracking = (html: string) => {
    expect(html).not.toMatch(/<img|<script|<iframe|src=|url\(|@import/i);
  };

  it('contact: one staff mail per address (reply goes to the sender) and an acknowledgement', () => {
    const mails = composer.contactReceived({
      name: 'Asha <b>Rao</b>',
      email: 'asha@example.com',
      phone: '9876543210',
      message: 'Line one\n<script>alert(1)</script>',
    });
    expect(mails.map((m) => [m.kind, m.to.address])).toEqual([
      ['contact.staff', 'desk@kavach.example'],
      ['contact.staff', 'ops@kavach.example'],
      ['contact.ack', 'asha@example.com'],
    ]);
    const [staff, , ack] = mails;
    expect(staff.replyTo).toBe('asha@example.com');
    expect(staff.subject).toBe('New contact message from Asha <b>Rao</b>');
    expect(staff.text).toContain('> <script>alert(1)</script>');
    expect(staff.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(staff.html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt;');
    expect(staff.html).not.toContain('<script>');
    expect(staff.text).toContain('https://www.kavach.example/admin?tab=contacts');
    expect(ack.to).toEqual({ address: 'asha@example.com', name: 'Asha <b>Rao</b>' });
    expect(ack.replyTo).toBe(BRAND.generalEmail);
    expect(ack.text).not.toContain('alert(1)'); // the message is not echoed to the typed address
    expect(ack.text).toContain(BRAND.customerCarePhone);
    for (const m of mails) noTracking(m.html);
  });

  it("contact: the acknowledgement in the language of the form's page, the staff mail in English", () => {
    const sent = { name: 'आशा राव', email: 'asha@example.com', message: 'नमस्ते' };
    const [staff, , hindi] = composer.contactReceived({ ...sent, language: 'hi' });
    expect(staff.subject).toBe('New contact message from आशा राव');
    expect(hindi.subject).toBe(`हमें आपका संदेश मिल गया है - ${BRAND.name}`);
    expect(hindi.text).toContain('प्रिय आशा राव,');
    expect(hindi.text).toContain(`(${CONTACT_HOURS.hi})`);
    expect(hindi.text).toContain('पर एक फ़ॉर्म में यह पता लिखा गया था'); // its footer too
    expect(hindi.html).toContain('<html lang="hi">');
    const marathi = composer.contactReceived({ ...sent, language: 'mr' })[2];
    expect(marathi.subject).toBe(`तुमचा संदेश आम्हाला मिळाला - ${BRAND.name}`);
    expect(marathi.html).toContain('<html lang="mr">');
    expect(marathi.text).toContain('वरील एका फॉर्ममध्ये हा पत्ता लिहिला गेल्यामुळे');
    // Without a language: English, as before.
    const english = composer.contactReceived(sent)[2];
    expect(english.subject).toBe(`We have received your message - ${BRAND.name}`);
    expect(english.html).toContain('<html lang="en">');
  });

  it('staff mails say when the message arrived, in IST, to the minute', () => {
    const at = (iso: string) =>
      composer.contactReceived({
        name: 'A',
        email: 'a@example.com',
        message: 'hi',
        createdAt: new Date(iso),
      })[0].text;
    expect(at('2026-11-21T04:30:10Z')).toMatch(/Received: 21 Nov 2026, 10:00\s?am IST/i);
    expect(at('2026-11-21T04:30:59Z')).toMatch(/Received: 21 Nov 2026, 10:00\s?am IST/i);
    expect(at('2026-11-21T04:31:00Z')).toMatch(/Received: 21 Nov 2026, 10:01\s?am IST/i);
    expect(at('2025-01-02T18:45:00Z')).toMatch(/Received: 3 Jan 2025, 12:15\s?am IST/i);
  });

  it('no acknowledgement to an address that is not plain', () => {
    const mails = composer.contactReceived({
      name: 'X',
      email: 'x@example.com\r\nBcc: y@evil.example',
      message: 'hi',
    });
    expect(mails.map((m) => m.kind)).toEqual(['contact.staff', 'contact.staff']);
    expect(mails[0].replyTo).toBeUndefined();
  });

  it("the fields a form's kind marks for staff are in its staff mail only, on one line", () => {
    const more = [['Best time to call', 'Evenings\nafter 6']] as const;
    const base = { name: 'Asha', email: 'asha@example.com', more };
    const session = { title: 'Information Session', date: '2025-11-14', time: '11 AM' };
    for (const mails of [
      composer.contactReceived({ ...base, message: 'Hi' }),
      composer.registrationReceived({ ...base, session }),
    ]) {
      const [staff, submitter] = [mails[0], mails[mails.length - 1]];
      expect(staff.text).toContain('Best time to call: Evenings after 6');
      expect(submitter.to.address).toBe('asha@example.com');
      expect(submitter.text).not.toContain('Best time to call');
    }
  });

  it('registration: staff mail and a confirmation with date, time and mode', () => {
    const [staff, conf] = composer.registrationReceived({
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '9876543210',
      organization: 'Tata Memorial',
      message: 'Looking forward',
      session: {
        title: 'Information Session',
        date: '2025-11-14',
        time: '11:00 AM – 12:30 PM IST',
        mode: 'online',
      },
    });
    expect(staff.to.address).toBe('events@kavach.example');
    expect(staff.text).toContain('Organization: Tata Memorial');
    expect(conf.kind).toBe('registration.confirmation');
    expect(conf.subject).toBe('Your registration: Information Session on Friday, 14 November 2025');
    expect(conf.text).toContain('Date: Friday, 14 November 2025');
    expect(conf.text).toContain('Time: 11:00 AM – 12:30 PM IST');
    expect(conf.text).toContain('Mode: Online');
    expect(conf.html).toContain('Friday, 14 November 2025');
  });

  it("registration: the confirmation in the language of the form's page, its date and mode too; the staff mail in English", () => {
    const registration = {
      name: 'मीरा अय्यर',
      email: 'meera@example.com',
      message: 'नमस्कार',
      session: {
        title: 'HrC Test: Information Session',
        date: '2025-11-14',
        time: '11:00 AM – 12:30 PM IST',
        mode: 'offline',
        place: 'Lower Parel, Mumbai',
        meetingLink: 'https://meet.example/abc',
      },
    };
    const [staff, marathi] = composer.registrationReceived({ ...registration, language: 'mr' });
    expect(staff.subject).toBe(
      'New registration: HrC Test: Information Session on Friday, 14 November 2025 - मीरा अय्यर',
    );
    expect(staff.text).toContain('Mode: Offline (in person)');
    expect(marathi.subject).toBe(
      'तुमची नोंदणी: HrC Test: Information Session, शुक्रवार, 14 नोव्हेंबर, 2025',
    );
    expect(marathi.html).toContain('<html lang="mr">');
    expect(marathi.text).toContain('प्रिय मीरा अय्यर,');
    expect(marathi.text).toContain('तारीख: शुक्रवार, 14 नोव्हेंबर, 2025');
    expect(marathi.text).toContain('पद्धत: प्रत्यक्ष');
    expect(marathi.text).toContain('ठिकाण: Lower Parel, Mumbai');
    expect(marathi.text).toContain('मीटिंग लिंक: https://meet.example/abc');
    const hindi = composer.registrationReceived({ ...registration, language: 'hi' })[1];
    expect(hindi.subject).toBe(
      'आपका रजिस्ट्रेशन: HrC Test: Information Session, शुक्रवार, 14 नवंबर 2025',
    );
    expect(hindi.text).toContain('तरीका: आमने-सामने');
    expect(hindi.html).toContain('<html lang="hi">');
  });

  it("registration: a stored snapshot with empty parts (the entity's nullable columns) still reads well", () => {
    const [, conf] = composer.registrationReceived({
      name: 'Ravi',
      email: 'ravi@example.com',
      session: { title: null, date: null, time: '10:00 AM', mode: null },
    });
    expect(conf.subject).toBe('Your registration: Information Session');
    expect(conf.text).toContain('Session: Information Session\nTime: 10:00 AM');
    expect(conf.text).not.toMatch(/^(Date|Mode):/m);
  });

  it('session dates: ISO dates are spelled out, free text is kept', () => {
    expect(sessionDateLabel('2026-01-05')).toBe('Monday, 5 January 2026');
    expect(sessionDateLabel('Every Friday')).toBe('Every Friday');
  });

  it('application: HR mail links to the admin panel, never attaches the resume', () => {
    const [hr, ack] = composer.applicationReceived({
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera@example.com',
      phoneNumber: '9876543210',
      jobPosition: 'App Developer',
      experience: '3y+',
      noticePeriod: '1m',
      salaryExpectation: '12 LPA',
      resumeKey: 'abc.pdf',
    });
    expect(hr.to.address).toBe('hr@kavach.example');
    expect(hr.subject).toBe('New job application: App Developer - Meera Iyer');
    expect(hr.text).toContain('https://www.kavach.example/admin?tab=career-applications');
    expect(hr.html).toContain('href="https://www.kavach.example/admin?tab=career-applications"');
    expect(hr.text).toContain('Experience: 3+ years');
    expect(hr.text).toContain('Notice period: 1 month');
    expect(hr.text).toContain('Resume: Uploaded - download it from the admin panel');
    expect(Object.keys(hr)).not.toContain('attachments');
    expect(ack.kind).toBe('application.ack');
    expect(ack.replyTo).toBe(BRAND.careersEmail);
    expect(ack.text).toContain('App Developer');
  });

  it("application: the acknowledgement in the language of the form's page, title as staff wrote it; HR's mail in English", () => {
    const application = {
      firstName: 'मीरा',
      lastName: 'अय्यर',
      email: 'meera@example.com',
      jobPosition: 'App Developer',
      experience: '3y+',
      noticePeriod: '1m',
    };
    const [hr, marathi] = composer.applicationReceived({ ...application, language: 'mr' });
    expect(hr.subject).toBe('New job application: App Developer - मीरा अय्यर');
    expect(hr.text).toContain('Experience: 3+ years');
    expect(hr.html).toContain('<html lang="en">');
    expect(marathi.kind).toBe('application.ack');
    expect(marathi.replyTo).toBe(BRAND.careersEmail);
    expect(marathi.subject).toBe('आम्हाला App Developer साठी तुमचा अर्ज मिळाला आहे');
    expect(marathi.html).toContain('<html lang="mr">');
    expect(marathi.text).toContain('तुमच्या अर्जाबद्दल धन्यवाद');
    expect(marathi.text).toContain('प्रिय मीरा अय्यर,');
    expect(marathi.text).toContain(
      `${BRAND.name} मध्ये App Developer या पदासाठी अर्ज केल्याबद्दल धन्यवाद.`,
    );
    expect(marathi.text).toContain(`${BRAND.careersEmail} वर लिहा.`);
    expect(marathi.text).toContain('वरील एका फॉर्ममध्ये हा पत्ता लिहिला गेल्यामुळे'); // its footer too
    expect(marathi.text).toContain(`(${CONTACT_HOURS.mr})`);
    const hindi = composer.applicationReceived({ ...application, language: 'hi' })[1];
    expect(hindi.subject).toBe('हमें App Developer के लिए आपका आवेदन मिल गया है');
    expect(hindi.html).toContain('<html lang="hi">');
    expect(hindi.text).toContain('आपके आवेदन के लिए धन्यवाद');
    expect(hindi.text).toContain('पर एक फ़ॉर्म में यह पता लिखा गया था');
    // Without a language: English, as before.
    const english = composer.applicationReceived(application)[1];
    expect(english.subject).toBe('We have received your application for App Developer');
    expect(english.html).toContain('<html lang="en">');
    expect(english.text).toContain('Our HR team will review your application');
  });

  const unsubscribe = {
    page: 'https://www.kavach.example/newsletter/unsubscribe?token=1.abc',
    oneClick: 'https://www.kavach.example/api/subscriptions/unsubscribe?token=1.abc',
    mailto: 'mailto:info@kavach.example?subject=unsubscribe%201.abc',
  };

  it('newsletter: welcome links to the unsubscribe page, List-Unsubscribe is one-click + mailto', () => {
    const [w] = composer.newsletterWelcome('sub@example.com', unsubscribe);
    expect(w.kind).toBe('newsletter.welcome');
    expect(w.listUnsubscribe).toEqual({
      url: unsubscribe.oneClick,
      mailto: unsubscribe.mailto,
      oneClick: true,
    });
    expect(w.html).toContain(`href="${unsubscribe.page}"`);
    expect(w.text).toContain(`Unsubscribe: ${unsubscribe.page}`);
    expect(w.text).not.toContain(unsubscribe.oneClick);
  });

  it('newsletter: every issue gets the same unsubscribe link and headers', () => {
    const [n] = composer.newsletterIssue(
      'sub@example.com',
      { subject: 'News\r\nBcc: x@evil.example', heading: 'News', paragraphs: ['<b>One</b>'] },
      unsubscribe,
    );
    expect(n.kind).toBe('newsletter.issue');
    expect(n.subject).toBe('News Bcc: x@evil.example');
    expect(n.html).toContain('&lt;b&gt;One&lt;/b&gt;');
    expect(n.listUnsubscribe).toEqual({
      url: unsubscribe.oneClick,
      mailto: unsubscribe.mailto,
      oneClick: true,
    });
    expect(n.text).toContain(`Unsubscribe: ${unsubscribe.page}`);
  });

  it('newsletter: refuses other URL schemes and a mailto that is not one plain address', () => {
    for (const bad of [
      { ...unsubscribe, page: 'javascript:alert(1)' },
      { ...unsubscribe, oneClick: 'ftp://www.kavach.example/u' },
      { ...unsubscribe, mailto: 'https://www.kavach.example/u' },
      { ...unsubscribe, mailto: 'mailto:a@x.example,b@y.example?subject=x' },
      { ...unsubscribe, mailto: 'mailto:info@kavach.example?subject=a\r\nBcc:x@evil.example' },
      { ...unsubscribe, mailto: 'mailto:info@kavach.example?subject=x&bcc=x@evil.example' },
    ]) {
      expect(() => composer.newsletterWelcome('sub@example.com', bad)).toThrow(/Outbox: invalid/);
    }
  });

  it('newsletter: the confirmation links to the confirmation page and names its lifetime', () => {
    const url = 'https://www.kavach.example/newsletter/confirm?token=1.2.abc';
    const [c] = composer.newsletterConfirmation('new@example.com', url, 1);
    expect(c.kind).toBe('newsletter.confirmation');
    expect(c.to).toEqual({ address: 'new@example.com' });
    expect(c.listUnsubscribe).toBeUndefined();
    expect(c.text).toContain(`Confirm your subscription: ${url}`);
    expect(c.text).toContain('The link works for 1 hour.');
    expect(c.html).toContain(`href="${url}"`);
    expect(composer.newsletterConfirmation('not an address', url, 48)).toEqual([]);
    expect(() => composer.newsletterConfirmation('new@example.com', 'data:x', 48)).toThrow();
  });

  it('newsletter: the confirmation and the welcome in the language the address signed up in', () => {
    const url = 'https://www.kavach.example/hi/newsletter/confirm?token=1.2.abc';
    const [c] = composer.newsletterConfirmation('new@example.com', url, 48, 'hi');
    expect(c.subject).toBe(`${BRAND.name} के न्यूज़लेटर की सदस्यता की पुष्टि करें`);
    expect(c.text).toContain(`अपनी सदस्यता की पुष्टि करें: ${url}`);
    expect(c.text).toContain('यह लिंक 48 घंटे तक काम करता है।');
    expect(c.html).toContain('<html lang="hi">');
    const [w] = composer.newsletterWelcome('sub@example.com', unsubscribe, 'mr');
    expect(w.subject).toBe(`${BRAND.name} च्या न्यूजलेटरमध्ये तुमचे स्वागत आहे`);
    expect(w.text).toContain(`सदस्यत्व सोडा: ${unsubscribe.page}`);
    // Its end says why it came, in Marathi too.
    expect(w.text).toContain('च्या न्यूजलेटरचे सदस्यत्व घेतले');
    expect(w.html).toContain('<html lang="mr">');
    expect(w.listUnsubscribe).toEqual({
      url: unsubscribe.oneClick,
      mailto: unsubscribe.mailto,
      oneClick: true,
    });
  });
});
