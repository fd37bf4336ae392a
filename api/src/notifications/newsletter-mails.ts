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
 * [the double opt-in mail: a link to the page where the address confirms the sign-up]. No
 * List-Unsubscribe: nobody is subscribed yet, and ignoring the mail is all it takes.
 */
export function newsletterConfirmation(
  frame: MailFrame,
  email: string,
  confirmUrl: string,
  validHours: number,
): MailMessage[] {
  const url = assertWebUrl(confirmUrl, 'confirmation URL');
  const hours = `${validHours} hour${validHours === 1 ? '' : 's'}`;
  return frame.submitterMail(
    'newsletter.confirmation',
    { address: email },
    BRAND.generalEmail,
    `Confirm your subscription to the ${BRAND.name} newsletter`,
    'Confirm your subscription',
    [
      {
        p: `Someone, hopefully you, asked to subscribe this address to the ${BRAND.name} newsletter.`,
      },
      {
        p: `To confirm, open the link below and press "Confirm subscription". The link works for ${hours}.`,
      },
      { link: url, label: 'Confirm your subscription' },
      {
        p: 'If you did not ask for this, ignore this email: you will not be subscribed, and the address is deleted after the link runs out.',
      },
    ],
  );
}

/** [welcome, as every newsletter mail: the unsubscribe link and List-Unsubscribe (one-click)]. */
export function newsletterWelcome(
  frame: MailFrame,
  email: string,
  unsubscribe: NewsletterUnsubscribe,
): MailMessage[] {
  return newsletterMail(
    frame,
    'newsletter.welcome',
    email,
    `Welcome to the ${BRAND.name} newsletter`,
    'Welcome to our newsletter',
    [
      { p: `Thank you for confirming your subscription to the ${BRAND.name} newsletter.` },
      {
        p: 'We will write occasionally with news about early cancer detection, our tests and our information sessions.',
      },
    ],
    unsubscribe,
  );
}

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
): MailMessage[] {
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
      { p: 'You can stop these emails at any time, with one click:' },
      { link: page, label: 'Unsubscribe' },
    ],
    { listUnsubscribe },
    'subscriber',
  );
}
