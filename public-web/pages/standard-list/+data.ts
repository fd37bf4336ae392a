import type { PageContextServer } from 'vike/types';
import { englishNotice, indexedArticles, liveList } from '../../lib/liveArticles';
import { pageLocale } from '../../lib/locale';
import { itemHref, standardKindAt } from '../../lib/standardPages';

export async function data(pageContext: PageContextServer) {
  const { kind, words } = standardKindAt(pageContext.routeParams.section ?? '', 'list');
  const locale = pageLocale(pageContext);
  // In the kind's order on the site, each linked by its index (as /news/{index}).
  const items = indexedArticles(await liveList(kind, locale), locale).map((entry) => ({
    ...entry,
    href: itemHref(kind, entry.index),
  }));
  const intro = words.list?.intro ?? '';
  return {
    kind,
    heading: words.heading,
    plural: words.plural,
    intro,
    items,
    seo: { title: words.heading, description: intro },
    ...englishNotice(
      locale,
      items.map((entry) => entry.article),
      'list',
    ),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
