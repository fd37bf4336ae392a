import { BadRequestException } from '@nestjs/common';
import { NEWSLETTER_LENGTHS } from '../platform/fields/rules';
import { imageNamesIn } from '../media/image-address';
import {
  plainTextOf,
  richTextProblem,
  type RichTextDoc,
  type RichTextImages,
} from '../rich-text/rich-text';
import type { NewsletterIssue } from '../notifications/newsletter-mails';
import type { CreateNewsletterDto } from './dto/newsletter.dto';
import { NEWSLETTER_MESSAGES as M } from './dto/newsletter.dto';
import type { Newsletter } from './newsletter.entity';

/** The body's paragraphs: blank lines separate them; blank paragraphs are dropped. */
function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

export const refused = (message: string) =>
  new BadRequestException({ message, details: { body: message } });

export interface NewsletterText {
  body: string;
  doc: RichTextDoc | null;
  /** The library's images the text shows (the column `image_names`). */
  imageNames: string[];
}

/**
 * What a draft stores: its rich text and that text's plain text, or the plain text it was given
 * (checked by the DTO). Refused as the body's problem: not a document, empty, or too long.
 */
export function textOf(dto: Pick<CreateNewsletterDto, 'body' | 'doc'>): NewsletterText {
  if (dto.doc === undefined || dto.doc === null) {
    return { body: dto.body ?? '', doc: null, imageNames: [] };
  }
  const problem = richTextProblem(dto.doc);
  if (problem) throw refused(problem);
  const doc = dto.doc as unknown as RichTextDoc;
  const body = plainTextOf(doc).trim();
  if (!body) throw refused(M.bodyRequired);
  if (body.length > NEWSLETTER_LENGTHS.body) throw refused(M.bodyTooLong);
  return { body, doc, imageNames: imageNamesIn(doc) };
}

/** What every mail of a newsletter is made of (`images`: those of the library its text shows). */
export function issueOf(
  n: Pick<Newsletter, 'subject' | 'body' | 'doc'>,
  images: RichTextImages = {},
): NewsletterIssue {
  return n.doc
    ? { subject: n.subject, heading: n.subject, doc: n.doc, images }
    : { subject: n.subject, heading: n.subject, paragraphs: paragraphsOf(n.body) };
}
