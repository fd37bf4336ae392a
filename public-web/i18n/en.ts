/**
 * The interface texts (ICU MessageFormat), English: the site's own words. hi.ts and mr.ts
 * have the same keys (i18n/messages.test.ts).
 */
import { NEWSLETTER_INVALID_EMAIL } from '@kavach/api-client/field-rules';

export default {
  reviewed: true,
  messages: {
    skipToContent: 'Skip to main content',
    languageSwitcher: 'Language',
    fallbackNotice: 'This page is not translated yet: it is shown in English.',
    offerText: 'This site is also in {language}.',
    offerSwitch: 'Read in {language}',
    offerDismiss: 'No, thanks',
    notFoundHeading: 'Page not found',
    notFoundMessage: 'The page you are looking for does not exist or has moved.',
    errorHeading: 'Something went wrong',
    errorMessage: 'Please try again in a moment.',
    homeLink: 'Go to the home page',
    navHome: 'Home',
    navProducts: 'Products',
    navNutrigenomics: 'Nutrigenomics',
    navContactUs: 'Contact Us',
    navNews: 'News',
    navBlog: 'Blog',
    navCareers: 'Careers',
    navSessions: 'Information Sessions',
    footerSiteMap: 'Site map',
    footerPrivacy: 'Privacy Policy',
    footerTerms: 'Terms of Service',
    footerOfficePhone: 'Office',
    footerCustomerCare: 'Customer care',
    footerGeneral: 'General',
    footerSocial: 'Social media',
    footerSocialLink: '{brand} on {network} (opens in a new tab)',
    footerCopyright: '© {year} {legalName}. All rights reserved.',
    newsletterHeading: 'Stay informed',
    newsletterText:
      'Occasional updates on early detection, new collection centres and our information sessions. No spam; unsubscribe at any time.',
    newsletterLabel: 'Email address',
    newsletterPlaceholder: 'Your email address',
    newsletterButton: 'Subscribe',
    newsletterBusy: 'Subscribing...',
    newsletterSuccess: 'Check your inbox to confirm your subscription.',
    newsletterRequired: 'Email is required.',
    // The API's own words for the refusal (the same text in the client package).
    newsletterInvalid: NEWSLETTER_INVALID_EMAIL,
    newsletterAlready: 'Email is already subscribed.',
    newsletterUnauthorized: 'Unauthorized request. Please contact support.',
    newsletterFailed: 'Failed to subscribe. Please try again.',
    newsletterNetwork: 'An error occurred. Please try again later.',
    newsletterConfirmHeading: 'One more step',
    newsletterConfirmNext:
      'If {email} is new to our list, a link to confirm is on its way there; updates start once you open it. Nothing after a few minutes? Look in your spam folder.',
    newsletterAgain: 'Subscribe another address',
    formTooManyAttempts: 'Too many attempts. Please try again in a minute.',
    formServiceUnavailable: 'We could not save this right now. Please try again in a moment.',
  },
};
