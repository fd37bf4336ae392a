import type { PageContextServer } from 'vike/types';
import { PARTNERS_HEADING, partnerRows } from '../../../content/partners';
import { message } from '../../../i18n/messages';
import { contentPageData } from '../../../lib/contentPages';

export function data(pageContext: PageContextServer) {
  const content = contentPageData('/about-us/our-investors', pageContext);
  const into = content.translatedInto;
  return {
    ...content,
    // The partners' heading in the language of the page's content (the partners' names, in their
    // logos and their text, stay as written in every language).
    partnersHeading: into ? message(into, 'investorsPartnersHeading') : PARTNERS_HEADING,
    partnerRows: partnerRows(),
  };
}

export type Data = ReturnType<typeof data>;
