/**
 * Content types for the Kavach Genomics public website.
 *
 * One interface per content entity (blog post, news item, FAQ, job, page…).
 * All data is static and bundled; nothing here
 * performs I/O. Image fields hold absolute URL paths such as
 * '/images/cover-hrc.svg' (files live in public-web/public/images/).
 *
 * Conventions used across the content modules:
 * - `date` is display text as the page shows it; `isoDate` (YYYY-MM-DD) is for
 *   sorting, <time datetime>, sitemaps and JSON-LD.
 * - Text fields may contain light inline markup where noted: **bold**,
 *   *italic* and [label](https://url). Everything else is plain text.
 * - An empty `image` string on a Person means "no photo": the UI renders the
 *   person's initials instead (see `initialsOf` in people.ts).
 */

import type { Locale } from '../lib/locale';

/**
 * An item from the API on a page in Hindi or Marathi: the language its words are in (the page's
 * where a translation is published, else English), for the `lang` of the element that holds it.
 * Absent on an English page (lib/publicApi.ts langOf).
 */
export interface InLanguage {
  lang?: Locale;
}

/** A link to a route of this site (starts with '/') or an external URL. */
export interface Link {
  label: string;
  href: string;
  /** True for links that leave the site (open in a new tab, rel="noopener"). */
  external?: boolean;
}

/**
 * An image uploaded in the panel, as the API describes it: its widths (WebP at 480, 960 and 1440
 * px and its own) for the browser to choose from, and the alt text staff gave it.
 */
export interface UploadedPicture {
  srcSet: string;
  alt: string;
}

/**
 * A blog post or news item as its card and its page show it; `/blog/{index}` and `/news/{index}`
 * use its zero-based position in its kind's list.
 */
export interface Article extends InLanguage {
  image: string;
  /** When `image` was uploaded in the panel. */
  picture?: UploadedPicture;
  title: string;
  description: string;
  /** Display date as the kind writes it: 'Oct 15, 2023' (blog), 'October 12, 2024' (news). */
  date: string;
  isoDate: string;
  /** A blog post's post on the professional network, where it has one. */
  url?: string;
}

/** FAQ entry; `answer` may be multi-line ('\n'), and is absent for AoB. */
export interface FaqItem {
  question: string;
  answer?: string;
}

/**
 * An FAQ as the pages show it from the API: `answerHtml` is the API's allow-listed HTML of the
 * answer, null when the item has none (AoB: a placeholder is shown).
 */
export interface LiveFaq extends InLanguage {
  /** The item's address in the API; its element on a page is `question-{slug}`. */
  slug: string;
  question: string;
  answerHtml: string | null;
}

/** One step of a how-it-works carousel. */
export interface StepItem {
  number: number;
  title: string;
  subtext: string;
  image: string;
}

/** One band of the HrC score interpretation timeline (scale 0 to 10+). */
export interface ScoreBand {
  /** Display range, e.g. 'Under 2'. */
  range: string;
  /** Inclusive lower bound of the band. */
  min: number;
  /** Exclusive upper bound; null for the open-ended top band. */
  max: number | null;
  /** Short label, e.g. 'No risk'. */
  label: string;
  /** CSS colour (hex); each passes WCAG AA against white text or is used as a swatch. */
  colour: string;
  description: string;
  /** Recommended next step in a few words. */
  action: string;
}

/** Management team member, board member or advisor. */
export interface Person extends InLanguage {
  name: string;
  /** Title or role shown under the photo. */
  description: string;
  /** Photo path, or '' to render initials. */
  image: string;
  /** When `image` was uploaded in the panel. */
  picture?: UploadedPicture;
  /** Paragraphs of the full biography shown in the modal. */
  fullBio: string[];
}

/** Key partner (logo grid, 7 rows of 3). */
export interface Partner {
  name: string;
  img: string;
}

/** Scientific publication. */
export interface Publication extends InLanguage {
  icon: string;
  category: string;
  title: string;
  subtitle: string;
  authors: string;
  journal: string;
  /** Display date, e.g. 'March 2023'. */
  date: string;
  isoDate: string;
  /** Bare DOI identifier (10.5555 is the reserved example prefix). */
  doi: string;
  /** Resolver URL for the DOI. */
  doiUrl: string;
  /** Article page. */
  url: string;
}

/** Video coverage card or press-release card. */
export interface MediaItem extends InLanguage {
  title: string;
  url: string;
  image: string;
  /** When `image` was uploaded in the panel. */
  picture?: UploadedPicture;
  /** Outlet or channel name. */
  source?: string;
  date?: string;
  isoDate?: string;
}

/** Placeholder article entry on /media/articles. */
export interface ArticleItem {
  title: string;
  excerpt: string;
  image: string;
  /** Absent while the article is not yet published. */
  url?: string;
  status: 'coming-soon' | 'published';
}

/** Logo in the 'Featured In' block. */
export interface FeaturedLogo {
  name: string;
  img: string;
}

/** Image of the 'In the Spotlight' block. */
/** Case study on /science/case-studies. */
export interface CaseStudy extends InLanguage {
  title: string;
  subtitle: string;
  points: string[];
  highlight: string;
}

/** Licensor institution on /about-us/our-licensors. */
export interface Licensor {
  name: string;
  location: string;
  area: string;
  description: string;
}

/** Tribute page `/tribute/{slug}` and its card on /about-us/the-company. */
export interface Tribute {
  /** Kebab-case name used in the route. */
  slug: string;
  name: string;
  role: string;
  /** e.g. '1951 – 2021'. */
  years?: string;
  image: string;
  /** One or two sentences for the card. */
  summary: string;
  paragraphs: string[];
}

/** Placeholder partner hospital on /products/packages/hospitals. */
export interface Hospital {
  name: string;
  city: string;
  area: string;
  image: string;
  description: string;
  services: string[];
}

/** A generic block of page text. */
export interface ContentSection {
  /** Stable key the page can use to place the block (e.g. 'what-is-hrc'). */
  id: string;
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  cta?: Link;
  image?: string;
}

/** Text of one content page. */
export interface PageContent {
  /** Route the content belongs to. */
  route: string;
  /** <title> text (the UI appends the brand name). */
  title: string;
  metaDescription: string;
  hero: { heading: string; subheading?: string; image?: string };
  sections: ContentSection[];
  /** Call-to-action buttons shown at the end of the page. */
  ctas?: Link[];
  /** 'Back' link, e.g. to /products/b-cube/diabetes. */
  backLink?: Link;
}

/** A section of a legal page. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** Privacy Policy or Terms of Service page. */
export interface LegalDocument {
  route: string;
  title: string;
  metaDescription: string;
  /** Display text and ISO date of the last revision. */
  lastUpdated: string;
  lastUpdatedIso: string;
  /**
   * A translation's line above its text saying that the English document (linked) governs where
   * the two differ (content/legal.{hi,mr}.ts); the English documents have none.
   */
  englishGoverns?: string;
  intro: string;
  sections: LegalSection[];
}
