/**
 * Newsletters calls through the shared typed client (/api/admin/newsletters, server-paged). The
 * tab's types are the document's, named here only.
 */
import { api, BACKGROUND_HEADERS, unwrap, type ListQuery } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';

export type Newsletter = Schemas['NewsletterView'];
export type NewsletterStatus = Schemas['NewsletterStatus'];

/** What the editor sends: the subject and the body as the rich-text editor's document. */
export interface NewsletterText {
  subject: string;
  doc: unknown;
}

/**
 * One page of newsletters, newest first; the search is on the subject. `background`: a poll's
 * read, which keeps no session alive.
 */
export function fetchNewsletters(query: ListQuery, { background = false } = {}) {
  return unwrap(
    api.GET('/api/admin/newsletters', {
      params: { query: { page: query.page, pageSize: query.pageSize, search: query.search } },
      ...(background ? { headers: BACKGROUND_HEADERS } : {}),
    }),
  );
}

export function fetchNewsletter(id: number) {
  return unwrap(api.GET('/api/admin/newsletters/{id}', { params: { path: { id } } }));
}

/** The languages a newsletter is written in: English, and Hindi and Marathi where written. */
export type NewsletterLanguage = 'en' | keyof Schemas['NewsletterTranslationsView'];

/** The editor's texts, by language ('' subject and an empty body: that language has none). */
export type NewsletterTexts = Record<NewsletterLanguage, NewsletterText>;

type Body = { subject: string; doc: Record<string, unknown> };
const bodyOf = (text: NewsletterText): Body => ({
  subject: text.subject,
  doc: (text.doc ?? { type: 'doc', content: [] }) as Record<string, unknown>,
});

/** The English, and each other language's version where it has words (else none: null). */
function bodyOfAll(texts: NewsletterTexts, written: (t: NewsletterText) => boolean) {
  const version = (t: NewsletterText) => (written(t) ? bodyOf(t) : null);
  return { ...bodyOf(texts.en), translations: { hi: version(texts.hi), mr: version(texts.mr) } };
}

export function createNewsletter(texts: NewsletterTexts, written: (t: NewsletterText) => boolean) {
  return unwrap(api.POST('/api/admin/newsletters', { body: bodyOfAll(texts, written) }));
}

/** `version`: the one the editor started from; another's save in between answers 409. */
export function updateNewsletter(
  id: number,
  texts: NewsletterTexts,
  written: (t: NewsletterText) => boolean,
  version: number,
) {
  return unwrap(
    api.PATCH('/api/admin/newsletters/{id}', {
      params: { path: { id } },
      body: { ...bodyOfAll(texts, written), version },
    }),
  );
}

export function deleteNewsletter(id: number) {
  return unwrap(api.DELETE('/api/admin/newsletters/{id}', { params: { path: { id } } }));
}

/** Mails the newsletter to the signed-in staff member; the answer's message names the address. */
export function sendTest(id: number) {
  return unwrap(api.POST('/api/admin/newsletters/{id}/test', { params: { path: { id } } }));
}

/** How many confirmed subscribers a send would reach now. */
export async function countRecipients(): Promise<number> {
  const { count } = await unwrap(api.GET('/api/admin/newsletters/recipients'));
  return count;
}

/** Starts the send; `expected` is the count the confirmation named (409 when it has changed). */
export function sendToSubscribers(id: number, expected: number) {
  return unwrap(
    api.POST('/api/admin/newsletters/{id}/send', {
      params: { path: { id } },
      body: { expected },
    }),
  );
}
