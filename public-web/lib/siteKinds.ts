/**
 * The site's side of each content kind (the API's side is api/src/content/content-kinds.ts): the
 * heading and words of its "unavailable for a moment" view, what its components show of a live
 * item, and, for a kind with a page per item, that page's words. Typed over every kind the API
 * declares: a kind the API gains that the site does not know is a type error here. The words of
 * the two views are keys of the catalogs (i18n/en.ts): the page's +data words them in its
 * language (lib/liveArticles.ts).
 */
import type { MissingListItemWords } from '../components/notFound/notFoundAbort';
import type { MessageKey, StandardItemTexts } from '../i18n/catalog';
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

/**
 * The words of a page per item (blog, news) when no item has the address asked for, and the
 * kind's name in the plural on its standard list page ('All news items', English as that page).
 */
export interface ItemPageWords extends MissingListItemWords {
  plural: string;
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
  heading: MessageKey;
  unavailable: MessageKey;
  /** A live item as the kind's components show it on a page in `locale` (English by default). */
  show: (view: ContentView<K>, locale?: Locale) => unknown;
  standardPages?: StandardPagesWords;
}

/** A kind with a page per item says what that page says when the item is not there. */
type SiteKindOf<K extends ContentKind> = SiteKind<K> &
  (K extends ArticleKind ? { itemPage: ItemPageWords } : unknown);

export const SITE_KINDS = {
  blog: {
    heading: 'blogHeading',
    unavailable: 'unavailableBlog',
    show: articleOf,
    itemPage: {
      heading: 'blogHeading',
      notFound: 'missingBlog',
      atIndex: 'missingBlogAtIndex',
      atAddress: 'missingBlogAtAddress',
      plural: 'blogs',
      fallbackHref: '/blog',
    },
  },
  news: {
    heading: 'newsHeading',
    unavailable: 'unavailableNews',
    show: articleOf,
    standardPages: { itemTexts: { heading: 'newsHeading', recentHeading: 'newsRecentHeading' } },
    itemPage: {
      heading: 'newsHeading',
      notFound: 'missingNews',
      atIndex: 'missingNewsAtIndex',
      atAddress: 'missingNewsAtAddress',
      plural: 'news items',
      fallbackHref: '/media',
    },
  },
  faq: { heading: 'faqsTitle', unavailable: 'unavailableFaq', show: faqOf },
  publication: {
    heading: 'publicationsHeading',
    unavailable: 'unavailablePublication',
    show: publicationOf,
  },
  press_release: {
    heading: 'pressReleasesHeading',
    unavailable: 'unavailablePressRelease',
    show: mediaItemOf,
  },
  video: { heading: 'videoCoverageHeading', unavailable: 'unavailableVideo', show: mediaItemOf },
  case_study: {
    heading: 'caseStudiesHeading',
    unavailable: 'unavailableCaseStudy',
    show: caseStudyOf,
  },
  leader: { heading: 'leadershipManagement', unavailable: 'unavailableLeader', show: personOf },
} as const satisfies { [K in ContentKind]: SiteKindOf<K> };
