/** The contact form's texts in a language, as its page gets them, for unit tests. */
import type { ContactPageTexts } from '../../i18n/catalog';
import { chromeFor, translatedPage } from '../../i18n/messages';
import type { Locale } from '../../lib/locale';
import type { ContactFormTexts } from './ContactForm';

export function contactTextsIn(locale: Locale): ContactFormTexts {
  const chrome = chromeFor(locale);
  return {
    ...(translatedPage(locale, '/pages/contact-us')!.texts as ContactPageTexts),
    formTooManyAttempts: chrome.formTooManyAttempts,
    formServiceUnavailable: chrome.formServiceUnavailable,
  };
}
