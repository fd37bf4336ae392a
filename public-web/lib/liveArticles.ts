/**
 * Server side of the pages that show content items (/blog, /blog/{id}, /news/{id}, /media,
 * /resources, the FAQ, science, press, video and leadership pages): the API's live items in the
 * page's language where translated, or HTTP 503 (the "unavailable for a moment" view, or block)
 * when the API cannot answer, or 404 for an unknown id or slug of a blog post or news item.
 */
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { itemNotFound, listItemNotFound } from '../components/notFound/notFoundAbort';
import { contentUnavailable } from '../components/notFound/contentUnavailable';
import type { Article, InLanguage } from '../content/types';
import type { MessageKey } from '../i18n/catalog';
import { message } from '../i18n/messages';
import { DEFAULT_LOCALE, localizedPath, pageLocale, type Locale } from './locale';
import { articleOf, type ArticleKind, type ContentKind, type ContentView } from './publicApi';
import {
  loadContentItem,
  loadContentList,
  loadContentListPreview,
  loadContentPreview,
} from './serverApi';
import { SITE_KINDS } from './siteKinds';

/** A blog post or news item with its index in its kind's list (its /blog/{index} link). */
export interface IndexedArticle {
  index: number;
  article: Article;
}

/**
 * The 503 view of a kind's page ("unavailable for a moment") in `locale`: under the page's
 * heading (the key `heading`) and with the kind's sentence, both from the catalogs.
 */
function unavailable(
  kind: ContentKind,
  locale: Locale,
  heading: MessageKey = SITE_KINDS[kind].heading,
): Error {
  return contentUnavailable({
    heading: message(locale, heading),
    message: message(locale, SITE_KINDS[kind].unavailable),
    lang: locale,
  });
}

/**
 * The live items of a kind in the API's order, in `locale` where translated; throws the 503 view
 * in `locale` when the API cannot answer (under the key `heading` where the page's own differs
 * from the kind's, as /faqs/hrc).
 */
export async function liveList<K extends ContentKind>(
  kind: K,
  locale: Locale,
  heading: MessageKey = SITE_KINDS[kind].heading,
): Promise<ContentView<K>[]> {
  const list = await loadContentList(kind, locale);
  if (!list.ok) throw unavailable(kind, locale, heading);
  return list.items;
}

