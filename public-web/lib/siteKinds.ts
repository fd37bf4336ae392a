/**
 * The site's side of each content kind (the API's side is api/src/content/content-kinds.ts): the
 * heading and words of its "unavailable for a moment" view, what its components show of a live
 * item, and, for a kind with a page per item, that page's words. Typed over every kind the API
 * declares: a kind the API gains that the site does not know is a type error here.
 */
import { FAQ_PAGE } from '../content/faqs';
import { pressReleasePage, videoCoveragePage } from '../content/media';
import { LEADERSHIP_HEADINGS } from '../content/people';
import { BLOGS_PAGE, NEWS_PAGE } from '../content/programmePages';
import { caseStudiesPage, publicationsPage } from '../content/science';
import type { StandardItemTexts } from '../i18n/catalog';
import type { Locale } from './locale';
import {
  articleOf,
  caseStudyOf,
  faqOf,
  mediaItemOf,
  personOf,
  publicationOf,
  type ArticleKind,
  type ContentKind,
  type ContentView,
} from './publicApi';

/** The words of a page per item (blog, news) when no item has the address asked for. */
export interface ItemPageWords {
  heading: string;
  notFound: string;
  singular: string;
  plural: string;
  /** Where the not-found view sends the visitor. */
  fallbackHref: string;
}

/**
 * A kind whose pages are the site's standard ones (lib/standardPages.ts): the item page at its
 * item address, and, with `list`, the list page at its list address.
 */
export interface StandardPagesWords {
  /**
   * The item page's words in the page's language: which of its texts (i18n/catalog.ts) are its
   * heading and the heading of the other items under an item.
   */
  itemTexts: { heading: keyof StandardItemTexts; recentHeading: keyof StandardItemTexts };
  list?: { intro: string };
}

interface SiteKind<K extends ContentKind> {
  /** The heading of the "unavailable for a moment" view of the kind's page, and its message. */
  heading: string;
  unavailable: string;
  /** A live item as the kind's components show it on a page in `locale` (English by default). */
  show: (view: ContentView<K>, locale?: Locale) => unknown;
  standardPages?: StandardPagesWords;
}

/** A kind with a page per item says what that page says when the item is not there. */
type SiteKindOf<K extends ContentKind> = SiteKind<K> &
  (K extends ArticleKind ? { itemPage: ItemPageWords } : unknown);

const soon = (what: string) => `${what} unavailable for a moment. Please try again shortly.`;

export const SITE_KINDS = {
  blog: {
    heading: BLOGS_PAGE.heroHeading,
    unavailable: BLOGS_PAGE.unavailable,
    show: articleOf,
    itemPage: {
      heading: BLOGS_PAGE.heroHeading,
      notFound: BLOGS_PAGE.notFound,
      singular: 'blog',
      plural: 'blogs',
      fallbackHref: '/blog',
    },
  },
  news: {
    heading: NEWS_PAGE.heading,
    unavailable: NEWS_PAGE.unavailable,
    show: articleOf,
    standardPages: { itemTexts: { heading: 'newsHeading', recentHeading: 'newsRecentHeading' } },
    itemPage: {
      heading: NEWS_PAGE.heading,
      notFound: NEWS_PAGE.notFound,
      singular: 'news item',
      plural: 'news items',
      fallbackHref: '/media',
    },
  },
  faq: { heading: FAQ_PAGE.heading, unavailable: soon('The FAQs are'), show: faqOf },
  publication: {
    heading: publicationsPage.hero.heading,
    unavailable: soon('The publications are'),
    show: publicationOf,
  },
  press_release: {
    heading: pressReleasePage.hero.heading,
    unavailable: soon('The press releases are'),
    show: mediaItemOf,
  },
  video: {
    heading: videoCoveragePage.hero.heading,
    unavailable: soon('The video coverage is'),
    show: mediaItemOf,
  },
  case_study: {
    heading: caseStudiesPage.hero.heading,
    unavailable: soon('The case studies are'),
    show: caseStudyOf,
  },
  leader: {
    heading: LEADERSHIP_HEADINGS.management,
    unavailable: soon('The leadership profiles are'),
    show: personOf,
  },
} as const satisfies { [K in ContentKind]: SiteKindOf<K> };
