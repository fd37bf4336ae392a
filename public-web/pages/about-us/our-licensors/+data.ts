import type { PageContextServer } from 'vike/types';
import { LICENSOR_CARD_KEYS, licensors } from '../../../content/science';
import { message } from '../../../i18n/messages';
import { contentPageData } from '../../../lib/contentPages';

export function data(pageContext: PageContextServer) {
  const content = contentPageData('/about-us/our-licensors', pageContext);
  const into = content.translatedInto;
  return {
    ...content,
    // The licensors' cards in the language of the page's content: as written where it is English
    // (the institutions' names stay as written in every language).
    licensors: into
      ? licensors.map((l) => ({
          ...l,
          area: message(into, LICENSOR_CARD_KEYS[l.name].area),
          location: message(into, LICENSOR_CARD_KEYS[l.name].location),
          description: message(into, LICENSOR_CARD_KEYS[l.name].description),
        }))
      : licensors,
  };
}

export type Data = ReturnType<typeof data>;
