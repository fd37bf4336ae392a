import type { PageContextServer } from 'vike/types';
import { HOSPITALS } from '../../../../content/packages';
import type { Hospital } from '../../../../content/types';
import { message } from '../../../../i18n/messages';
import { contentPageData } from '../../../../lib/contentPages';
import { DEFAULT_LOCALE } from '../../../../lib/locale';

export function data(pageContext: PageContextServer) {
  const content = contentPageData('/products/packages/hospitals', pageContext);
  // The cards in the language of the page's content: English where the page is English.
  const locale = content.translatedInto ?? DEFAULT_LOCALE;
  const hospitals: Hospital[] = HOSPITALS.map((h) => ({
    name: message(locale, h.name),
    city: message(locale, h.city),
    area: message(locale, h.area),
    image: h.image,
    description: message(locale, h.description),
    services: h.services.map((key) => message(locale, key)),
  }));
  return { ...content, hospitals };
}

export type Data = ReturnType<typeof data>;
