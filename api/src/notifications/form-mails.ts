import { BRAND } from './brand';
import {
  EXPERIENCE,
  MODES,
  NOTICE,
  received,
  sessionDateLabel,
  type ApplicationMailData,
  type ContactMailData,
  type MailFields,
  type RegistrationMailData,
} from './mail-data';
import type { MailFrame } from './mail-frame';
import type { MailMessage } from './mail-message';
import { CONTACT_HOURS, type SiteLanguage } from './mail-languages';
import { oneLine } from './mail-safety';

/* The mails of the public forms: the staff's notification and the submitter's acknowledgement. */

/** The fields a form's kind adds to its staff notification (`mail` in its field list), on one line each. */
function moreFields(more: MailFields = []): Array<[string, string]> {
  return more.map(([label, value]) => [label, oneLine(value, 500)]);
}

/** [staff notification …, acknowledgement to the sender]. */
export function contactReceived(frame: MailFrame, contact: ContactMailData): MailMessage[] {
  const name = oneLine(contact.name, 100);
  return [
    ...frame.staffMails(
      'contact.staff',
      frame.config.mail.staff.contacts,
      contact.email,
      `New contact message from ${name}`,
      'New contact message',
      [
        {
          fields: [
            ['Name', name],
            ['Email', contact.email],
            ['Phone', contact.phone],
            ...moreFields(contact.more),
            ['Received', received(contact.createdAt)],
          ],
        },
        { quote: contact.message, label: 'Message' },
        { link: frame.adminLink('contacts'), label: 'Open Contact Us Details in the admin panel' },
      ],
    ),
    ...acknowledgement(frame, 'contact.ack', { address: contact.email, name }, BRAND.generalEmail, {
      language: contact.language,
      words: (language) => CONTACT_ACK[language](name),
    }),
  ];
}

/** An acknowledgement's words in one language: its subject, heading and paragraphs. */
interface AcknowledgementWords {
  subject: string;
  heading: string;
  paragraphs: string[];
}

/**
 * The mail that answers a visitor's form, in the language of the form's page (English when the
 * form sent none), footer included.
 */
function acknowledgement(
  frame: MailFrame,
  kind: Parameters<MailFrame['submitterMail']>[0],
  to: { address: string; name: string },
  replyTo: string,
  ack: { language?: SiteLanguage; words: (language: SiteLanguage) => AcknowledgementWords },
): MailMessage[] {
  const language = ack.language ?? 'en';
  const { subject, heading, paragraphs } = ack.words(language);
  const blocks = paragraphs.map((p) => ({ p }));
  return frame.submitterMail(kind, to, replyTo, subject, heading, blocks, {}, 'public', language);
}

/**
 * The acknowledgement of a contact message, in the language of the page it was sent from
 * (Hindi and Marathi are DRAFTS, like the site's: reviewed before launch).
 */
const CONTACT_ACK: Record<SiteLanguage, (name: string) => AcknowledgementWords> = {
  en: (name) => ({
    subject: `We have received your message - ${BRAND.name}`,
    heading: 'Thank you for contacting us',
    paragraphs: [
      `Dear ${name},`,
      `Thank you for writing to ${BRAND.name}. We have received your message and will get back to you soon.`,
      `If your question is urgent, call our customer care on ${BRAND.customerCarePhone} (${CONTACT_HOURS.en}) or write to ${BRAND.customerCareEmail}.`,
    ],
  }),
  hi: (name) => ({
    subject: `हमें आपका संदेश मिल गया है - ${BRAND.name}`,
    heading: 'संपर्क करने के लिए धन्यवाद',
    paragraphs: [
      `प्रिय ${name},`,
      `${BRAND.name} को लिखने के लिए धन्यवाद। हमें आपका संदेश मिल गया है और हम जल्द ही आपसे बात करेंगे।`,
      `अगर आपका सवाल ज़रूरी है, तो हमारी ग्राहक सेवा को ${BRAND.customerCarePhone} पर फ़ोन करें (${CONTACT_HOURS.hi}) या ${BRAND.customerCareEmail} पर लिखें।`,
    ],
  }),
  mr: (name) => ({
    subject: `तुमचा संदेश आम्हाला मिळाला - ${BRAND.name}`,
    heading: 'संपर्क साधल्याबद्दल धन्यवाद',
    paragraphs: [
      `प्रिय ${name},`,
      `${BRAND.name} ला लिहिल्याबद्दल धन्यवाद. तुमचा संदेश आम्हाला मिळाला आहे आणि आम्ही लवकरच तुमच्याशी संपर्क साधू.`,
      `तुमचा प्रश्न तातडीचा असल्यास, आमच्या ग्राहक सेवेला ${BRAND.customerCarePhone} वर फोन करा (${CONTACT_HOURS.mr}) किंवा ${BRAND.customerCareEmail} वर लिहा.`,
    ],
  }),
};

