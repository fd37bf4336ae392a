// Build: every prerendered page is prerendered once per language ('/faqs', '/hi/faqs',
// '/mr/faqs'). The router has already placed each page; urlLogical keeps the path the page sees.
import type { PrerenderContext } from 'vike/types';
import { DEFAULT_LOCALE, LOCALES, localizedPath } from '../lib/locale';

export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts: PrerenderContext['pageContexts'] = [];
  for (const pageContext of prerenderContext.pageContexts) {
    // The 404 page is one file (404.html) for every language; /hi/… 404s render per request.
    if (pageContext.is404) {
      pageContexts.push(pageContext);
      continue;
    }
    for (const locale of LOCALES) {
      const inLanguage =
        locale === DEFAULT_LOCALE
          ? { locale }
          : {
              locale,
              urlOriginal: localizedPath(pageContext.urlOriginal, locale),
              urlLogical: pageContext.urlOriginal,
            };
      pageContexts.push({ ...pageContext, ...inLanguage });
    }
  }
  return { prerenderContext: { pageContexts } };
}
