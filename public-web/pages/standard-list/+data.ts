import type { PageContextServer } from 'vike/types';
import { message } from '../../i18n/messages';
import { englishNotice, indexedArticles, liveList } from '../../lib/liveArticles';
import { DEFAULT_LOCALE, pageLocale } from '../../lib/locale';
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
  // Its words are English, as the rest of the page (not translated yet).
  const heading = message(DEFAULT_LOCALE, words.heading);
  return {
    kind,
    heading,
    plural: words.plural,
    intro,
    items,
    seo: { title: heading, description: intro },
    ...englishNotice(
      locale,
      items.map((entry) => entry.article),
      'list',
    ),
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
