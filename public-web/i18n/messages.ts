/**
 * The interface texts of the site ("chrome": navigation, notices, the switcher, the banner, the
 * error page) per language, written in ICU MessageFormat and formatted with FormatJS's
 * intl-messageformat. Server only: a page gets its own language's texts already formatted
 * (pageContext.chrome, pages/+onBeforeRender.ts), so neither the catalogs nor the formatter
 * ever ship to the browser.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALE_NAMES, type Locale } from '../lib/locale';
import en from './en';
import hi from './hi';
import mr from './mr';
import type { Catalog, MessageKey } from './catalog';

export const CATALOGS: Record<Locale, Catalog> = { en, hi, mr };

/** A message of `locale` with its values ({language} defaults to the language's own name). */
export function message(
  locale: Locale,
  key: MessageKey,
  values: Record<string, string> = {},
): string {
  const formatted = new IntlMessageFormat(CATALOGS[locale].messages[key], locale).format({
    language: LOCALE_NAMES[locale],
    ...values,
  });
  return String(formatted);
}

/** The texts the page's components show (the banner's are written by the server alone). */
const CHROME_KEYS = [
  'skipToContent',
  'languageSwitcher',
  'fallbackNotice',
  'notFoundHeading',
  'notFoundMessage',
  'errorHeading',
  'errorMessage',
  'homeLink',
  'navHome',
  'navProducts',
  'navNutrigenomics',
  'navContactUs',
  'navNews',
  'navBlog',
  'navCareers',
  'navSessions',
  'footerSiteMap',
  'footerPrivacy',
  'footerTerms',
] as const satisfies readonly MessageKey[];

export type Chrome = Record<(typeof CHROME_KEYS)[number], string>;

/** The interface texts of a page in `locale`, formatted. */
export function chromeFor(locale: Locale): Chrome {
  return Object.fromEntries(CHROME_KEYS.map((key) => [key, message(locale, key)])) as Chrome;
}
