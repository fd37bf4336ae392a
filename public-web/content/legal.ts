/**
 * Privacy Policy (/privacy-policy) and Terms of Service (/terms).
 * The policy's retention periods come from the API's configuration (GET /api/privacy-notice, the
 * same RETENTION_* values the daily purge uses), so the page states what the system does; the
 * page is rendered per request for that. If the backend's behaviour changes otherwise, update
 * this text in the same change.
 */
import { periodText, type RetentionPeriods } from './privacyNotice';
import type { LegalDocument, LegalSection } from './types';
import { ADDRESS_ONE_LINE, BRAND_LEGAL_NAME, BRAND_NAME, EMAILS, SUCCESSOR } from './site';

/** "How long we keep it", from the configured periods (null: the API could not say). */
function retentionSection(r: RetentionPeriods | null): LegalSection {
  const heading = 'How long we keep it';
  if (!r) {
    return {
      heading,
      paragraphs: [
        'We could not load our retention periods just now. Please reload this page in a moment, or write to ' +
          EMAILS.general +
          ' to ask.',
      ],
    };
  }
  return {
    heading,
    bullets: [
      `Contact messages: ${periodText(r.contactsDays)} after they are received.`,
      `Session registrations: ${periodText(r.registrationsDays)} after the session.`,
      `Job applications, including resumes: ${periodText(r.applicationsDays)} after they are received, unless you join us.`,
      `Newsletter: until you unsubscribe, which deletes your address at once. A sign-up that is not confirmed from the e-mail we send is deleted when its confirmation link expires, ${r.unconfirmedSignUpHours} hours after we send it.`,
      `Copies of the e-mails we send you (confirmations and newsletters): ${r.sentMailsDays > 0 ? periodText(r.sentMailsDays) + ' after sending' : 'as long as the record they belong to'}; e-mails that could not be delivered: ${periodText(r.failedMailsDays)}.`,
      `The record of what our staff did with your information (who looked at, exported or deleted it): ${periodText(r.auditDays)}, as the law asks us to keep such logs for at least a year.`,
      'Server logs: 30 days.',
    ],
    paragraphs: [
      'After these periods the information, including any files, is deleted automatically every day.',
    ],
  };
}

/** The Privacy Policy with the retention periods the system is configured with. */
export function privacyPolicy(retention: RetentionPeriods | null): LegalDocument {
  return {
    route: '/privacy-policy',
    title: 'Privacy Policy',
    metaDescription:
      'What personal information the Kavach Genomics website collects through its forms, why, how long it is kept and how to ask for deletion.',
    lastUpdated: 'December 1, 2026',
    lastUpdatedIso: '2026-12-01',
    intro:
      'This policy explains what personal information ' +
      BRAND_LEGAL_NAME +
      ' (“' +
      BRAND_NAME +
      '”, “we”) collects through this website, why we collect it, how long we keep it and how you can ask us to delete it. We collect only what we need, and we never sell personal information.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          BRAND_LEGAL_NAME +
            ', ' +
            ADDRESS_ONE_LINE +
            '. For any privacy question, write to ' +
            EMAILS.general +
            '.',
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: [
          'We collect information only when you choose to send it to us through one of the forms on this website:',
        ],
        bullets: [
          'Contact form: your name, e-mail address, phone number and message.',
          'Newsletter: your e-mail address.',
          'Information session registration: your name, e-mail address, phone number, message, organisation (optional) and the session you chose (its title, date, time and mode).',
          'Job applications: your name, e-mail address, phone number, the position, experience, notice period, salary expectation, reason for leaving your previous job, LinkedIn profile (optional) and your resume file.',
          'With every form we also store the date and time it was sent and which version of the short privacy notice under the form you were shown; applying for a job also records that you ticked the box agreeing to the processing of your CV.',
        ],
      },
      {
        heading: 'What we do not collect',
        paragraphs: [
          'This website does not take test bookings, payments or test results. Booking and payment happen on a separate booking website, and our diagnostic business is now run by ' +
            SUCCESSOR.name +
            '; those websites have their own privacy policies.',
          'We do not use third-party trackers, advertising cookies, analytics services or social media pixels.',
        ],
      },
      {
        heading: 'Spam protection without tracking',
        paragraphs: [
          'Our forms are protected by a captcha that runs on our own servers. Your browser solves a small proof-of-work puzzle before a form is sent. No third-party captcha service is involved and no tracking cookie is set.',
        ],
      },
      {
        heading: 'Cookies and browser storage',
        paragraphs: [
          'The public website remembers, for the current browser session only, that you have closed the announcement popup. In your browser’s local storage it keeps the language you chose (English, Hindi or Marathi) and, once you have opened a page in Hindi or Marathi, a note that our Devanagari font is already downloaded, so later pages draw with it at once. Neither is sent to us. Staff who sign in to the administration area use a sign-in token stored in their browser. We use no other cookies or storage.',
        ],
      },
      {
        heading: 'Why we use your information',
        bullets: [
          'Contact form: to reply to your question or request.',
          'Newsletter: to send occasional updates about our tests, centres and sessions.',
          'Session registration: to organise the session and send you the details.',
          'Job applications: to assess your application and contact you about it.',
          'Server logs (IP address, time and page requested): to keep the website secure and to fix problems.',
        ],
        paragraphs: [
          'We process personal information in line with applicable Indian law, including the Digital Personal Data Protection Act, 2023, on the basis of the consent you give when you send a form.',
        ],
      },
      retentionSection(retention),
      {
        heading: 'Who can see it',
        paragraphs: [
          'Only authorised Kavach Genomics staff who need the information for the purposes above. Our hosting provider stores it on our behalf under a confidentiality agreement. We disclose information to authorities only when the law requires it.',
          'We may connect other systems we use for the same purposes, such as the one our team answers enquiries in, to this website. Such a system is told that something happened (for example that a message arrived, with its number, never its contents) and can read the details only with its own key, limited to what it needs; every change it makes is recorded. We can tell you which systems these are.',
        ],
      },
      {
        heading: 'Your rights and how to ask for deletion',
        paragraphs: [
          'You can ask to see, correct or delete the information we hold about you, or withdraw your consent, at any time. Write to ' +
            EMAILS.general +
            ' from the e-mail address you used, with the subject “Privacy request”, and tell us what you would like us to do.',
          'If you ask for a copy, we send you everything we hold under your e-mail address (your messages, registrations, subscription and applications, with your resume files). If you ask us to delete it, we delete all of it, files included, and keep only a note that a request was handled, without your address.',
          'We will reply within 30 days. To protect you, we may ask you to confirm your identity before acting on the request. Every newsletter also includes a way to unsubscribe.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Information is sent over encrypted connections, stored on access-controlled servers and visible only to staff who sign in. Resume files are not publicly accessible.',
        ],
      },
      {
        heading: 'Children',
        paragraphs: [
          'This website and our tests are intended for adults aged 18 and above. We do not knowingly collect information from children.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: ['If we change this policy, we will update the date at the top of this page.'],
      },
    ],
  };
}

