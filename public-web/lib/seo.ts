/**
 * Title and description of a page: the route list's entry (routes.ts), or
 * what the page's +data returns as `seo` (pages whose text depends on data,
 * e.g. /blog/{id}). Computed on the server (pages/+onBeforeRender.ts) and
 * passed to the client as pageContext.seo, so routes.ts never ships to the
 * browser.
 */
import { findRoute } from '../routes';
import { BRAND_SUFFIX, ERROR_TITLE, NOT_FOUND_TITLE } from './pageTitles';

/** Full <title> (brand suffix included) and meta description; pageContext.seo (env.d.ts). */
export type PageSeo = NonNullable<Vike.PageContext['seo']>;

/** The title and description of a page that has its own (a page translated whole). */
export function pageSeo(title: string, description: string): PageSeo {
  return { title: title + BRAND_SUFFIX, description };
}

export function seoFor(pathname: string, data: unknown, errorPage?: { is404: boolean }): PageSeo {
  if (errorPage)
    return { title: errorPage.is404 ? NOT_FOUND_TITLE : ERROR_TITLE, description: null };
  const fromData = (data as { seo?: { title?: string; description?: string } } | undefined)?.seo;
  const route = findRoute(pathname);
  return {
    title:
      (fromData?.title ?? route?.title ?? 'Kavach Genomics') +
      (fromData?.title || route ? BRAND_SUFFIX : ''),
    description: fromData?.description ?? route?.description ?? null,
  };
}
