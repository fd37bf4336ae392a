import type { PageContextServer } from 'vike/types';
import { englishNotice, indexedArticles, liveArticle } from '../../lib/liveArticles';
import { pageLocale } from '../../lib/locale';
import { articleOf, articleShareOf } from '../../lib/publicApi';
import { itemHref, standardKindAt } from '../../lib/standardPages';

/** The other items under an item: the first 2 of its kind's list. */
const RECENT_COUNT = 2;

export async function data(pageContext: PageContextServer) {
  const { kind, words } = standardKindAt(pageContext.routeParams.section ?? '', 'item');
  const { view, list, preview } = await liveArticle(pageContext, kind);
  const locale = pageLocale(pageContext);
  const item = articleOf(view, locale);
  const recent = indexedArticles(list, locale)
    .filter((entry) => entry.index !== view.index)
    .slice(0, RECENT_COUNT)
    .map((entry) => ({ ...entry, href: itemHref(kind, entry.index) }));
  return {
    preview,
    item,
    // Allow-listed HTML from the API: the body paragraphs under the description.
    html: view.html ?? '',
    recent,
    texts: words.itemTexts,
    canonical: view.url,
    share: articleShareOf(view),
    seo: { title: item.title, description: view.seo_description ?? item.description },
    ...englishNotice(locale, [item], 'article'),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
