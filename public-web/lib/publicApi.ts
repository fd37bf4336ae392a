/**
 * What the careers, sessions and content pages read from the API, typed by the generated schema: the
 * openings of GET /api/jobs and the sessions of GET /api/sessions, checked at run time (a body of
 * another shape means "could not load"), the items of every content kind of GET /api/content/{kind}
 * as the components show them, and the labels the pages show for them. Pure.
 */
import type { Schemas } from '@kavach/api-client';
import type { ContentKindName, KindWithPages } from '@kavach/api-client/content-kinds';
import type {
  Article,
  CaseStudy,
  FaqItem,
  InLanguage,
  LiveFaq,
  MediaItem,
  Person,
  Publication,
  UploadedPicture,
} from '../content/types';
import { DEFAULT_LOCALE, type Locale } from './locale';

/** One open position of GET /api/jobs. */
export type PublicJobView = Schemas['PublicJobView'];
/** One upcoming session of GET /api/sessions. */
export type SessionView = Schemas['SessionView'];
type SessionMode = SessionView['mode'];

export type Loaded<T> = { ok: true; items: T[] } | { ok: false };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The openings of a GET /api/jobs answer; null when it is not that shape. Untitled rows are dropped. */
export function parseJobs(body: Schemas['PublicJobsResponse'] | undefined): PublicJobView[] | null {
  if (!isRecord(body) || !Array.isArray(body.data)) return null;
  if (body.status !== undefined && body.status !== 'success') return null;
  return body.data
    .filter((job) => isRecord(job) && typeof job.title === 'string' && job.title.trim() !== '')
    .map((job) => ({ ...job, title: job.title.trim(), posted_date: job.posted_date.slice(0, 10) }));
}

/** The active sessions of a GET /api/sessions answer; null when it is not that shape. */
export function parseSessions(
  body: Schemas['PublicSessionsResponse'] | undefined,
): SessionView[] | null {
  if (!isRecord(body) || !Array.isArray(body.sessions)) return null;
  if (body.success === false) return null;
  return body.sessions
    .filter((s) => isRecord(s) && s.status === 'active' && typeof s.date === 'string' && s.date)
    .map((s) => ({
      ...s,
      title: s.title.trim() || 'Information Session',
      date: s.date.slice(0, 10),
      endDate: s.endDate ? s.endDate.slice(0, 10) : null,
    }));
}

/** The words of the three modes, in the page's language (the catalogs' `sessionMode…`). */
export type SessionModeWords = Record<
  'sessionModeOnline' | 'sessionModeOffline' | 'sessionModeHybrid',
  string
>;

const MODE_KEYS: Record<SessionMode, keyof SessionModeWords> = {
  online: 'sessionModeOnline',
  offline: 'sessionModeOffline',
  hybrid: 'sessionModeHybrid',
};

/** 'online' → 'Online' (in the page's language); a value the labels do not know is shown as it is. */
export function sessionModeLabel(mode: string, words: SessionModeWords): string {
  const key = mode.toLowerCase();
  return Object.hasOwn(MODE_KEYS, key) ? words[MODE_KEYS[key as SessionMode]] : mode;
}

/** The months as `${locale}-IN` writes them, and where the day, month and year go. */
const DATE_WORDS: Record<
  Locale,
  { months: string[]; write: (d: number, m: string, y: number) => string }
> = {
  en: {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    write: (d, m, y) => `${d} ${m} ${y}`,
  },
  hi: {
    months: [
      'जनवरी',
      'फ़रवरी',
      'मार्च',
      'अप्रैल',
      'मई',
      'जून',
      'जुलाई',
      'अगस्त',
      'सितंबर',
      'अक्टूबर',
      'नवंबर',
      'दिसंबर',
    ],
    write: (d, m, y) => `${d} ${m} ${y}`,
  },
  mr: {
    months: [
      'जानेवारी',
      'फेब्रुवारी',
      'मार्च',
      'एप्रिल',
      'मे',
      'जून',
      'जुलै',
      'ऑगस्ट',
      'सप्टेंबर',
      'ऑक्टोबर',
      'नोव्हेंबर',
      'डिसेंबर',
    ],
    write: (d, m, y) => `${d} ${m}, ${y}`,
  },
};

/**
 * '2025-11-12' → '12 November 2025' (as en-IN writes it; '12 नवंबर 2025' as hi-IN does, with the
 * Latin digits the rest of the page has); a range when endDate differs. Free text is kept.
 * Written out rather than through Intl.DateTimeFormat: the browser's first formatter for a locale
 * loads its data while the page hydrates (over 100 ms on a slow phone for the sessions list),
 * and the server and the browser print the same text whatever their ICU.
 */
