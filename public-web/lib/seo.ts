/**
 * Title and description of a page: the route list's entry (routes.ts), or
 * what the page's +data returns as `seo` (pages whose text depends on data,
 * e.g. /blog/{id}). Computed on the server (pages/+onBeforeRender.ts) into
 * pageContext.seo, which only the server's head reads: routes.ts never ships
 * to the browser.
 */
import { findRoute } from '../routes';
import type { Chrome } from '../i18n/catalog';
import { BRAND_SUFFIX, errorPageTitle } from './pageTitles';

/** Full <title> (brand suffix included) and meta description; pageContext.seo (env.d.ts). */
export type PageSeo = NonNullable<Vike.PageContext['seo']>;

/** The title and description of a page that has its own (a page translated whole). */
export function pageSeo(title: string, description: string): PageSeo {
  return { title: title + BRAND_SUFFIX, description };
}

/**
 * The error page's (`errorPage`) title is its heading in the page's language (its `chrome`), as
 * pages/+title.ts writes it; English where none is given.
 */
export function seoFor(
  pathname: string,
  data: unknown,
  errorPage?: { is404: boolean; chrome?: Pick<Chrome, 'notFoundHeading' | 'errorHeading'> },
): PageSeo {
  if (errorPage)
    return { title: errorPageTitle(errorPage.is404, errorPage.chrome), description: null };
  const fromData = (data as { seo?: { title?: string; description?: string } } | undefined)?.seo;
  const route = findRoute(pathname);
  return {
    title:
      (fromData?.title ?? route?.title ?? 'Kavach Genomics') +
      (fromData?.title || route ? BRAND_SUFFIX : ''),
    description: fromData?.description ?? route?.description ?? null,
  };
}