/** [staff notification …, confirmation with the session's date, time and mode]. */
export function registrationReceived(
  frame: MailFrame,
  registration: RegistrationMailData,
): MailMessage[] {
  const name = oneLine(registration.name, 100);
  const s = registration.session;
  const title = oneLine(s.title || 'Information Session', 150);
  /** The session's facts as a mail in `language` names them. */
  const sessionIn = (language: SiteLanguage) => {
    const words = REGISTRATION_WORDS[language];
    const start = s.date ? sessionDateLabel(s.date, language) : '';
    const end = s.endDate ? sessionDateLabel(s.endDate, language) : start;
    const mode = String(s.mode ?? '').toLowerCase();
    const fields: Array<[string, string]> = [
      [words.session, title],
      [words.date, end === start ? start : words.range(start, end)],
      [words.time, oneLine(s.time, 100)],
      [words.mode, Object.hasOwn(words.modes, mode) ? words.modes[mode] : oneLine(s.mode, 50)],
      ...(s.place ? [[words.place, oneLine(s.place, 300)] as [string, string]] : []),
    ];
    return { start, fields, words };
  };
  const staff = sessionIn('en');
  const on = staff.start ? ` on ${staff.start}` : '';
  const language = registration.language ?? 'en';
  const own = sessionIn(language);
  // The meeting link is for the people registered: in their confirmation, not on the website.
  const joinFields: Array<[string, string]> = s.meetingLink
    ? [[own.words.meetingLink, oneLine(s.meetingLink, 500)]]
    : [];
  return [
    ...frame.staffMails(
      'registration.staff',
      frame.config.mail.staff.registrations,
      registration.email,
      `New registration: ${title}${on} - ${name}`,
      'New session registration',
      [
        {
          fields: [
            ['Name', name],
            ['Email', registration.email],
            ['Phone', registration.phone],
            ['Organization', registration.organization],
            ...moreFields(registration.more),
            ...staff.fields,
            ['Received', received(registration.createdAt)],
          ],
        },
        ...(registration.message ? [{ quote: registration.message, label: 'Message' }] : []),
        {
          link: frame.adminLink('registrations'),
          label: 'Open Registration Details in the admin panel',
        },
      ],
    ),
    ...frame.submitterMail(
      'registration.confirmation',
      { address: registration.email, name },
      BRAND.generalEmail,
      own.words.subject(title, own.start),
      own.words.heading,
      [
        { p: own.words.dear(name) },
        { p: own.words.thanks(title) },
        { fields: [...own.fields, ...joinFields] },
        { p: own.words.change },
      ],
      {},
      'public',
      language,
    ),
  ];
}

/**
 * The words of a registration's confirmation, in the language of the page it was made on
 * (Hindi and Marathi are DRAFTS, like the site's: reviewed before launch). The staff's
 * notification uses the English ones.
 */
const REGISTRATION_WORDS: Record<
  SiteLanguage,
  {
    subject: (title: string, date: string) => string;
    heading: string;
    dear: (name: string) => string;
    thanks: (title: string) => string;
    change: string;
    session: string;
    date: string;
    range: (start: string, end: string) => string;
    time: string;
    mode: string;
    modes: Record<string, string>;
    place: string;
    meetingLink: string;
  }
> = {
  en: {
    subject: (title, date) => `Your registration: ${title}${date ? ` on ${date}` : ''}`,
    heading: 'Your session registration',
    dear: (name) => `Dear ${name},`,
    thanks: (title) =>
      `Thank you for registering for ${title}. Here are the details of the session:`,
    change: `If you can no longer attend or your details change, reply to this email or write to ${BRAND.generalEmail}.`,
    session: 'Session',
    date: 'Date',
    range: (start, end) => `${start} to ${end}`,
    time: 'Time',
    mode: 'Mode',
    modes: MODES,
    place: 'Place',
    meetingLink: 'Meeting link',
  },
  hi: {
    subject: (title, date) => `आपका रजिस्ट्रेशन: ${title}${date ? `, ${date}` : ''}`,
    heading: 'सत्र के लिए आपका रजिस्ट्रेशन',
    dear: (name) => `प्रिय ${name},`,
    thanks: (title) => `${title} के लिए रजिस्टर करने के लिए धन्यवाद। सत्र की जानकारी यह है:`,
    change: `अगर आप नहीं आ सकते या आपकी जानकारी बदल जाए, तो इस ईमेल का जवाब दें या ${BRAND.generalEmail} पर लिखें।`,
    session: 'सत्र',
    date: 'तारीख',
    range: (start, end) => `${start} से ${end} तक`,
    time: 'समय',
    mode: 'तरीका',
    modes: { online: 'ऑनलाइन', offline: 'आमने-सामने', hybrid: 'आमने-सामने और ऑनलाइन' },
    place: 'जगह',
    meetingLink: 'मीटिंग लिंक',
  },
  mr: {
    subject: (title, date) => `तुमची नोंदणी: ${title}${date ? `, ${date}` : ''}`,
    heading: 'सत्रासाठी तुमची नोंदणी',
    dear: (name) => `प्रिय ${name},`,
    thanks: (title) => `${title} साठी नोंदणी केल्याबद्दल धन्यवाद. सत्राची माहिती अशी आहे:`,
    change: `तुम्ही येऊ शकत नसल्यास किंवा तुमची माहिती बदलल्यास, या ईमेलला उत्तर द्या किंवा ${BRAND.generalEmail} वर लिहा.`,
    session: 'सत्र',
    date: 'तारीख',
    range: (start, end) => `${start} ते ${end}`,
    time: 'वेळ',
    mode: 'पद्धत',
    modes: { online: 'ऑनलाइन', offline: 'प्रत्यक्ष', hybrid: 'प्रत्यक्ष आणि ऑनलाइन' },
    place: 'ठिकाण',
    meetingLink: 'मीटिंग लिंक',
  },
};