export function sessionDateLabel(
  date: string,
  endDate?: string | null,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const words = DATE_WORDS[locale];
  const one = (d: string) => {
    const ms = Date.parse(d + 'T00:00:00Z');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d) || Number.isNaN(ms)) return d;
    const day = new Date(ms);
    return words.write(day.getUTCDate(), words.months[day.getUTCMonth()], day.getUTCFullYear());
  };
  if (endDate && endDate !== date) return `${one(date)} – ${one(endDate)}`;
  return one(date);
}

/** Every kind of content-kinds.ts: the site reads them all from the API. */
export type ContentKind = ContentKindName;
/**
 * One live item of GET /api/content/{kind}[/{item}], typed by its kind from the API document
 * (PublicNewsView…): `ContentView<'news'>` has the news fields, `ContentView` any kind's.
 */
export type ContentView<K extends ContentKind = ContentKind> =
  Schemas['PublicContentResponse']['data'] & {
    kind: K;
  };

/** Whether a value has the fields the pages use of a content view of `kind`. */
function isContentView<K extends ContentKind>(value: unknown, kind: K): value is ContentView<K> {
  if (!isRecord(value)) return false;
  return (
    value.kind === kind &&
    Number.isInteger(value.index) &&
    typeof value.slug === 'string' &&
    value.slug !== '' &&
    typeof value.title === 'string' &&
    typeof value.url === 'string' &&
    isRecord(value.fields)
  );
}

/**
 * The items of a GET /api/content/{kind} answer, in the API's order; null when it is not that
 * shape or an item is of another kind.
 */
export function parseContentList<K extends ContentKind>(
  body: Schemas['PublicContentListResponse'] | undefined,
  kind: K,
): ContentView<K>[] | null {
  if (!isRecord(body) || !Array.isArray(body.data) || body.status !== 'success') return null;
  const items: unknown[] = body.data;
  return items.every((item) => isContentView(item, kind)) ? items : null;
}

/** The item of a GET /api/content/{kind}/{item} answer; null when it is not that shape. */
export function parseContentItem<K extends ContentKind>(
  body: Schemas['PublicContentResponse'] | undefined,
  kind: K,
): ContentView<K> | null {
  if (!isRecord(body) || body.status !== 'success') return null;
  const item: unknown = body.data;
  return isContentView(item, kind) ? item : null;
}

/**
 * The language an item's words are in on a page in `locale`: the page's where the API read it in
 * it (a published translation), else English (the API's fallback; an API from before translations
 * names none, and its items are English).
 */
function languageOf(view: Pick<ContentView, 'language'>, locale: Locale): Locale {
  return view.language === locale ? locale : DEFAULT_LOCALE;
}

/**
 * An item's `lang` on a page in Hindi or Marathi: the element that holds it names the language of
 * its words, whichever the page and its frame are in (a screen reader reads each in its own). On
 * an English page nothing: its items are English, as the page, and its markup is as it was.
 */
function langOf(view: Pick<ContentView, 'language'>, locale: Locale): InLanguage {
  return locale === DEFAULT_LOCALE ? {} : { lang: languageOf(view, locale) };
}

/** The uploaded image at `address` of a view (its `images`), if it is one. */
function pictureOf(view: ContentView, address: string): { picture?: UploadedPicture } {
  const image = Object.hasOwn(view.images, address) ? view.images[address] : undefined;
  return image ? { picture: { srcSet: image.srcset, alt: image.alt } } : {};
}

/**
 * The kinds with a page per item (blog, news): those content-kinds.ts gives an item address of
 * their own ('/news/{slug}'). They name their shared fields alike, a cover `image` and a
 * `description` (the API's content-kinds test holds them to it), so a view of any is an article.
 */
export type ArticleKind = KindWithPages;

/** How a shared link to an article is drawn (Open Graph): its image, its kind, its date. */
export interface ArticleShare {
  /** A site path or an uploaded image's address; the page makes it absolute. */
  image: string;
  /** What the image shows: its uploader's alt text, or else the article's title. */
  alt: string;
  width?: number;
  height?: number;
  /** YYYY-MM-DD, the article's date. */
  published?: string;
}

/**
 * The share card of an article: its social image, or else its cover, with the uploaded image's
 * alt text and size where it is one.
 */
export function articleShareOf(view: ContentView<ArticleKind>): ArticleShare {
  const image = view.social_image || view.fields.image;
  const uploaded = Object.hasOwn(view.images, image) ? view.images[image] : undefined;
  return {
    image,
    alt: uploaded?.alt ?? view.title,
    ...(uploaded ? { width: uploaded.width, height: uploaded.height } : {}),
    ...(view.iso_date ? { published: view.iso_date } : {}),
  };
}