export const termsOfService: LegalDocument = {
  route: '/terms',
  title: 'Terms of Service',
  metaDescription: 'The terms that apply when you use the Kavach Genomics website.',
  lastUpdated: 'June 2, 2025',
  lastUpdatedIso: '2025-06-02',
  intro:
    'These terms apply to your use of this website, operated by ' +
    BRAND_LEGAL_NAME +
    '. By using the website you agree to them.',
  sections: [
    {
      heading: 'Information, not medical advice',
      paragraphs: [
        'The content on this website is general information about our tests and programmes. It is not medical advice and does not replace a consultation with your doctor.',
        'The HrC test is a risk assessment and is not a diagnostic test. Please discuss any result, and any decision about your health, with a qualified doctor.',
      ],
    },
    {
      heading: 'Bookings, payments and results',
      paragraphs: [
        'Tests are booked and paid for on a separate booking website, and our diagnostic business is now run by ' +
          SUCCESSOR.name +
          '. The terms of those websites apply to bookings, payments, sample collection and reports.',
        'Prices, eligibility rules, collection centres and turnaround times shown here are accurate to the best of our knowledge when published and may change. The booking website shows the current details.',
      ],
    },
    {
      heading: 'Using the forms',
      paragraphs: [
        'Please give accurate information in our forms and do not submit anything on behalf of another person without their permission. Do not send medical records or test results through the contact form.',
      ],
    },
    {
      heading: 'Acceptable use',
      bullets: [
        'Do not attempt to disrupt, overload or gain unauthorised access to the website or its administration area.',
        'Do not send automated or bulk submissions through the forms.',
        'Do not copy the website’s content for commercial use without our written permission.',
      ],
      paragraphs: [],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The text, illustrations, logos and design of this website belong to ' +
          BRAND_LEGAL_NAME +
          ' or its licensors. You may view and share pages for personal, non-commercial use.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'We link to other websites, such as the booking website, the nutrigenomics website, ' +
          SUCCESSOR.name +
          ', journals and social networks. We are not responsible for their content or their privacy practices.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'We work hard to keep this website accurate and available, but we provide it “as is”. To the extent the law allows, we are not liable for loss arising from the use of, or the inability to use, this website.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of India. The courts of Mumbai, Maharashtra have jurisdiction.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We may update these terms; the date at the top of this page shows the latest version. Questions? Write to ' +
          EMAILS.general +
          '.',
      ],
    },
  ],
};
