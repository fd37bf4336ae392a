/** The texts of a page translated whole in a language, as the page gets them, for unit tests. */
import type {
  CareersPageTexts,
  ContactPageTexts,
  NewsletterLinkTexts,
  SessionsPageTexts,
  VisitorFormTexts,
} from './catalog';
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

/**
 * What a visitor-details form says of the email, phone and captcha, by the names its tests use
 * (the default box, ALTCHA, says the same for the form's check and the API's refusal).
 */
export function visitorWords(t: VisitorFormTexts) {
  return {
    email: t.visitorEmailRefused,
    required: t.visitorRequired,
    clientEmail: t.visitorEmailInvalid,
    clientPhone: t.visitorPhoneInvalid,
    captcha: t.captchaAltcha,
    clientCaptcha: t.captchaAltcha,
  };
}

export function careersTextsIn(locale: Locale): CareersPageTexts {
  return translatedPage(locale, '/pages/about-us/careers/index')!.texts as CareersPageTexts;
}
