// Server and browser: '/hi/faqs' is the page of '/faqs' in Hindi. The router sees the path
// without its language prefix (pageContext.urlPathname is '/faqs'), the page its language as
// pageContext.locale (lib/locale.ts).
import type { PageContext } from 'vike/types';
import { extractLocale } from '../lib/locale';

export function onBeforeRoute(pageContext: PageContext) {
  // The query stays (a preview link's token); the hash is the browser's alone.
  const { pathname, searchOriginal } = pageContext.urlParsed;
  const found = extractLocale(pathname);
  return {
    pageContext: {
      locale: found.locale,
      urlLogical: found.pathname + (searchOriginal ?? ''),
    },
  };
}
