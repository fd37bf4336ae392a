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
import type { PageContent } from '../content/types';

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

/** The page text of a content route; throws when content/programmePages.ts has none. */
export function contentPage(route: ContentPageRoute): PageContent {
  const page = pagesByRoute[route];
  if (!page) throw new Error(`No content for ${route}`);
  return page;
}
