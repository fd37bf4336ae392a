import type { PageContextServer } from 'vike/types';
import { ARTICLE_CARD_KEYS, articles } from '../../../content/media';
import { message } from '../../../i18n/messages';
import { contentPageData } from '../../../lib/contentPages';

export function data(pageContext: PageContextServer) {
  const content = contentPageData('/media/articles', pageContext);
  const into = content.translatedInto;
  return {
    ...content,
    // The cards in the language of the page's content: as written where it is English.
    items: into
      ? articles.map((a) => ({
          ...a,
          title: message(into, ARTICLE_CARD_KEYS[a.title].title),
          excerpt: message(into, ARTICLE_CARD_KEYS[a.title].excerpt),
        }))
      : articles,
    // The list's name and the cards' tags in the page's language, where translated (+Page and
    // ArticleCards have the English ones).
    ...(into && {
      labels: {
        list: message(into, 'articlesLabel'),
        comingSoon: message(into, 'articleComingSoon'),
        published: message(into, 'articlePublished'),
      },
    }),
  };
}

export type Data = ReturnType<typeof data>;
