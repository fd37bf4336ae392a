/**
 * Server side of the pages that show content items (/blog, /blog/{id}, /news/{id}, /media,
 * /resources, the FAQ, science, press, video and leadership pages): the API's live items, or
 * HTTP 503 (the "unavailable for a moment" view, or block) when the API cannot answer, or 404
 * for an unknown id or slug of a blog post or news item.
 */
import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { missingDetail } from '../components/notFound/itemNotFound';
import { itemNotFound } from '../components/notFound/notFoundAbort';
import { contentUnavailable } from '../components/notFound/contentUnavailable';
import { FAQ_PAGE } from '../content/faqs';
import { pressReleasePage, videoCoveragePage } from '../content/media';
import { LEADERSHIP_HEADINGS } from '../content/people';
import { BLOGS_PAGE, NEWS_PAGE } from '../content/programmePages';
import { caseStudiesPage, publicationsPage } from '../content/science';
import type { BlogPost, NewsItem } from '../content/types';
import { blogPostOf, newsItemOf, type ContentKind, type ContentView } from './publicApi';
import {
  loadContentItem,
  loadContentList,
  loadContentListPreview,
  loadContentPreview,
} from './serverApi';

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

/** The kinds with a page per item, and the texts of their item pages. */
const ARTICLE_KINDS = {
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
export type ArticleKind = keyof typeof ARTICLE_KINDS;

const soon = (what: string) => `${what} unavailable for a moment. Please try again shortly.`;

/** The heading of the "unavailable for a moment" view of each kind's page, and its message. */
const UNAVAILABLE: Record<ContentKind, { heading: string; message: string }> = {
  blog: { heading: ARTICLE_KINDS.blog.heading, message: ARTICLE_KINDS.blog.unavailable },
  news: { heading: ARTICLE_KINDS.news.heading, message: ARTICLE_KINDS.news.unavailable },
  faq: { heading: FAQ_PAGE.heading, message: soon('The FAQs are') },
  publication: { heading: publicationsPage.hero.heading, message: soon('The publications are') },
  press_release: {
    heading: pressReleasePage.hero.heading,
    message: soon('The press releases are'),
  },
  video: { heading: videoCoveragePage.hero.heading, message: soon('The video coverage is') },
  case_study: { heading: caseStudiesPage.hero.heading, message: soon('The case studies are') },
  leader: { heading: LEADERSHIP_HEADINGS.management, message: soon('The leadership profiles are') },
};

/**
 * The live items of a kind in the API's order; throws the 503 view when the API cannot answer
 * (under `heading` where the page's own differs from the kind's, as /faqs/hrc).
 */
export async function liveList(
  kind: ContentKind,
  heading: string = UNAVAILABLE[kind].heading,
): Promise<ContentView[]> {
  const list = await loadContentList(kind);
  if (!list.ok) throw contentUnavailable({ heading, message: UNAVAILABLE[kind].message });
  return list.items;
}

/** The token of a page address's `?preview=` (the panel's Preview), if it has one. */
function previewToken(pageContext: PageContextServer): string | undefined {
  const token = pageContext.urlParsed.search.preview;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

const PREVIEW_GONE = 'This preview link has run out or is not valid.';

/**
 * A list page's items (liveList); with `?preview=<token>` (the panel's Preview of an FAQ, a
 * publication, a leader…) the live items with the draft the signed link names in its place,
 * read uncached: `preview` is then true, and the page is neither indexed nor kept (see
 * web-server/pages.mjs). A link that ran out or is not valid shows the not-found view.
 */
export async function liveListPage(
  pageContext: PageContextServer,
  kind: ContentKind,
  heading: string = UNAVAILABLE[kind].heading,
): Promise<{ views: ContentView[]; preview: boolean }> {
  const token = previewToken(pageContext);
  if (token === undefined) return { views: await liveList(kind, heading), preview: false };
  const list = await loadContentListPreview(kind, token);
  if (list.ok) return { views: list.items, preview: true };
  if (!list.missing) throw contentUnavailable({ heading, message: UNAVAILABLE[kind].message });
  throw itemNotFound({
    heading,
    message: PREVIEW_GONE,
    detail: 'Open a new preview from the panel.',
    fallbackHref: pageContext.urlPathname,
  });
}

/**
 * The live items of a kind, or null when the API cannot answer: for a page where they are one
 * block among others (/media, /resources), which shows the rest and says the block is
 * unavailable; its +data returns `contentUnavailable: true` and web-server answers 503.
 */
export async function liveListOrNull(kind: ContentKind): Promise<ContentView[] | null> {
  const list = await loadContentList(kind);
  return list.ok ? list.items : null;
}

/**
 * liveListOrNull for a page where the kind is one block among others, with the preview of
 * liveListPage: a B3 FAQ's preview opens /resources, the one page that shows B3 FAQs.
 */
export async function liveListOrNullPage(
  pageContext: PageContextServer,
  kind: ContentKind,
): Promise<{ views: ContentView[] | null; preview: boolean }> {
  if (previewToken(pageContext) === undefined) {
    return { views: await liveListOrNull(kind), preview: false };
  }
  return liveListPage(pageContext, kind);
}

/** The "unavailable for a moment" text of a kind. */
export const unavailableText = (kind: ContentKind): string => UNAVAILABLE[kind].message;

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
 * live list; a slug the item has left redirects (301) to its address; 404 (the item-not-found view) when there is no live item, 503 when the API cannot say.
 * With `?preview=<token>` (the panel's Preview), the draft the signed link names: `preview` is
 * then true, and the page is neither indexed nor kept (see web-server/pages.mjs).
 */
export async function liveArticle(
  pageContext: PageContextServer,
  kind: ArticleKind,
): Promise<{ view: ContentView; list: ContentView[]; preview: boolean }> {
  const raw = pageContext.routeParams.id ?? '';
  const text = ARTICLE_KINDS[kind];
  // Digits only as a plain index ('01', '1.0' are not found, as before): each item keeps one index URL.
  const asked = /^\d+$/.test(raw) && !/^(0|[1-9]\d{0,8})$/.test(raw) ? null : raw;
  const token = previewToken(pageContext);
  const preview = token !== undefined;
  const [list, found] = await Promise.all([
    liveList(kind),
    asked === null || asked === ''
      ? null
      : preview
        ? loadContentPreview(kind, asked, token)
        : loadContentItem(kind, asked),
  ]);
  // A slug the item had while live: the visitor is sent on to its address, for good.
  if (found?.ok && !preview && !/^\d+$/.test(raw) && found.item.slug !== raw)
    throw redirect(found.item.url, 301);
  if (found?.ok) return { view: found.item, list, preview };
  if (found && !found.missing)
    throw contentUnavailable({ heading: text.heading, message: text.unavailable });
  throw itemNotFound({
    heading: text.heading,
    message: text.notFound,
    detail: missingDetail(list.length, raw, text.singular, text.plural),
    fallbackHref: text.fallbackHref,
  });
}
