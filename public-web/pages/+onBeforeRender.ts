// Server-only: resolves the page's title and description (see lib/seo.ts) and its interface
// texts in its language (i18n/messages.ts), and a page translated whole gets its own.
import type { PageContextServer } from 'vike/types';
import { chromeFor, translatedContentPage, translatedPage } from '../i18n/messages';
import { extractLocale } from '../lib/locale';
import { pageSeo, seoFor } from '../lib/seo';

export default function onBeforeRender(pageContext: PageContextServer) {
  const isError = pageContext.pageId === '/pages/_error';
  // An address that matches no page gets the error page without what +onBeforeRoute set: its
  // language is read from the address again.
  const locale = pageContext.locale ?? extractLocale(pageContext.urlPathname).locale;
  // The frame's texts in the page's language (the error page's title is its heading's).
  const chrome = chromeFor(locale);
  // A page translated whole has its title, description and texts in its language; so has a
  // content route whose +data gave its content in the page's language (its title its data's).
  const page = isError
    ? undefined
    : (translatedPage(locale, pageContext.pageId ?? '') ??
      translatedContentPage(locale, pageContext.data));
  return {
    pageContext: {
      seo: page?.seo
        ? pageSeo(page.seo.title, page.seo.description)
        : seoFor(
            pageContext.urlPathname,
            pageContext.data,
            isError ? { is404: Boolean(pageContext.is404), chrome } : undefined,
          ),
      locale,
      chrome,
      pageTexts: page?.texts,
    },
  };
}