/** The token of a page address's `?preview=` (the panel's Preview), if it has one. */
function previewToken(pageContext: PageContextServer): string | undefined {
  const token = pageContext.urlParsed.search.preview;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/**
 * A list page's items (liveList); with `?preview=<token>` (the panel's Preview of an FAQ, a
 * publication, a leader…) the live items with the draft the signed link names in its place,
 * read uncached: `preview` is then true, and the page is neither indexed nor kept (see
 * web-server/pages.mjs). A link that ran out or is not valid shows the not-found view.
 */
export async function liveListPage<K extends ContentKind>(
  pageContext: PageContextServer,
  kind: K,
  heading: MessageKey = SITE_KINDS[kind].heading,
): Promise<{ views: ContentView<K>[]; preview: boolean }> {
  const token = previewToken(pageContext);
  const locale = pageLocale(pageContext);
  if (token === undefined) return { views: await liveList(kind, locale, heading), preview: false };
  const list = await loadContentListPreview(kind, token, locale);
  if (list.ok) return { views: list.items, preview: true };
  if (!list.missing) throw unavailable(kind, locale, heading);
  const words = {
    heading,
    notFound: 'previewGone',
    fallbackHref: pageContext.urlPathname,
  } as const;
  throw itemNotFound(locale, words, 'previewGoneNext');
}

/**
 * The live items of a kind, or null when the API cannot answer: for a page where they are one
 * block among others (/media, /resources), which shows the rest and says the block is
 * unavailable; its +data returns `contentUnavailable: true` and web-server answers 503.
 */
export async function liveListOrNull<K extends ContentKind>(
  kind: K,
  locale: Locale,
): Promise<ContentView<K>[] | null> {
  const list = await loadContentList(kind, locale);
  return list.ok ? list.items : null;
}

/**
 * liveListOrNull for a page where the kind is one block among others, with the preview of
 * liveListPage: a B3 FAQ's preview opens /resources, the one page that shows B3 FAQs.
 */
export async function liveListOrNullPage<K extends ContentKind>(
  pageContext: PageContextServer,
  kind: K,
): Promise<{ views: ContentView<K>[] | null; preview: boolean }> {
  if (previewToken(pageContext) === undefined) {
    return { views: await liveListOrNull(kind, pageLocale(pageContext)), preview: false };
  }
  return liveListPage(pageContext, kind);
}

/**
 * The "unavailable for a moment" text of a kind in `locale`: the block of a page where the kind is
 * one block among others (/media, /resources), in the page's language like the rest of it.
 */
export const unavailableText = (kind: ContentKind, locale: Locale): string =>
  message(locale, SITE_KINDS[kind].unavailable);

/**
 * Blog posts newest first (the API's list reversed), each with its index, as a page in `locale`
 * shows them; `limit` caps the count.
 */
export function newestBlogs(
  views: readonly ContentView<'blog'>[],
  locale: Locale,
  excludeIndex?: number,
  limit?: number,
): IndexedArticle[] {
  const newest = indexedArticles([...views].reverse(), locale).filter(
    (entry) => entry.index !== excludeIndex,
  );
  return limit === undefined ? newest : newest.slice(0, limit);
}

/** Articles in the order given, each with its index, as a page in `locale` shows them. */
export function indexedArticles(
  views: readonly ContentView<ArticleKind>[],
  locale: Locale = DEFAULT_LOCALE,
): IndexedArticle[] {
  return views.map((view) => ({ index: view.index, article: articleOf(view, locale) }));
}

/** The line above items shown in English on a page in Hindi or Marathi, in the page's language. */
export interface LanguageNotice {
  text: string;
  lang: Locale;
}

/**
 * What a page in Hindi or Marathi says above what it shows from the API when some of it is in
 * English (no translation published): of the one article of a blog or news page, or of a list
 * (an item shown, as lib/publicApi.ts langOf marked it). Nothing on an English page, nor where
 * every item is in the page's language.
 */
export function englishNotice(
  locale: Locale,
  shown: readonly InLanguage[],
  what: 'article' | 'list',
): { languageNotice?: LanguageNotice } {
  if (locale === DEFAULT_LOCALE || !shown.some((item) => item.lang === DEFAULT_LOCALE)) return {};
  const key = what === 'article' ? 'articleInEnglishNotice' : 'listInEnglishNotice';
  return { languageNotice: { text: message(locale, key), lang: locale } };
}

/**
 * The item of the route's `id` (an index, as the spec's /news/{index}, or a slug) and the kind's
 * live list; a slug the item has left redirects (301) to its address; 404 (the item-not-found view) when there is no live item, 503 when the API cannot say.
 * With `?preview=<token>` (the panel's Preview), the draft the signed link names: `preview` is
 * then true, and the page is neither indexed nor kept (see web-server/pages.mjs).
 */
export async function liveArticle<K extends ArticleKind>(
  pageContext: PageContextServer,
  kind: K,
): Promise<{ view: ContentView<K>; list: ContentView<K>[]; preview: boolean }> {
  const raw = pageContext.routeParams.id ?? '';
  const text = SITE_KINDS[kind].itemPage;
  // Digits only as a plain index ('01', '1.0' are not found, as before): each item keeps one index URL.
  const asked = /^\d+$/.test(raw) && !/^(0|[1-9]\d{0,8})$/.test(raw) ? null : raw;
  const token = previewToken(pageContext);
  const preview = token !== undefined;
  const locale = pageLocale(pageContext);
  const [list, found] = await Promise.all([
    liveList(kind, locale),
    asked === null || asked === ''
      ? null
      : preview
        ? loadContentPreview(kind, asked, token, locale)
        : loadContentItem(kind, asked, locale),
  ]);
  // A slug the item had while live: the visitor is sent on to its address, for good, in the
  // page's language (the API's address is the English one).
  if (found?.ok && !preview && !/^\d+$/.test(raw) && found.item.slug !== raw)
    throw redirect(localizedPath(found.item.url, locale), 301);
  if (found?.ok) return { view: found.item, list, preview };
  if (found && !found.missing) throw unavailable(kind, locale, text.heading);
  throw listItemNotFound(locale, text, list.length, raw);
}
