import type en from './en';

/** A key of the interface texts: English's keys are the list (hi.ts and mr.ts have the same). */
export type MessageKey = keyof typeof en.messages;

/** One language's texts; `reviewed: false` marks a draft no speaker on staff has checked yet. */
export interface Catalog {
  reviewed: boolean;
  messages: Record<MessageKey, string>;
}

/** The texts the page's components show (the banner's are written by the server alone). */
export const CHROME_KEYS = [
  'skipToContent',
  'languageSwitcher',
  'fallbackNotice',
  'notFoundHeading',
  'notFoundMessage',
  'errorHeading',
  'errorMessage',
  'homeLink',
  'navHome',
  'navProducts',
  'navNutrigenomics',
  'navContactUs',
  'navNews',
  'navBlog',
  'navCareers',
  'navSessions',
  'footerSiteMap',
  'footerPrivacy',
  'footerTerms',
  'footerOfficePhone',
  'footerCustomerCare',
  'footerGeneral',
  'footerSocial',
  'footerSocialLink',
  'footerCopyright',
  'newsletterHeading',
  'newsletterText',
  'newsletterLabel',
  'newsletterPlaceholder',
  'newsletterButton',
  'newsletterBusy',
  'newsletterSuccess',
  'newsletterRequired',
  'newsletterInvalid',
  'newsletterAlready',
  'newsletterUnauthorized',
  'newsletterFailed',
  'newsletterNetwork',
  'newsletterConfirmHeading',
  'newsletterConfirmNext',
  'newsletterAgain',
  'formTooManyAttempts',
  'formServiceUnavailable',
] as const satisfies readonly MessageKey[];

export type Chrome = Record<(typeof CHROME_KEYS)[number], string>;
