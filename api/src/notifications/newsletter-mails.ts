import {
  mailTextOf,
  portableRichTextHtml,
  type RichTextDoc,
  type RichTextImages,
} from '../rich-text/rich-text';
import { BRAND } from './brand';
import { MAIL_STYLES, type Block } from './mail-layout';
import type { MailFrame } from './mail-frame';
import type { MailKind, MailMessage } from './mail-message';
import type { SiteLanguage } from './mail-languages';
import { assertMailtoUrl, assertWebUrl, oneLine } from './mail-safety';

/** The unsubscribe links of one subscriber's newsletter mails (SubscriptionsService makes them). */
export interface NewsletterUnsubscribe {
  /** The public page with the Unsubscribe button: the link in the mail's body. */
  page: string;
  /** The https URL that unsubscribes on a POST: List-Unsubscribe, one-click (RFC 8058). */
  oneClick: string;
  /** `mailto:…?subject=…` naming the subscription: List-Unsubscribe's other way. */
  mailto: string;
}

/**
 * [the double opt-in mail: a link to the page where the address confirms the sign-up], in the
 * language of the page it signed up on. No List-Unsubscribe: nobody is subscribed yet, and
 * ignoring the mail is all it takes.
 */
export function newsletterConfirmation(
  frame: MailFrame,
  email: string,
  confirmUrl: string,
  validHours: number,
  language: SiteLanguage = 'en',
): MailMessage[] {
  const url = assertWebUrl(confirmUrl, 'confirmation URL');
  const w = SUBSCRIPTION_WORDS[language];
  return frame.submitterMail(
    'newsletter.confirmation',
    { address: email },
    BRAND.generalEmail,
    w.confirmSubject,
    w.confirmHeading,
    [
      { p: w.confirmAsked },
      { p: w.confirmHow(validHours) },
      { link: url, label: w.confirmHeading },
      { p: w.confirmIgnore },
    ],
    {},
    'public',
    language,
  );
}

/** [welcome, as every newsletter mail: the unsubscribe link and List-Unsubscribe (one-click)]. */
export function newsletterWelcome(
  frame: MailFrame,
  email: string,
  unsubscribe: NewsletterUnsubscribe,
  language: SiteLanguage = 'en',
): MailMessage[] {
  const w = SUBSCRIPTION_WORDS[language];
  return newsletterMail(
    frame,
    'newsletter.welcome',
    email,
    w.welcomeSubject,
    w.welcomeHeading,
    [{ p: w.welcomeThanks }, { p: w.welcomeWhat }],
    unsubscribe,
    language,
  );
}

/**
 * The words of the subscription's own mails (the confirmation, the welcome, the unsubscribe
 * line of every newsletter mail) in the language the address signed up in. Hindi and Marathi
 * are DRAFTS, like the site's: reviewed before launch.
 */
const SUBSCRIPTION_WORDS: Record<
  SiteLanguage,
  {
    confirmSubject: string;
    confirmHeading: string;
    confirmAsked: string;
    confirmHow: (hours: number) => string;
    confirmIgnore: string;
    welcomeSubject: string;
    welcomeHeading: string;
    welcomeThanks: string;
    welcomeWhat: string;
    stopAnyTime: string;
    unsubscribe: string;
    chooseLanguage: string;
  }