/** A blog post or news item as the cards and its page show it on a page in `locale`. */
export function articleOf(
  view: ContentView<ArticleKind>,
  locale: Locale = DEFAULT_LOCALE,
): Article {
  const { image, description } = view.fields;
  const url = view.kind === 'blog' ? view.fields.url : null;
  return {
    image,
    ...pictureOf(view, image),
    title: view.title,
    description,
    date: view.date ?? '',
    isoDate: view.iso_date ?? '',
    ...(url ? { url } : {}),
    ...langOf(view, locale),
  };
}

/**
 * An FAQ view as the accordions show it: the question, and the answer as the API's allow-listed
 * HTML (rendered like a blog body); null when it has none (AoB: the page shows a placeholder).
 */
export function faqOf(view: ContentView<'faq'>, locale: Locale = DEFAULT_LOCALE): LiveFaq {
  return {
    slug: view.slug,
    question: view.title,
    answerHtml: view.html ? view.html : null,
    ...langOf(view, locale),
  };
}

/** The FAQs of one section (fields.section: hrc, b3, aob), in the API's order. */
export function faqsOf(
  views: readonly ContentView<'faq'>[],
  section: ContentView<'faq'>['fields']['section'],
  locale: Locale = DEFAULT_LOCALE,
): LiveFaq[] {
  return views.filter((view) => view.fields.section === section).map((view) => faqOf(view, locale));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' };

/**
 * The text of an answer's HTML for the FAQPage JSON-LD, in the bundle's light form: one line per
 * paragraph, '- ' before a list item (faqPageJsonLd turns those into bullets). Text only: the
 * tags go, the entities the API writes are read back.
 */
export function answerTextOf(html: string): string {
  return (
    html
      // A link's "(opens in a new tab)" is for screen readers on the page, not the answer's text.
      .replace(/<span class="visually-hidden">[^<]*<\/span>/g, '')
      .replace(/<li[^>]*>/gi, '\n- ')
      .replace(/<br\s*\/?>|<\/(p|li|h[2-4]|blockquote)>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
        if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      })
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .join('\n')
  );
}

/** The FAQs as faqPageJsonLd takes them: the answer's text, none where there is no answer. */
export function faqJsonLdItems(faqs: readonly LiveFaq[]): FaqItem[] {
  return faqs.map((faq) =>
    faq.answerHtml === null
      ? { question: faq.question }
      : { question: faq.question, answer: answerTextOf(faq.answerHtml) },
  );
}

/**
 * A publication view as the list shows it (fields: icon, category, subtitle, authors, journal,
 * doi, doiUrl, url).
 */
export function publicationOf(
  view: ContentView<'publication'>,
  locale: Locale = DEFAULT_LOCALE,
): Publication {
  const { icon, category, subtitle, authors, journal, doi, doiUrl, url } = view.fields;
  return {
    icon,
    category,
    title: view.title,
    subtitle,
    authors,
    journal,
    date: view.date ?? '',
    isoDate: view.iso_date ?? '',
    doi,
    doiUrl,
    url,
    ...langOf(view, locale),
  };
}

/** A press release or video view as the media cards show it (fields: url, image, source). */
export function mediaItemOf(
  view: ContentView<'press_release' | 'video'>,
  locale: Locale = DEFAULT_LOCALE,
): MediaItem {
  const { source, image, url } = view.fields;
  return {
    title: view.title,
    url,
    image,
    ...pictureOf(view, image),
    ...(source ? { source } : {}),
    ...(view.date ? { date: view.date, isoDate: view.iso_date ?? '' } : {}),
    ...langOf(view, locale),
  };
}

/** A case study view as the list shows it (fields: subtitle, points, highlight). */
export function caseStudyOf(
  view: ContentView<'case_study'>,
  locale: Locale = DEFAULT_LOCALE,
): CaseStudy {
  const { subtitle, points, highlight } = view.fields;
  return { title: view.title, subtitle, points, highlight, ...langOf(view, locale) };
}

/** A leader view as the portraits show it (fields: description, image or '' for initials, fullBio). */
export function personOf(view: ContentView<'leader'>, locale: Locale = DEFAULT_LOCALE): Person {
  const { description, fullBio } = view.fields;
  const image = view.fields.image ?? '';
  return {
    name: view.title,
    description,
    image,
    ...pictureOf(view, image),
    fullBio,
    ...langOf(view, locale),
  };
}

/** The leaders of one group (fields.group: management, board, advisors), in the API's order. */
export function peopleOf(
  views: readonly ContentView<'leader'>[],
  group: ContentView<'leader'>['fields']['group'],
  locale: Locale = DEFAULT_LOCALE,
): Person[] {
  return views.filter((view) => view.fields.group === group).map((view) => personOf(view, locale));
}
