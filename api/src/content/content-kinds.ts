/**
 * The site's content, declared once: each kind of item staff publish (blog posts, news, FAQs,
 * publications, press releases, video coverage, case studies, leadership profiles) with the fields
 * the spec gives it, its order on the site and its pages. The API's checks, its table and views
 * and the panel's forms all read this file; it must stay free of imports so the panel's bundle can
 * take it (`@kavach/api-client/content-kinds`).
 *
 * Every item also has what every kind shares (see content-item.entity.ts): a title, a slug, an SEO
 * description, a social image, a status, a publish time, its author and its last change.
 */

/** One field of a kind beyond the shared ones, as the panel's form shows it. */
export type ContentField =
  | { type: 'text'; label: string; max: number; required: boolean; multiline?: true }
  /** An http(s) address. */
  | { type: 'url'; label: string; required: boolean }
  /** A site path of an image ('/images/…') or an uploaded image's address. */
  | { type: 'image'; label: string; required: boolean }
  | { type: 'choice'; label: string; options: Readonly<Record<string, string>> }
  /** A list of lines (a case study's points, a biography's paragraphs). */
  | { type: 'lines'; label: string; max: number; maxLines: number; required: boolean };

export interface ContentKind {
  /** The panel's name of the list. */
  label: string;
  /** One item, as messages and the audit log name it ('news item'). */
  noun: string;
  /** More than one, in a sentence ('news items', 'FAQs'). */
  nouns: string;
  /** What the shared title is called on this kind's form ('Question', 'Name'). */
  titleLabel: string;
  /** The date the site shows, and how it shows it (date-fns pattern); null: the kind has none. */
  date: { label: string; display: string; required: boolean } | null;
  /** The rich-text body and its label; null: the kind has none. */
  body: { label: string; required: boolean } | null;
  fields: Readonly<Record<string, ContentField>>;
  /**
   * The site's order: by date (the spec's index URLs count in it) or by the position staff give.
   * `group`: a choice field the site shows the items under (FAQ sections, leadership groups).
   */
  order: 'date-desc' | 'date-asc' | 'position';
  group?: string;
  /** The public page of one item (`{slug}` or `{index}`), or the list page an item is shown on. */
  itemPath: string;
  /**
   * Where an item of one group is shown instead, by the group's option (B3 FAQs are only on
   * /resources): a preview or a link must open the page that shows the item.
   */
  itemPathByGroup?: Readonly<Record<string, string>>;
  listPath: string;
}

const TITLE_MAX = 300;
export const CONTENT_LENGTHS = {
  title: TITLE_MAX,
  slug: 80,
  /** Search engines show about this much of a description. */
  seoDescription: 160,
  line: 2000,
} as const;

const image = (label: string, required = true): ContentField => ({
  type: 'image',
  label,
  required,
});
const text = (label: string, max: number, required = true, multiline = false): ContentField =>
  multiline
    ? { type: 'text', label, max, required, multiline: true }
    : { type: 'text', label, max, required };
const url = (label: string, required = true): ContentField => ({ type: 'url', label, required });

