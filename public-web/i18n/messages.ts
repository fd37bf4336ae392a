/**
 * The interface texts of the site ("chrome": navigation, notices, the switcher, the banner, the
 * error page, the footer and its newsletter form) per language, written in ICU MessageFormat and formatted with FormatJS's
 * intl-messageformat. Server only: a page gets its own language's texts already formatted
 * (pageContext.chrome, pages/+onBeforeRender.ts), so neither the catalogs nor the formatter
 * ever ship to the browser. Which keys a page gets: CHROME_KEYS (catalog.ts), and, on a page
 * translated whole, its own (TRANSLATED_PAGES, pageContext.pageTexts).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, LOCALE_NAMES, type Locale } from '../lib/locale';
import en from './en';
import hi from './hi';
import mr from './mr';
import {
  CHROME_KEYS,
  CONTENT_PAGE_KEYS,
  TRANSLATED_PAGES,
  type Catalog,
  type Chrome,
  type MessageKey,
  type PageTexts,
} from './catalog';

export const CATALOGS: Record<Locale, Catalog> = { en, hi, mr };

/**
 * The values the component fills (fillSlots): what only the browser knows (an address typed, the
 * visitor's year) and what the component has at hand (a link's network, the company's names
 * from content/site.ts, which this server-start module must not import: that would load React
 * before the server is set up for production). Their slots stay in the formatted text.
 */
const COMPONENT_SLOTS = {
  email: '{email}',
  year: '{year}',
  network: '{network}',
  brand: '{brand}',
  legalName: '{legalName}',
  successor: '{successor}',
  generalEmail: '{generalEmail}',
  title: '{title}',
  // A tribute's person, role, years and summary (pages/tribute/@name: its +data fills them).
  name: '{name}',
  role: '{role}',
  years: '{years}',
  summary: '{summary}',
  session: '{session}',
  contactLink: '{contactLink}',
  position: '{position}',
  // The careers pages: how long ago an opening was posted, a count, the required-field mark.
  ago: '{ago}',
  n: '{n}',
  mark: '{mark}',
  // An opening's page title and description (pages/about-us/careers/@id: its +data fills them).
  company: '{company}',
  where: '{where}',
  description: '{description}',
  total: '{total}',
};

/**
 * A message of `locale` with its values ({language} defaults to the language's own name). A number
 * (a count chosen with ICU plural) is written in the Latin digits the rest of the page has.
 */
export function message(
  locale: Locale,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const text = CATALOGS[locale].messages[key];
  const formatted = new IntlMessageFormat(text, `${locale}-u-nu-latn`).format({
    language: LOCALE_NAMES[locale],
    ...COMPONENT_SLOTS,
    ...values,
  });
  return String(formatted);
}

/** The texts of `keys` in `locale`, formatted. */
function textsOf<K extends MessageKey>(locale: Locale, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, message(locale, key)])) as Record<K, string>;
}

/** The interface texts of a page in `locale`, formatted. */
export function chromeFor(locale: Locale): Chrome {
  return textsOf(locale, CHROME_KEYS);
}

/** A page translated whole (TRANSLATED_PAGES) in one language. */
export interface TranslatedPage {
  /** Its title and description, unless they are its item's or its route's (lib/seo.ts seoFor). */
  seo?: { title: string; description: string };
  texts: PageTexts;
}

/** The title, description and texts of a page translated whole in `locale`; undefined for any other. */
export function translatedPage(locale: Locale, pageId: string): TranslatedPage | undefined {
  if (!Object.hasOwn(TRANSLATED_PAGES, pageId)) return undefined;
  const page: (typeof TRANSLATED_PAGES)[keyof typeof TRANSLATED_PAGES] =
    TRANSLATED_PAGES[pageId as keyof typeof TRANSLATED_PAGES];
  return {
    seo:
      'title' in page
        ? { title: message(locale, page.title), description: message(locale, page.description) }
        : undefined,
    texts: textsOf(locale, page.keys),
  };
}

/**
 * A content route's page whose +data gave its PageContent in `locale` (lib/contentPages.ts
 * contentPageData, `translatedInto`): translated whole too, with the words of its frame around the
 * content (CONTENT_PAGE_KEYS); its title and description are its content's, from its data's `seo`
 * (lib/seo.ts seoFor). So is a legal page whose +data gave its document in `locale`
 * (lib/legalPages.ts; its "Last updated" comes with its data). Undefined on any other page, and
 * in English.
 */
export function translatedContentPage(locale: Locale, data: unknown): TranslatedPage | undefined {
  const into = (data as { translatedInto?: unknown } | undefined)?.translatedInto;
  if (locale === DEFAULT_LOCALE || into !== locale) return undefined;
  return { texts: textsOf(locale, CONTENT_PAGE_KEYS) };
}
