/**
 * The routes whose page is rendered from a PageContent of
 * content/programmePages.ts (`pagesByRoute`), and the lookup their +data
 * files use. The route table (routes.ts) builds their entries from the same
 * content, so the sitemap, the <head> and the page never disagree.
 *
 * Keep this module free of React and browser APIs: vite.config.ts imports it
 * through routes.ts.
 */
import { pagesByRoute } from '../content/programmePages.ts';
import { HINDI_PAGES } from '../content/programmePages.hi.ts';
import { MARATHI_PAGES } from '../content/programmePages.mr.ts';
import type { PageContent } from '../content/types';
import { pageLocale, type Locale } from './locale.ts';

export const CONTENT_PAGE_ROUTES = [
  '/about-us/the-company',
  '/about-us/our-licensors',
  '/science/publications',
  '/science/case-studies',
  '/science/hrc-aob',
  '/products',
  '/products/hrc',
  '/products/b-cube/onco',
  '/products/b-cube/diabetes',
  '/products/packages/corporate',
  '/products/packages/cancer-survivor',
  '/products/packages/hospitals',
  '/media/video-coverage',
  '/media/press-release',
  '/media/articles',
  '/screening-subject',
  '/cancer-patient',
  '/cancer-survivor',
  '/diabetes-type1',
  '/diabetes-type2',
  '/diabetes-comorbidities',
  '/cancercta',
  '/diabetescta',
] as const;

export type ContentPageRoute = (typeof CONTENT_PAGE_ROUTES)[number];

/**
 * The routes whose page is drawn from a PageContent too, but with a route-table entry of their
 * own (routes.ts: its title and description are not its content's): the about overview, whose
 * alias /abou-us shares its +data, and the investors' page (content/investors.ts, listed in
 * content/programmePages.ts `pagesByRoute`). Their content is looked up and translated like a
 * content route's.
 */
export const OWN_ENTRY_PAGE_ROUTES = ['/about-us', '/about-us/our-investors'] as const;

/** Every route whose page is drawn from a PageContent of content/programmePages.ts. */
export type PageContentRoute = ContentPageRoute | (typeof OWN_ENTRY_PAGE_ROUTES)[number];

/** The page text of a content route; throws when content/programmePages.ts has none. */
export function contentPage(route: PageContentRoute): PageContent {
  const page = pagesByRoute[route];
  if (!page) throw new Error(`No content for ${route}`);
  return page;
}

/**
 * The content routes translated into Hindi and Marathi: a PageContent in that language beside the
 * English one (content/programmePages.{hi,mr}.ts), with the same blocks, links and figures
 * (lib/contentPages.test.ts). English has its own in content/programmePages.ts.
 */
const TRANSLATIONS: Record<Locale, readonly PageContent[]> = {
  en: [],
  hi: HINDI_PAGES,
  mr: MARATHI_PAGES,
};

/** The page text of a content route in `locale`; undefined where it has none in it (English too). */
export function contentPageTranslation(
  route: PageContentRoute,
  locale: Locale,
): PageContent | undefined {
  return TRANSLATIONS[locale].find((page) => page.route === route);
}

/**
 * What the +data of a page rendered from its PageContent returns (its +Page is
 * components/contentPage/ContentRoutePage.tsx): in Hindi or Marathi, the route's PageContent in
 * that language where it has one, with its title and description (`seo`) and `translatedInto`,
 * which makes the page one translated whole (i18n/messages.ts translatedContentPage: no line
 * saying it is English, no English frame). Otherwise, English as it always was.
 */
export function contentPageData(
  route: PageContentRoute,
  pageContext: { locale?: Locale },
): { page: PageContent; seo?: { title: string; description: string }; translatedInto?: Locale } {
  const locale = pageLocale(pageContext);
  const translation = contentPageTranslation(route, locale);
  if (!translation) return { page: contentPage(route) };
  return {
    page: translation,
    seo: { title: translation.title, description: translation.metaDescription },
    translatedInto: locale,
  };
}
