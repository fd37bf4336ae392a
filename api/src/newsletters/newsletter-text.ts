import { BadRequestException } from '@nestjs/common';
import { NEWSLETTER_LENGTHS } from '../platform/fields/rules';
import { plainTextOf, richTextProblem, type RichTextDoc } from '../platform/rich-text/rich-text';
import type { NewsletterIssue } from '../notifications/newsletter-mails';
import type { CreateNewsletterDto } from './dto/newsletter.dto';
import { NEWSLETTER_MESSAGES as M } from './dto/newsletter.dto';
import type { Newsletter } from './newsletter.entity';

/** The body's paragraphs: blank lines separate them; blank paragraphs are dropped. */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

const refused = (message: string) =>
  new BadRequestException({ message, details: { body: message } });

/**
 * What a draft stores: its rich text and that text's plain text, or the plain text it was given
 * (checked by the DTO). Refused as the body's problem: not a document, empty, or too long.
 */
export function textOf(dto: CreateNewsletterDto): { body: string; doc: RichTextDoc | null } {
  if (dto.doc === undefined || dto.doc === null) return { body: dto.body ?? '', doc: null };
  const problem = richTextProblem(dto.doc);
  if (problem) throw refused(problem);
  const doc = dto.doc as unknown as RichTextDoc;
  const body = plainTextOf(doc).trim();
  if (!body) throw refused(M.bodyRequired);
  if (body.length > NEWSLETTER_LENGTHS.body) throw refused(M.bodyTooLong);
  return { body, doc };
}

/** What every mail of a newsletter is made of. */
export function issueOf(n: Pick<Newsletter, 'subject' | 'body' | 'doc'>): NewsletterIssue {
  return n.doc
    ? { subject: n.subject, heading: n.subject, doc: n.doc }
    : { subject: n.subject, heading: n.subject, paragraphs: paragraphsOf(n.body) };
}
