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
import type { SiteLanguage } from '../notifications/mail-languages';
import type { CreateNewsletterDto, NewsletterTranslationsDto } from './dto/newsletter.dto';
import { NEWSLETTER_MESSAGES as M } from './dto/newsletter.dto';
import {
  NEWSLETTER_LANGUAGES,
  type Newsletter,
  type NewsletterTranslations,
  type NewsletterVersion,
} from './newsletter.entity';

/** The body's paragraphs: blank lines separate them; blank paragraphs are dropped. */
function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** A refusal of the text at `key` (the body, or a translation's: `translations.hi.body`). */
export const refused = (message: string, key = 'body') =>
  new BadRequestException({ message, details: { [key]: message } });

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
export function textOf(
  dto: Pick<CreateNewsletterDto, 'body' | 'doc'>,
  key = 'body',
): NewsletterText {
  if (dto.doc === undefined || dto.doc === null) {
    return { body: dto.body ?? '', doc: null, imageNames: [] };
  }
  const problem = richTextProblem(dto.doc);
  if (problem) throw refused(problem, key);
  const doc = dto.doc as unknown as RichTextDoc;
  const body = plainTextOf(doc).trim();
  if (!body) throw refused(M.bodyRequired, key);
  if (body.length > NEWSLETTER_LENGTHS.body) throw refused(M.bodyTooLong, key);
  return { body, doc, imageNames: imageNamesIn(doc) };
}

/** The versions in Hindi and Marathi as given (a language given as null has none), checked. */
export function translationsOf(given: NewsletterTranslationsDto): {
  translations: NewsletterTranslations;
  imageNames: string[];
} {
  const translations: NewsletterTranslations = {};
  const imageNames: string[] = [];
  for (const language of NEWSLETTER_LANGUAGES) {
    const version = given[language];
    if (!version) continue;
    const text = textOf(version, `translations.${language}.body`);
    translations[language] = { subject: version.subject, body: text.body, doc: text.doc };
    imageNames.push(...text.imageNames);
  }
  return { translations, imageNames };
}

/** The newsletter in the subscriber's language where it has that version, else in English. */
export function versionFor(
  n: Pick<Newsletter, 'subject' | 'body' | 'doc' | 'translations'>,
  language: SiteLanguage,
): { language: SiteLanguage; version: NewsletterVersion } {
  const translated = language === 'en' ? undefined : n.translations[language];
  return translated
    ? { language, version: translated }
    : { language: 'en', version: { subject: n.subject, body: n.body, doc: n.doc } };
}

/** What every mail of a newsletter is made of (`images`: those of the library its text shows). */
export function issueOf(n: NewsletterVersion, images: RichTextImages = {}): NewsletterIssue {
  return n.doc
    ? { subject: n.subject, heading: n.subject, doc: n.doc, images }
    : { subject: n.subject, heading: n.subject, paragraphs: paragraphsOf(n.body) };
}
