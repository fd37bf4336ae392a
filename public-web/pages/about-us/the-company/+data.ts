import type { PageContextServer } from 'vike/types';
import { TRIBUTE_CARD_KEYS, tributes } from '../../../content/tributes';
import { message } from '../../../i18n/messages';
import { contentPageData } from '../../../lib/contentPages';

export function data(pageContext: PageContextServer) {
  const content = contentPageData('/about-us/the-company', pageContext);
  const into = content.translatedInto;
  return {
    ...content,
    // The tribute cards in the language of the page's content: as written where it is English
    // (the names and years stay as written in every language).
    tributes: into
      ? tributes.map((t) => ({
          ...t,
          role: message(into, TRIBUTE_CARD_KEYS[t.slug].role),
          summary: message(into, TRIBUTE_CARD_KEYS[t.slug].summary),
        }))
      : tributes,
    // The site's background video (public/media), muted and looping behind the hero.
    heroVideo: { src: '/media/why-hrc.webm', poster: '/media/why-hrc-poster.svg' },
    ...(into && { tributeMore: message(into, 'tributeCardMore') }),
  };
}

export type Data = ReturnType<typeof data>;
