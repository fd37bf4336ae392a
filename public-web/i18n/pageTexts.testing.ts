/** The texts of a page translated whole in a language, as the page gets them, for unit tests. */
import type { ContactPageTexts, NewsletterLinkTexts, SessionsPageTexts } from './catalog';
import { translatedPage } from './messages';
import type { Locale } from '../lib/locale';

export function contactTextsIn(locale: Locale): ContactPageTexts {
  return translatedPage(locale, '/pages/contact-us')!.texts as ContactPageTexts;
}

export function sessionsTextsIn(locale: Locale): SessionsPageTexts {
  return translatedPage(locale, '/pages/our-sessions')!.texts as SessionsPageTexts;
}

export function newsletterLinkTextsIn(locale: Locale): NewsletterLinkTexts {
  return translatedPage(locale, '/pages/newsletter/unsubscribe')!.texts as NewsletterLinkTexts;
}