> = {
  en: {
    confirmSubject: `Confirm your subscription to the ${BRAND.name} newsletter`,
    confirmHeading: 'Confirm your subscription',
    confirmAsked: `Someone, hopefully you, asked to subscribe this address to the ${BRAND.name} newsletter.`,
    confirmHow: (hours) =>
      `To confirm, open the link below and press "Confirm subscription". The link works for ${hours} hour${hours === 1 ? '' : 's'}.`,
    confirmIgnore:
      'If you did not ask for this, ignore this email: you will not be subscribed, and the address is deleted after the link runs out.',
    welcomeSubject: `Welcome to the ${BRAND.name} newsletter`,
    welcomeHeading: 'Welcome to our newsletter',
    welcomeThanks: `Thank you for confirming your subscription to the ${BRAND.name} newsletter.`,
    welcomeWhat:
      'We will write occasionally with news about early cancer detection, our tests and our information sessions.',
    stopAnyTime: 'You can stop these emails at any time, with one click:',
    unsubscribe: 'Unsubscribe',
    chooseLanguage:
      'On the same page you can choose the language of the newsletter: English, हिन्दी or मराठी.',
  },
  hi: {
    confirmSubject: `${BRAND.name} के न्यूज़लेटर की सदस्यता की पुष्टि करें`,
    confirmHeading: 'अपनी सदस्यता की पुष्टि करें',
    confirmAsked: `किसी ने, उम्मीद है आपने ही, इस पते के लिए ${BRAND.name} के न्यूज़लेटर की सदस्यता माँगी है।`,
    confirmHow: (hours) =>
      `पुष्टि करने के लिए नीचे दिया लिंक खोलें और बटन दबाएँ। यह लिंक ${hours} घंटे तक काम करता है।`,
    confirmIgnore:
      'अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपकी सदस्यता नहीं होगी, और लिंक की समय-सीमा खत्म होने पर यह पता मिटा दिया जाएगा।',
    welcomeSubject: `${BRAND.name} के न्यूज़लेटर में आपका स्वागत है`,
    welcomeHeading: 'हमारे न्यूज़लेटर में आपका स्वागत है',
    welcomeThanks: `${BRAND.name} के न्यूज़लेटर की सदस्यता की पुष्टि करने के लिए धन्यवाद।`,
    welcomeWhat: 'हम कभी-कभी कैंसर की शीघ्र पहचान, अपने टेस्ट और अपने जानकारी सत्रों की खबरें भेजेंगे।',
    stopAnyTime: 'आप ये ईमेल कभी भी, एक क्लिक में बंद कर सकते हैं:',
    unsubscribe: 'सदस्यता छोड़ें',
    chooseLanguage: 'उसी पेज पर आप न्यूज़लेटर की भाषा चुन सकते हैं: English, हिन्दी या मराठी।',
  },
  mr: {
    confirmSubject: `${BRAND.name} च्या न्यूजलेटरच्या सदस्यत्वाची पुष्टी करा`,
    confirmHeading: 'तुमच्या सदस्यत्वाची पुष्टी करा',
    confirmAsked: `कोणीतरी, बहुधा तुम्हीच, या पत्त्यासाठी ${BRAND.name} च्या न्यूजलेटरचे सदस्यत्व मागितले आहे.`,
    confirmHow: (hours) => `पुष्टी करण्यासाठी खालील लिंक उघडा आणि बटण दाबा. ही लिंक ${hours} तास चालते.`,
    confirmIgnore:
      'तुम्ही हे मागितले नसल्यास, या ईमेलकडे दुर्लक्ष करा: तुमचे सदस्यत्व होणार नाही, आणि लिंकची मुदत संपल्यावर हा पत्ता हटवला जाईल.',
    welcomeSubject: `${BRAND.name} च्या न्यूजलेटरमध्ये तुमचे स्वागत आहे`,
    welcomeHeading: 'आमच्या न्यूजलेटरमध्ये तुमचे स्वागत आहे',
    welcomeThanks: `${BRAND.name} च्या न्यूजलेटरच्या सदस्यत्वाची पुष्टी केल्याबद्दल धन्यवाद.`,
    welcomeWhat:
      'आम्ही अधूनमधून कर्करोगाचे लवकर निदान, आमच्या चाचण्या आणि आमची माहिती सत्रे यांच्या बातम्या पाठवू.',
    stopAnyTime: 'तुम्ही हे ईमेल कधीही, एका क्लिकमध्ये थांबवू शकता:',
    unsubscribe: 'सदस्यत्व सोडा',
    chooseLanguage: 'त्याच पानावर तुम्ही न्यूजलेटरची भाषा निवडू शकता: English, हिन्दी किंवा मराठी.',
  },
};

/** A newsletter's text: rich (the panel's editor), or plain paragraphs (older drafts). */
export type NewsletterIssue = { subject: string; heading: string } & (
  { doc: RichTextDoc; images: RichTextImages } | { paragraphs: string[] }
);

/**
 * [one newsletter to one confirmed subscriber]: the path for sending newsletters. Rich text
 * keeps its headings, lists, links and emphasis (links made absolute); in plain paragraphs, one
 * that is an http(s) URL becomes a link.
 */
export function newsletterIssue(
  frame: MailFrame,
  email: string,
  issue: NewsletterIssue,
  unsubscribe: NewsletterUnsubscribe,
  language: SiteLanguage = 'en',
): MailMessage[] {
  const blocks: Block[] =
    'doc' in issue
      ? [
          {
            rich: {
              html: portableRichTextHtml(issue.doc, frame.site, MAIL_STYLES, issue.images),
              text: mailTextOf(issue.doc, frame.site, issue.images),
            },
          },
        ]
      : issue.paragraphs.map((p): Block => (isLinkParagraph(p) ? { link: p, label: p } : { p }));
  return newsletterMail(
    frame,
    'newsletter.issue',
    email,
    issue.subject,
    oneLine(issue.heading, 200),
    blocks,
    unsubscribe,
    language,
  );
}

function isLinkParagraph(p: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(p)) return false;
  try {
    assertWebUrl(p);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every newsletter mail goes through here: it ends with the link to the unsubscribe page
 * and carries `List-Unsubscribe: <https one-click URL>, <mailto:…>` with
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
 */
function newsletterMail(
  frame: MailFrame,
  kind: MailKind,
  email: string,
  subject: string,
  heading: string,
  blocks: Block[],
  unsubscribe: NewsletterUnsubscribe,
  language: SiteLanguage = 'en',
): MailMessage[] {
  const w = SUBSCRIPTION_WORDS[language];
  const page = assertWebUrl(unsubscribe.page, 'unsubscribe page URL');
  const listUnsubscribe = {
    url: assertWebUrl(unsubscribe.oneClick, 'one-click unsubscribe URL'),
    mailto: assertMailtoUrl(unsubscribe.mailto, 'unsubscribe mailto'),
    oneClick: true,
  };
  return frame.submitterMail(
    kind,
    { address: email },
    BRAND.generalEmail,
    subject,
    heading,
    [
      ...blocks,
      { p: w.stopAnyTime },
      { link: page, label: w.unsubscribe },
      { p: w.chooseLanguage },
    ],
    { listUnsubscribe },
    'subscriber',
    language,
  );
}
