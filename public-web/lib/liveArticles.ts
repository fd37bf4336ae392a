/**
 * Server side of the pages that show blog posts and news items (/blog, /blog/{id}, /news/{id},
 * /media, /resources): the API's live items as the cards and pages use them, or HTTP 503 (the
 * "unavailable for a moment" view, or block) when the API cannot answer, or 404 for an unknown
 * id or slug.
 */
import type { PageContextServer } from 'vike/types';
import { indexDetail } from '../components/notFound/itemNotFound';
import { itemNotFound } from '../components/notFound/notFoundAbort';
import { contentUnavailable } from '../components/notFound/contentUnavailable';
import { BLOGS_PAGE, NEWS_PAGE } from '../content/programmePages';
import type { BlogPost, NewsItem } from '../content/types';
import { blogPostOf, newsItemOf, type ContentKind, type ContentView } from './publicApi';
import { loadContentItem, loadContentList, loadContentPreview } from './serverApi';

/** A blog post with its index in the oldest-first list (its /blog/{index} link). */
export interface IndexedBlogPost {
  index: number;
  post: BlogPost;
}

/** A news item with its index in the newest-first list (its /news/{index} link). */
export interface IndexedNewsItem {
  index: number;
  item: NewsItem;
}

const KINDS = {
  blog: {
    heading: BLOGS_PAGE.heroHeading,
    unavailable: BLOGS_PAGE.unavailable,
    notFound: BLOGS_PAGE.notFound,
    singular: 'blog',
    plural: 'blogs',
    fallbackHref: '/blog',
  },
  news: {
    heading: NEWS_PAGE.heading,
    unavailable: NEWS_PAGE.unavailable,
    notFound: NEWS_PAGE.notFound,
    singular: 'news item',
    plural: 'news items',
    fallbackHref: '/media',
  },
} as const;

/** The live items of a kind in the API's order; throws the 503 view when the API cannot answer. */
export async function liveList(kind: ContentKind): Promise<ContentView[]> {
  const list = await loadContentList(kind);
  if (!list.ok)
    throw contentUnavailable({
      heading: KINDS[kind].heading,
      message: KINDS[kind].unavailable,
    });
  return list.items;
}

/**
 * The live items of a kind, or null when the API cannot answer: for a page where they are one
 * block among bundled ones (/media, /resources), which shows the rest and says the block is
 * unavailable; its +data returns `contentUnavailable: true` and web-server answers 503.
 */
export async function liveListOrNull(kind: ContentKind): Promise<ContentView[] | null> {
  const list = await loadContentList(kind);
  return list.ok ? list.items : null;
}

/** The "unavailable for a moment" text of a kind. */
export const unavailableText = (kind: ContentKind): string => KINDS[kind].unavailable;

/** Blog posts newest first (the API's list reversed), each with its index; `limit` caps the count. */
export function newestBlogs(
  views: readonly ContentView[],
  excludeIndex?: number,
  limit?: number,
): IndexedBlogPost[] {
  const newest = [...views]
    .reverse()
    .filter((view) => view.index !== excludeIndex)
    .map((view) => ({ index: view.index, post: blogPostOf(view) }));
  return limit === undefined ? newest : newest.slice(0, limit);
}

/** News items in the API's order (newest first), each with its index. */
export function indexedNews(views: readonly ContentView[]): IndexedNewsItem[] {
  return views.map((view) => ({ index: view.index, item: newsItemOf(view) }));
}

/**
 * The item of the route's `id` (an index, as the spec's /news/{index}, or a slug) and the kind's
 * live list; 404 (the item-not-found view) when there is no live item, 503 when the API cannot say.
 * With `?preview=<token>` (the panel's Preview), the draft the signed link names: `preview` is
 * then true, and the page is neither indexed nor kept (see web-server/pages.mjs).
 */
export async function liveArticle(
  pageContext: PageContextServer,
  kind: ContentKind,
): Promise<{ view: ContentView; list: ContentView[]; preview: boolean }> {
  const raw = pageContext.routeParams.id ?? '';
  const text = KINDS[kind];
  // Digits only as a plain index ('01', '1.0' are not found, as before): each item keeps one index URL.
  const asked = /^\d+$/.test(raw) && !/^(0|[1-9]\d{0,8})$/.test(raw) ? null : raw;
  const token = pageContext.urlParsed.search.preview;
  const preview = typeof token === 'string' && token !== '';
  const [list, found] = await Promise.all([
    liveList(kind),
    asked === null || asked === ''
      ? null
      : preview
        ? loadContentPreview(kind, asked, token)
        : loadContentItem(kind, asked),
  ]);
  if (found?.ok) return { view: found.item, list, preview };
  if (found && !found.missing)
    throw contentUnavailable({ heading: text.heading, message: text.unavailable });
  throw itemNotFound({
    heading: text.heading,
    message: text.notFound,
    detail: indexDetail(list.length, raw, text.singular, text.plural),
    fallbackHref: text.fallbackHref,
  });
}