/** [HR notification … (links to the panel, no attachment), acknowledgement to the applicant]. */
export function applicationReceived(
  frame: MailFrame,
  application: ApplicationMailData,
): MailMessage[] {
  const name = oneLine(`${application.firstName} ${application.lastName}`, 100);
  const position = oneLine(application.jobPosition, 150);
  const exp = application.experience ?? '';
  const notice = application.noticePeriod ?? '';
  return [
    ...frame.staffMails(
      'application.staff',
      frame.config.mail.staff.hr,
      application.email,
      `New job application: ${position} - ${name}`,
      'New job application',
      [
        {
          fields: [
            ['Name', name],
            ['Email', application.email],
            ['Phone', application.phoneNumber],
            ['Job position', position],
            ['Experience', EXPERIENCE[exp] ?? exp],
            ['Notice period', NOTICE[notice] ?? notice],
            ['Salary expectation', application.salaryExpectation],
            ['LinkedIn', application.linkedin],
            [
              'Resume',
              application.resumeKey
                ? 'Uploaded - download it from the admin panel'
                : 'No resume uploaded',
            ],
            ['Received', received(application.createdAt)],
          ],
        },
        {
          link: frame.adminLink('career-applications'),
          label: 'Open Career Applications in the admin panel',
        },
      ],
    ),
    ...acknowledgement(
      frame,
      'application.ack',
      { address: application.email, name },
      BRAND.careersEmail,
      {
        language: application.language,
        words: (language) => APPLICATION_ACK[language](name, position),
      },
    ),
  ];
}

/**
 * The acknowledgement of a job application, in the language of the page it was sent from
 * (Hindi and Marathi are DRAFTS, like the site's: reviewed before launch; their terms are
 * public-web/i18n/GLOSSARY.md's). The opening's title stays as staff wrote it, the name as typed.
 * HR's notification stays English.
 */
const APPLICATION_ACK: Record<
  SiteLanguage,
  (name: string, position: string) => AcknowledgementWords
> = {
  en: (name, position) => ({
    subject: `We have received your application for ${position}`,
    heading: 'Thank you for your application',
    paragraphs: [
      `Dear ${name},`,
      `Thank you for applying for the position of ${position} at ${BRAND.name}. Our HR team will review your application and contact you if your profile matches the role.`,
      `For questions about your application, write to ${BRAND.careersEmail}.`,
    ],
  }),
  hi: (name, position) => ({
    subject: `हमें ${position} के लिए आपका आवेदन मिल गया है`,
    heading: 'आपके आवेदन के लिए धन्यवाद',
    paragraphs: [
      `प्रिय ${name},`,
      `${BRAND.name} में ${position} के पद के लिए आवेदन करने के लिए धन्यवाद। हमारी HR टीम आपका आवेदन देखेगी और अगर आपकी प्रोफ़ाइल इस पद के लिए उपयुक्त है तो आपसे संपर्क करेगी।`,
      `अपने आवेदन के बारे में सवालों के लिए ${BRAND.careersEmail} पर लिखें।`,
    ],
  }),
  mr: (name, position) => ({
    subject: `आम्हाला ${position} साठी तुमचा अर्ज मिळाला आहे`,
    heading: 'तुमच्या अर्जाबद्दल धन्यवाद',
    paragraphs: [
      `प्रिय ${name},`,
      `${BRAND.name} मध्ये ${position} या पदासाठी अर्ज केल्याबद्दल धन्यवाद. आमची HR टीम तुमचा अर्ज पाहील आणि तुमची प्रोफाइल या पदाला जुळत असल्यास तुमच्याशी संपर्क साधेल.`,
      `तुमच्या अर्जाबद्दलच्या प्रश्नांसाठी ${BRAND.careersEmail} वर लिहा.`,
    ],
  }),
};