export const CONTENT_KINDS = {
  blog: {
    label: 'Blog posts',
    noun: 'blog post',
    nouns: 'blog posts',
    titleLabel: 'Title',
    date: { label: 'Date', display: 'MMM d, yyyy', required: true },
    body: { label: 'Article', required: true },
    fields: {
      image: image('Cover image'),
      description: text('Card description', 400, true, true),
      url: url('Post on the professional network', false),
    },
    order: 'date-asc',
    itemPath: '/blog/{slug}',
    listPath: '/blog',
  },
  news: {
    label: 'News',
    noun: 'news item',
    nouns: 'news items',
    titleLabel: 'Title',
    date: { label: 'Date', display: 'MMMM d, yyyy', required: true },
    body: { label: 'Content', required: false },
    fields: {
      image: image('Image'),
      description: text('Description', 600, true, true),
    },
    order: 'date-desc',
    itemPath: '/news/{slug}',
    listPath: '/media',
  },
  faq: {
    label: 'FAQs',
    noun: 'FAQ',
    nouns: 'FAQs',
    titleLabel: 'Question',
    date: null,
    body: { label: 'Answer', required: false },
    fields: {
      section: { type: 'choice', label: 'Section', options: { hrc: 'HrC', b3: 'B3', aob: 'AoB' } },
    },
    order: 'position',
    group: 'section',
    // The anchor is the item's own on each page (components/faq/useLinkedFaq.ts opens it).
    itemPath: '/faqs/hrc#question-{slug}',
    itemPathByGroup: { aob: '/faqs/aob#question-{slug}', b3: '/resources#question-{slug}' },
    listPath: '/faqs',
  },
  publication: {
    label: 'Publications',
    noun: 'publication',
    nouns: 'publications',
    titleLabel: 'Title',
    date: { label: 'Date', display: 'MMMM yyyy', required: true },
    body: null,
    fields: {
      icon: image('Icon'),
      category: text('Category', 100),
      subtitle: text('Subtitle', 400, true, true),
      authors: text('Authors', 400),
      journal: text('Journal', 200),
      doi: text('DOI', 100),
      doiUrl: url('DOI address'),
      url: url('Article address'),
    },
    order: 'position',
    itemPath: '/science/publications#{slug}',
    listPath: '/science/publications',
  },
  press_release: {
    label: 'Press releases',
    noun: 'press release',
    nouns: 'press releases',
    titleLabel: 'Title',
    date: { label: 'Date', display: 'MMMM yyyy', required: false },
    body: null,
    fields: {
      url: url('Address of the release'),
      image: image('Image'),
      source: text('Outlet', 100, false),
    },
    order: 'position',
    itemPath: '/media/press-release#{slug}',
    listPath: '/media/press-release',
  },
  video: {
    label: 'Video coverage',
    noun: 'video',
    nouns: 'videos',
    titleLabel: 'Title',
    date: { label: 'Date', display: 'MMMM yyyy', required: false },
    body: null,
    fields: {
      url: url('Address of the video'),
      image: image('Image'),
      source: text('Channel', 100, false),
    },
    order: 'position',
    itemPath: '/media/video-coverage#{slug}',
    listPath: '/media/video-coverage',
  },
  case_study: {
    label: 'Case studies',
    noun: 'case study',
    nouns: 'case studies',
    titleLabel: 'Title',
    date: null,
    body: null,
    fields: {
      subtitle: text('Subtitle', 300),
      points: { type: 'lines', label: 'Points', max: 600, maxLines: 20, required: true },
      highlight: text('Highlight', 600, true, true),
    },
    order: 'position',
    itemPath: '/science/case-studies#{slug}',
    listPath: '/science/case-studies',
  },
  leader: {
    label: 'Leadership',
    noun: 'leadership profile',
    nouns: 'leadership profiles',
    titleLabel: 'Name',
    date: null,
    body: null,
    fields: {
      group: {
        type: 'choice',
        label: 'Group',
        options: { management: 'Management', board: 'Board of Directors', advisors: 'Advisors' },
      },
      description: text('Title or role', 200),
      image: image('Photo (leave empty for initials)', false),
      fullBio: { type: 'lines', label: 'Biography', max: 2000, maxLines: 12, required: true },
    },
    order: 'position',
    group: 'group',
    itemPath: '/about-us/leadership#{slug}',
    listPath: '/about-us/leadership',
  },
} as const satisfies Record<string, ContentKind>;

export type ContentKindName = keyof typeof CONTENT_KINDS;
export const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as ContentKindName[];

/** A kind with a page of its own per item ('/news/{slug}'): blog posts and news items. */
export type KindWithPages = {
  [K in ContentKindName]: (typeof CONTENT_KINDS)[K]['itemPath'] extends `${string}/{slug}`
    ? K
    : never;
}[ContentKindName];

/** Whether a kind has a page per item (and so a feed, sitemap addresses, a newsletter link). */
export const hasItemPages = (kind: ContentKindName): kind is KindWithPages =>
  CONTENT_KINDS[kind].itemPath.endsWith('/{slug}');

/**
 * draft: only staff see it; in_review: an editor asks a publisher to publish it; scheduled: it
 * goes live at its publish time; published: on the site. An item taken off the site is a draft.
 */
export const CONTENT_STATUSES = ['draft', 'in_review', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** How many days a deleted item stays in the trash, restorable. */
export const CONTENT_TRASH_DAYS = 30;
