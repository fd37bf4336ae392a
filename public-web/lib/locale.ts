/**
 * The site's languages and their URLs: English at the root (every English URL as it always
 * was), Hindi under /hi/ and Marathi under /mr/, the same path after the prefix. Pure: the
 * router (pages/+onBeforeRoute.ts), the prerender (pages/+onPrerenderStart.ts), the links
 * (components/ui/NavLink.tsx) and the sitemap (lib/sitemap.ts, web-server/sitemap.mjs) share it.
 */
export const LOCALES = ['en', 'hi', 'mr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself (the switcher's links). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

const PREFIXED = /^\/(hi|mr)(?=\/|$)/;

/** The locale of a pathname and the pathname without its prefix ('/hi/faqs' → hi, '/faqs'). */
export function extractLocale(pathname: string): { locale: Locale; pathname: string } {
  const found = PREFIXED.exec(pathname);
  if (!found) return { locale: DEFAULT_LOCALE, pathname };
  return { locale: found[1] as Locale, pathname: pathname.slice(found[0].length) || '/' };
}

/**
 * A site path in a language: '/faqs' → '/hi/faqs', '/' → '/hi'; English paths unchanged.
 * Anything that is not a page path of this site (another origin, mailto:, a fragment, /api/)
 * is returned as it is.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  if (/^\/(api|admin|assets)(\/|$)/.test(path) || PREFIXED.test(path)) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** A page's language as pages/+onBeforeRoute.ts set it; English where nothing did. */
export const pageLocale = (pageContext: { locale?: Locale }): Locale =>
  pageContext.locale ?? DEFAULT_LOCALE;

/**
 * The `lang` of English words inside an item marked `lang` (a date as the API writes it in every
 * language, a label of the page's own): English again where the item is in another language;
 * nothing where it is English or unmarked (every English page).
 */
export const englishWithin = (lang: Locale | undefined): Locale | undefined =>
  wordsWithin(lang, DEFAULT_LOCALE);

/**
 * The lang of a page's own words in `words` inside an item in `lang` (englishWithin, for a page
 * whose words are in another language than English): `words` where they differ.
 */
export const wordsWithin = (lang: Locale | undefined, words: Locale): Locale | undefined =>
  lang !== undefined && lang !== words ? words : undefined;
