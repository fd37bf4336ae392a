/** The contact form's texts in a language, as its page gets them, for unit tests. */
import type { ContactPageTexts } from '../../i18n/catalog';
import { translatedPage } from '../../i18n/messages';
import type { Locale } from '../../lib/locale';

export function contactTextsIn(locale: Locale): ContactPageTexts {
  return translatedPage(locale, '/pages/contact-us')!.texts as ContactPageTexts;
}
