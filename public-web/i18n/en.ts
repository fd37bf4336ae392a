/**
 * The interface texts (ICU MessageFormat), English: the site's own words. hi.ts and mr.ts
 * have the same keys (i18n/messages.test.ts).
 */
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
  },
};
