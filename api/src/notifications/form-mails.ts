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
    ...(() => {
      const language = contact.language ?? 'en';
      const ack = CONTACT_ACK[language](name);
      return frame.submitterMail(
        'contact.ack',
        { address: contact.email, name },
        BRAND.generalEmail,
        ack.subject,
        ack.heading,
        ack.paragraphs.map((p) => ({ p })),
        {},
        'public',
        language,
      );
    })(),
  ];
}

/**
 * The acknowledgement of a contact message, in the language of the page it was sent from
 * (Hindi and Marathi are DRAFTS, like the site's: reviewed before launch).
 */
const CONTACT_ACK: Record<
  SiteLanguage,
  (name: string) => { subject: string; heading: string; paragraphs: string[] }
> = {
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
  const start = s.date ? sessionDateLabel(s.date) : '';
  const end = s.endDate ? sessionDateLabel(s.endDate) : start;
  const date = end === start ? start : `${start} to ${end}`;
  const on = start ? ` on ${start}` : '';
  const mode = MODES[String(s.mode ?? '').toLowerCase()] ?? oneLine(s.mode, 50);
  const sessionFields: Array<[string, string]> = [
    ['Session', title],
    ['Date', date],
    ['Time', oneLine(s.time, 100)],
    ['Mode', mode],
    ...(s.place ? [['Place', oneLine(s.place, 300)] as [string, string]] : []),
  ];
  // The meeting link is for the people registered: in their confirmation, not on the website.
  const joinFields: Array<[string, string]> = s.meetingLink
    ? [['Meeting link', oneLine(s.meetingLink, 500)]]
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
            ...sessionFields,
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
      `Your registration: ${title}${on}`,
      'Your session registration',
      [
        { p: `Dear ${name},` },
        { p: `Thank you for registering for ${title}. Here are the details of the session:` },
        { fields: [...sessionFields, ...joinFields] },
        {
          p: `If you can no longer attend or your details change, reply to this email or write to ${BRAND.generalEmail}.`,
        },
      ],
    ),
  ];
}

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
    ...frame.submitterMail(
      'application.ack',
      { address: application.email, name },
      BRAND.careersEmail,
      `We have received your application for ${position}`,
      'Thank you for your application',
      [
        { p: `Dear ${name},` },
        {
          p: `Thank you for applying for the position of ${position} at ${BRAND.name}. Our HR team will review your application and contact you if your profile matches the role.`,
        },
        { p: `For questions about your application, write to ${BRAND.careersEmail}.` },
      ],
    ),
  ];
}
