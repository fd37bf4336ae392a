import type { PageContextServer } from 'vike/types';
import { message } from '../../i18n/messages';
import { contentPageData } from '../../lib/contentPages';

export function data(pageContext: PageContextServer) {
  const content = contentPageData('/about-us', pageContext);
  const into = content.translatedInto;
  return {
    ...content,
    // The name of its list of cards in the language of the page's content (+Page has the English).
    ...(into && { sectionsLabel: message(into, 'aboutSectionsLabel') }),
  };
}

export type Data = ReturnType<typeof data>;
