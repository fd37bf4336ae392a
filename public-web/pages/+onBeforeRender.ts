// Server-only: resolves the page's title and description (see lib/seo.ts).
import type { PageContextServer } from 'vike/types';
import { seoFor } from '../lib/seo';

export default function onBeforeRender(pageContext: PageContextServer) {
  const isError = pageContext.pageId === '/pages/_error';
  return {
    pageContext: {
      seo: seoFor(
        pageContext.urlPathname,
        pageContext.data,
        isError ? { is404: Boolean(pageContext.is404) } : undefined,
      ),
    },
  };
}
