import { BRAND } from './brand';
import type { PortableStyles } from '../rich-text/rich-text';
import { assertWebUrl, escapeHtml, multiLine, oneLine } from './mail-safety';
import {
  CONTACT_LINE,
  PUBLIC_FOOTER,
  SUBSCRIBER_FOOTER,
  type SiteLanguage,
} from './mail-languages';

/** The pieces a mail is made of; rendered once as plain text and once as simple HTML. */
export type Block =
  | { p: string }
  | { fields: Array<[label: string, value: string | null | undefined]> }
  | { quote: string; label: string }
  | { link: string; label: string }
  /** Rich text already made safe and styled for mail (portableRichTextHtml, mailTextOf). */
  | { rich: { html: string; text: string } };

export type MailAudience = 'staff' | 'public' | 'subscriber' | 'account';

export interface MailBody {
  heading: string;
  blocks: Block[];
  /**
   * Staff notifications, mails to the public (an address typed on a form), a confirmed
   * subscriber's newsletter mails and a staff member's own account mails end differently.
   */
  audience: MailAudience;
  /** The public site, named in the footer of public mails. */
  siteUrl: string;
  /** A mail to the public in the language of the form's page (mail-languages.ts); English by default. */
  language?: SiteLanguage;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif';

/** Rich text's tags as a mail client draws them: inline styles only, nothing wider than 600 px. */
export const MAIL_STYLES: PortableStyles = {
  p: 'margin:0 0 16px',
  h2: 'margin:24px 0 12px;font-size:18px;line-height:1.3',
  h3: 'margin:20px 0 8px;font-size:16px;line-height:1.3',
  h4: 'margin:16px 0 8px;font-size:15px;line-height:1.3',
  ul: 'margin:0 0 16px;padding-left:24px',
  ol: 'margin:0 0 16px;padding-left:24px',
  li: 'margin:0 0 4px',
  blockquote: `margin:0 0 16px;padding:8px 12px;border-left:3px solid ${BRAND.colour}`,
  a: `color:${BRAND.colour};text-decoration:underline`,
  hr: 'border:0;border-top:1px solid #d9e2dc;margin:24px 0',
  figure: 'margin:0 0 16px',
  // The width attribute is at most the column's; max-width keeps it inside a phone's narrower one.
  img: 'display:block;max-width:100%;height:auto;border:0',
};

function footerLines(body: MailBody): string[] {
  if (body.audience === 'staff') {
    return [`Sent by the ${BRAND.name} website. Reply to this email to answer the sender.`];
  }
  if (body.audience === 'account') {
    return [
      `Sent by the ${BRAND.name} staff panel because someone asked for it there. If that was not you, ignore this email: nothing changes until the link is used.`,
    ];
  }
  const language = body.language ?? 'en';
  if (body.audience === 'subscriber') {
    return [CONTACT_LINE[language], SUBSCRIBER_FOOTER[language](body.siteUrl)];
  }
  return [CONTACT_LINE[language], PUBLIC_FOOTER[language](body.siteUrl)];
}

function textBlock(b: Block): string {
  if ('p' in b) return oneLineParagraph(b.p);
  if ('fields' in b) {
    return b.fields
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${k}: ${oneLine(v, 500)}`)
      .join('\n');
  }
  if ('quote' in b) {
    const lines = multiLine(b.quote).split('\n');
    return `${b.label}:\n${lines.map((l) => `> ${l}`).join('\n')}`;
  }
  if ('rich' in b) return b.rich.text;
  // A link shown as its own address (a newsletter's) is written once.
  return b.label === b.link ? b.link : `${b.label}: ${b.link}`;
}

function htmlBlock(b: Block): string {
  if ('p' in b) return `<p style="margin:0 0 16px">${escapeHtml(oneLineParagraph(b.p))}</p>`;
  if ('fields' in b) {
    const rows = b.fields
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(
        ([k, v]) =>
          `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top;white-space:nowrap">${escapeHtml(k)}</th>` +
          `<td style="padding:4px 0">${escapeHtml(oneLine(v, 500))}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
  }
  if ('quote' in b) {
    return (
      `<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(b.label)}</p>` +
      `<div style="margin:0 0 16px;padding:8px 12px;border-left:3px solid ${BRAND.colour};white-space:pre-wrap">${escapeHtml(multiLine(b.quote))}</div>`
    );
  }
  if ('rich' in b) return b.rich.html;
  const href = assertWebUrl(b.link, 'link');
  return `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="color:${BRAND.colour}">${escapeHtml(b.label)}</a></p>`;
}

/** Paragraphs are written by us but may embed user text: keep them on one line each. */
function oneLineParagraph(s: string): string {
  return oneLine(s, 2000);
}

/** Plain text and HTML for one mail: no images, no remote resources, no tracking. */
export function renderMail(body: MailBody): { text: string; html: string } {
  const footer = footerLines(body);
  const text = [
    BRAND.name,
    '',
    body.heading,
    '',
    body.blocks.map(textBlock).join('\n\n'),
    '',
    '-- ',
    ...footer,
    '',
  ].join('\n');
  const html =
    `<!doctype html><html lang="${body.language ?? 'en'}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(body.heading)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f6f5;${FONT};color:#1f2933;font-size:15px;line-height:1.5">` +
    '<div style="max-width:600px;box-sizing:border-box;margin:0 auto;padding:24px;background:#ffffff">' +
    `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:${BRAND.colour}">${escapeHtml(BRAND.name)}</p>` +
    `<h1 style="margin:0 0 16px;font-size:18px">${escapeHtml(body.heading)}</h1>` +
    body.blocks.map(htmlBlock).join('') +
    '<hr style="border:0;border-top:1px solid #d9e2dc;margin:24px 0 12px">' +
    footer
      .map((l) => `<p style="margin:0 0 8px;font-size:12px;color:#52606d">${escapeHtml(l)}</p>`)
      .join('') +
    '</div></body></html>';
  return { text, html };
}
