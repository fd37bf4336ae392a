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
  'notFoundEyebrow',
  'notFoundHeading',
  'notFoundMessage',
  'errorEyebrow',
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
  'navLabel',
  'navLogo',
  'navOpenMenu',
  'navCloseMenu',
  'dialogClose',
  'scrollToTop',
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
  'announcement',
  'announcementPause',
  'opensInNewTab',
  'ctaHeadline',
  'shareImageAlt',
  'ctaBookTest',
  'successorTitle',
  'successorMessage',
  'successorVisit',
  'successorVisitLabel',
  'successorBanner',
] as const satisfies readonly MessageKey[];

export type Chrome = Record<(typeof CHROME_KEYS)[number], string>;

/**
 * What a form for a visitor's details says besides its own texts: the checks of the email and
 * phone, the captcha's words, and the frame's 429/503 sentences.
 */
const VISITOR_FORM_KEYS = [
  'visitorEmailRefused',
  'visitorRequired',
  'visitorEmailInvalid',
  'visitorPhoneInvalid',
  'captchaAltcha',
  'captchaRecaptchaShort',
  'captchaRecaptchaVerification',
  'captchaPlaceholder',
  'captchaLoading',
  'captchaLoadFailed',
  'formTooManyAttempts',
  'formServiceUnavailable',
] as const satisfies readonly MessageKey[];

/**
 * The texts of the contact page and its form, besides the chrome: its title and description,
 * its body, the form's labels and messages, and the words of its captcha.
 */
const CONTACT_PAGE_KEYS = [
  'contactTitle',
  'contactDescription',
  'contactBanner',
  'contactBannerSecondLine',
  'contactSection',
  'contactFormHeading',
  'contactDetailsHeading',
  'contactGeneral',
  'contactCustomerCare',
  'contactHours',
  'contactHoursValue',
  'contactMapAlt',
  'contactName',
  'contactEmail',
  'contactPhone',
  'contactMessage',
  'contactSend',
  'contactSending',
  'contactSuccess',
  'contactFailed',
  'contactNetwork',
  'contactConfirmHeading',
  'contactConfirmNext',
  'contactAgain',
  ...VISITOR_FORM_KEYS,
] as const satisfies readonly MessageKey[];

/**
 * The texts of the sessions page, its session banners and its registration form, the close button
 * of its dialog included (the sessions themselves are what staff wrote, in English).
 */
const SESSIONS_PAGE_KEYS = [
  'sessionsTitle',
  'sessionsDescription',
  'sessionsHeading',
  'sessionsSubheading',
  'sessionsUpcoming',
  'sessionsNoneHeading',
  'sessionsNoneText',
  'sessionsRegister',
  'sessionRegister',
  'sessionRegisterFor',
  'sessionBannerAlt',
  'sessionChoice',
  'sessionDate',
  'sessionTime',
  'sessionMode',
  'sessionPlace',
  'sessionModeOnline',
  'sessionModeOffline',
  'sessionModeHybrid',
  'sessionFallbackTitle',
  'sessionFallbackDate',
  'sessionFallbackTime',
  'registrationName',
  'registrationEmail',
  'registrationPhone',
  'registrationPhoneHint',
  'registrationOrganization',
  'registrationMessage',
  'registrationSending',
  'registrationSuccess',
  'registrationFailed',
  'registrationNetwork',
  'registrationFull',
  'registrationNotOpen',
  'registrationUnavailable',
  'registrationUnavailableNext',
  'registrationContactLink',
  'registrationConfirmHeading',
  'registrationConfirmNext',
  'registrationAgain',
  'dialogClose',
  ...VISITOR_FORM_KEYS,
] as const satisfies readonly MessageKey[];

/**
 * The texts of the careers pages (/about-us/careers and an opening's page) and their two
 * application forms: labels, hints, checks, answers and confirmation (what staff wrote of an
 * opening is English, marked so on a page in another language).
 */
const CAREERS_PAGE_KEYS = [
  'careersTitle',
  'careersDescription',
  'careersSubheading',
  'careersOpenPositions',
  'careersLoadFailed',
  'careersTryAgain',
  'careersLoading',
  'careersEmptyHeading',
  'careersEmptyText',
  'careersPosted',
  'careersPostedToday',
  'careersDayAgo',
  'careersDaysAgo',
  'careersWeekAgo',
  'careersWeeksAgo',
  'careersMonthAgo',
  'careersMonthsAgo',
  'careersJobFacts',
  'careersApplyNow',
  'careersBackToJobs',
  'careersApplyFor',
  'careersAboutRole',
  'careersAboutRoleLabel',
  'careersResponsibilities',
  'careersRequirements',
  'careersSalary',
  'careersAllPositions',
  'careersApplyHeading',
  'careersCareerForm',
  'careersJobForm',
  'careersRequiredNote',
  'careersAsterisk',
  'careersJobTitle',
  'careersFirstName',
  'careersLastName',
  'careersEmail',
  'careersPhone',
  'careersPhoneNumber',
  'careersPhoneHint',
  'careersJobPosition',
  'careersExperience',
  'careersSelectExperience',
  'careersExperience6Months',
  'careersExperience1Year',
  'careersExperience2Years',
  'careersExperience3Years',
  'careersNoticePeriod',
  'careersSelectNotice',
  'careersNoticeImmediate',
  'careersNotice1Month',
  'careersNotice2Months',
  'careersNotice3Months',
  'careersJobNotice1Month',
  'careersJobNotice2Months',
  'careersJobNotice3Months',
  'careersExpectedSalary',
  'careersSalaryExpectation',
  'careersSalaryHint',
  'careersLinkedin',
  'careersReasonOptional',
  'careersReasonPrevious',
  'careersResume',
  'careersResumeHint',
  'careersSubmit',
  'careersSubmitting',
  'careersFirstNameRequired',
  'careersLastNameRequired',
  'careersEmailRequired',
  'careersEmailInvalid',
  'careersPhoneInvalid',
  'careersExperienceRequired',
  'careersNoticeRequired',
  'careersSalaryRequired',
  'careersConsentRequired',
  'careersJobPositionRequired',
  'careersReasonRequired',
  'careersLinkedinInvalid',
  'careersResumeRequired',
  'careersResumeType',
  'careersResumeSize',
  'careersFieldInvalid',
  'careersSummary',
  'careersSuccess',
  'careersFailed',
  'careersJobFailed',
  'careersJobNetwork',
  'careersConfirmHeading',
  'careersConfirmNext',
  'careersConfirmNextFor',
  'careersAgain',
  ...VISITOR_FORM_KEYS,
] as const satisfies readonly MessageKey[];

/** The texts of the home page: its hero, its two programme sections and their cards. */
const HOME_PAGE_KEYS = [
  'homeTitle',
  'homeDescription',
  'homeCarousel',
  'homeSlideOf',
  'homeShowSlide',
  'homeCarouselRole',
  'homeSlideRole',
  'homeHeroTitle',
  'homeHeroText',
  'homeHeroButton',
  'homeCancerHeading',
  'homeDiabetesHeading',
  'homeReadMore',
  'homeReadMoreAbout',
  'programmeScreeningCategory',
  'programmeScreeningTitle',
  'programmeScreeningText',
  'programmeSurvivorCategory',
  'programmeSurvivorTitle',
  'programmeSurvivorText',
  'programmePatientCategory',
  'programmePatientTitle',
  'programmePatientText',
  'programmeType1Category',
  'programmeType1Title',
  'programmeType1Text',
  'programmeType2Category',
  'programmeType2Title',
  'programmeType2Text',
  'programmeComorbidityCategory',
  'programmeComorbidityTitle',
  'programmeComorbidityText',
] as const satisfies readonly MessageKey[];

/**
 * The texts of the what-we-offer page: the HrC and B3 tests, their steps, the HrC score's bands
 * and the page's two calls to action.
 */
const WHAT_WE_OFFER_PAGE_KEYS = [
  'whatWeOfferTitle',
  'whatWeOfferDescription',
  'whatWeOfferHeading',
  'whatWeOfferLead',
  'whatWeOfferStepOf',
  'whatWeOfferHrcHeading',
  'whatWeOfferHrcText1',
  'whatWeOfferHrcText2',
  'whatWeOfferHrcCoverAlt',
  'whatWeOfferHrcStepsHeading',
  'whatWeOfferHrcStepsLabel',
  'whatWeOfferHrcBookTitle',
  'whatWeOfferHrcBookText',
  'whatWeOfferHrcSampleTitle',
  'whatWeOfferHrcSampleText',
  'whatWeOfferHrcLabTitle',
  'whatWeOfferHrcLabText',
  'whatWeOfferHrcReportTitle',
  'whatWeOfferHrcReportText',
  'whatWeOfferWhyHrcHeading',
  'whatWeOfferWhyHrcAccuracy',
  'whatWeOfferWhyHrcNonInvasive',
  'whatWeOfferWhyHrcEarly',
  'whatWeOfferWhyHrcResults',
  'whatWeOfferWhyHrcNextSteps',
  'whatWeOfferScoreHeading',
  'whatWeOfferScoreNote',
  'whatWeOfferNextStep',
  'whatWeOfferBandNoRiskRange',
  'whatWeOfferBandNoRiskLabel',
  'whatWeOfferBandNoRiskText',
  'whatWeOfferBandNoRiskAction',
  'whatWeOfferBandPossibleRange',
  'whatWeOfferBandPossibleLabel',
  'whatWeOfferBandPossibleText',
  'whatWeOfferBandPossibleAction',
  'whatWeOfferBandIncreasedRange',
  'whatWeOfferBandIncreasedLabel',
  'whatWeOfferBandIncreasedText',
  'whatWeOfferBandIncreasedAction',
  'whatWeOfferBandHighRange',
  'whatWeOfferBandHighLabel',
  'whatWeOfferBandHighText',
  'whatWeOfferBandHighAction',
  'whatWeOfferTakeHrcHeading',
  'whatWeOfferTakeHrcButton',
  'whatWeOfferB3Heading',
  'whatWeOfferB3Text1',
  'whatWeOfferB3Text2',
  'whatWeOfferB3CoverAlt',
  'whatWeOfferB3StepsHeading',
  'whatWeOfferB3StepsLabel',
  'whatWeOfferB3SampleTitle',
  'whatWeOfferB3SampleText',
  'whatWeOfferB3SequencingTitle',
  'whatWeOfferB3SequencingText',
  'whatWeOfferB3PathwayTitle',
  'whatWeOfferB3PathwayText',
  'whatWeOfferB3InsightsTitle',
  'whatWeOfferB3InsightsText',
  'whatWeOfferWhyB3Heading',
  'whatWeOfferWhyB3Blood',
  'whatWeOfferWhyB3Organ',
  'whatWeOfferWhyB3Threshold',
  'whatWeOfferWhyB3Reports',
  'whatWeOfferWhyB3Conditions',
  'whatWeOfferTakeAobHeading',
  'whatWeOfferTakeAobButton',
] as const satisfies readonly MessageKey[];

/**
 * The texts of the two pages a newsletter mail links to (the confirmation and the unsubscribe
 * page): their headings, sentences, buttons, and what each answer of the API means.
 */
const NEWSLETTER_LINK_KEYS = [
  'confirmHeading',
  'confirmIntro',
  'confirmButton',
  'confirmBusy',
  'unsubscribeHeading',
  'unsubscribeIntro',
  'unsubscribeButton',
  'unsubscribeBusy',
  'linkConfirmed',
  'linkConfirmExpired',
  'linkConfirmInvalid',
  'linkUnsubscribed',
  'linkUnsubscribeInvalid',
  'languageHeading',
  'languageIntro',
  'languageLegend',
  'languageSave',
  'languageSaving',
  'languageSaved',
  'languageGone',
  'linkFailed',
  'linkNetwork',
  'formTooManyAttempts',
  'formServiceUnavailable',
] as const satisfies readonly MessageKey[];

/** The blog's list (/blog): its hero, the list's hidden heading and the grid's button. */
const BLOG_LIST_KEYS = [
  'blogHeading',
  'blogSubheading',
  'blogListHeading',
  'blogExploreMore',
] as const satisfies readonly MessageKey[];

/** A blog post's page (/blog/{id}): the words around the post. */
const BLOG_ARTICLE_KEYS = [
  'blogHeading',
  'blogRecentHeading',
  'blogReadFullPost',
  'blogTitleFallback',
  'blogDescriptionFallback',
] as const satisfies readonly MessageKey[];

/**
 * The standard item page's words around its item (/news/{id}): every kind's with such pages, as
 * lib/siteKinds.ts names them.
 */
const STANDARD_ITEM_KEYS = [
  'newsHeading',
  'newsRecentHeading',
] as const satisfies readonly MessageKey[];

/** The FAQ pages (/faqs, /faqs/hrc, /faqs/aob): headings, tabs, buttons, the empty list. */
const FAQ_PAGE_KEYS = [
  'faqsTitle',
  'faqsHrcTitle',
  'faqsAobTitle',
  'faqsIntro',
  'faqsTestsLabel',
  'faqsTopicsLabel',
  'faqsTakeAob',
  'faqsTakeHrc',
  'faqsNone',
] as const satisfies readonly MessageKey[];

/** The resources page (/resources): its hero, the FAQs' and the blog's headings, its two calls. */
const RESOURCES_PAGE_KEYS = [
  'resourcesHeading',
  'resourcesIntro',
  'faqsHrcTitle',
  'resourcesB3Faqs',
  'faqsViewMore',
  'faqsViewLess',
  'faqsNone',
  'resourcesProfessionalsHeading',
  'resourcesProfessionalsText',
  'resourcesProfessionalsButton',
  'blogRecentHeading',
  'blogExploreMore',
  'resourcesPartnerHeading',
  'resourcesPartnerText',
  'resourcesPartnerButton',
] as const satisfies readonly MessageKey[];

/** The media page (/media): its hero, the latest news' heading and its three blocks. */
const MEDIA_PAGE_KEYS = [
  'mediaHeading',
  'mediaIntro',
  'mediaLatestHeading',
  'mediaFeaturedHeading',
  'mediaFeaturedText',
  'mediaFeaturedButton',
  'mediaSpotlightHeading',
  'mediaSpotlightText',
  'mediaSpotlightSessionAlt',
  'mediaSpotlightSessionCaption',
  'mediaSpotlightCentreAlt',
  'mediaSpotlightCentreCaption',
  'mediaSpotlightLabAlt',
  'mediaSpotlightLabCaption',
  'mediaJoinHeading',
  'mediaJoinText',
  'mediaJoinButton',
] as const satisfies readonly MessageKey[];

/**
 * The leadership page (/about-us/leadership): its hero, its three groups' headings and what a
 * portrait says (the people are the API's, each in its own language).
 */
const LEADERSHIP_PAGE_KEYS = [
  'leadershipTitle',
  'leadershipIntro',
  'leadershipManagement',
  'leadershipBoard',
  'leadershipAdvisors',
  'leadershipReadBio',
  'dialogClose',
] as const satisfies readonly MessageKey[];

/** The coming-soon page (/coming-soon): its heading, its sentence and its first button. */
const COMING_SOON_PAGE_KEYS = [
  'comingSoonTitle',
  'comingSoonText',
  'whatWeOfferHeading',
] as const satisfies readonly MessageKey[];

/**
 * The media contact page (/media/media-contact): its heading, sentences, labels and buttons (the
 * address, the phone number and the hours' figures are content/site.ts's MEDIA_CONTACT).
 */
const MEDIA_CONTACT_PAGE_KEYS = [
  'mediaContactTitle',
  'mediaContactIntro',
  'mediaContactTeam',
  'contactEmail',
  'mediaContactPhone',
  'contactHours',
  'contactHoursValue',
  'mediaContactReply',
  'mediaContactEmailTeam',
  'mediaPressReleasesLabel',
] as const satisfies readonly MessageKey[];

/**
 * A tribute's page (/tribute/{slug}): the words around the tribute (its role, summary and text
 * come with its data, content/tributes.ts).
 */
const TRIBUTE_PAGE_KEYS = [
  'tributeEyebrow',
  'tributeSectionLabel',
  'tributeBack',
] as const satisfies readonly MessageKey[];

/**
 * The words of a content page (components/contentPage/ContentPage.tsx) around its PageContent, on
 * a content route whose +data gives its PageContent in the page's language (lib/contentPages.ts
 * contentPageData): such a page is translated whole too (i18n/messages.ts translatedContentPage).
 */
export const CONTENT_PAGE_KEYS = ['contentPageNextSteps'] as const satisfies readonly MessageKey[];

/**
 * The pages translated whole, by Vike page id: the keys of their title and description (none on
 * a page whose title is its item's, or whose route has titles of its own), and the texts each gets
 * (pageContext.pageTexts). So are the content routes with a PageContent in the page's language
 * (CONTENT_PAGE_KEYS), and the Privacy Policy and the Terms of Service (lib/legalPages.ts).
 * Every other page shows its English body on /hi/ and /mr/, under a line saying so.
 */
export const TRANSLATED_PAGES = {
  '/pages/newsletter/confirm': {
    title: 'confirmPageTitle',
    description: 'confirmPageDescription',
    keys: NEWSLETTER_LINK_KEYS,
  },
  '/pages/newsletter/unsubscribe': {
    title: 'unsubscribePageTitle',
    description: 'unsubscribePageDescription',
    keys: NEWSLETTER_LINK_KEYS,
  },
  '/pages/index': {
    title: 'homeTitle',
    description: 'homeDescription',
    keys: HOME_PAGE_KEYS,
  },
  '/pages/whatweoffer': {
    title: 'whatWeOfferTitle',
    description: 'whatWeOfferDescription',
    keys: WHAT_WE_OFFER_PAGE_KEYS,
  },
  '/pages/contact-us': {
    title: 'contactTitle',
    description: 'contactDescription',
    keys: CONTACT_PAGE_KEYS,
  },
  '/pages/our-sessions': {
    title: 'sessionsTitle',
    description: 'sessionsDescription',
    keys: SESSIONS_PAGE_KEYS,
  },
  '/pages/about-us/careers/index': {
    title: 'careersTitle',
    description: 'careersDescription',
    keys: CAREERS_PAGE_KEYS,
  },
  // An opening's title and description are its data's (the opening's, as staff wrote it).
  '/pages/about-us/careers/@id': { keys: CAREERS_PAGE_KEYS },
  // /blog and /science/blogs: each route's English title (routes.ts); a Hindi or Marathi one
  // comes from the page's data.
  '/pages/blog/index': { keys: BLOG_LIST_KEYS },
  '/pages/science/blogs': { keys: BLOG_LIST_KEYS },
  '/pages/blog/@id': { keys: BLOG_ARTICLE_KEYS },
  '/pages/standard-item': { keys: STANDARD_ITEM_KEYS },
  '/pages/resources': {
    title: 'resourcesTitle',
    description: 'resourcesDescription',
    keys: RESOURCES_PAGE_KEYS,
  },
  '/pages/media': { title: 'mediaTitle', description: 'mediaDescription', keys: MEDIA_PAGE_KEYS },
  '/pages/faqs/index': { title: 'faqsTitle', description: 'faqsDescription', keys: FAQ_PAGE_KEYS },
  '/pages/faqs/hrc': {
    title: 'faqsHrcTitle',
    description: 'faqsHrcDescription',
    keys: FAQ_PAGE_KEYS,
  },
  '/pages/faqs/aob': {
    title: 'faqsAobTitle',
    description: 'faqsAobDescription',
    keys: FAQ_PAGE_KEYS,
  },
  '/pages/about-us/leadership': {
    title: 'leadershipTitle',
    description: 'leadershipDescription',
    keys: LEADERSHIP_PAGE_KEYS,
  },
  '/pages/coming-soon': {
    title: 'comingSoonTitle',
    description: 'comingSoonDescription',
    keys: COMING_SOON_PAGE_KEYS,
  },
  '/pages/media/media-contact': {
    title: 'mediaContactTitle',
    description: 'mediaContactDescription',
    keys: MEDIA_CONTACT_PAGE_KEYS,
  },
  // Each tribute's English title and description are the route table's; a Hindi or Marathi one
  // comes from the page's data.
  '/pages/tribute/@name': { keys: TRIBUTE_PAGE_KEYS },
} as const satisfies Record<
  string,
  { title?: MessageKey; description?: MessageKey; keys: readonly MessageKey[] }
>;

export type ContactPageTexts = Record<(typeof CONTACT_PAGE_KEYS)[number], string>;
export type NewsletterLinkTexts = Record<(typeof NEWSLETTER_LINK_KEYS)[number], string>;
export type HomePageTexts = Record<(typeof HOME_PAGE_KEYS)[number], string>;
export type WhatWeOfferPageTexts = Record<(typeof WHAT_WE_OFFER_PAGE_KEYS)[number], string>;
export type SessionsPageTexts = Record<(typeof SESSIONS_PAGE_KEYS)[number], string>;
export type CareersPageTexts = Record<(typeof CAREERS_PAGE_KEYS)[number], string>;
export type BlogListTexts = Record<(typeof BLOG_LIST_KEYS)[number], string>;
export type BlogArticleTexts = Record<(typeof BLOG_ARTICLE_KEYS)[number], string>;
export type FaqPageTexts = Record<(typeof FAQ_PAGE_KEYS)[number], string>;
export type ResourcesPageTexts = Record<(typeof RESOURCES_PAGE_KEYS)[number], string>;
export type MediaPageTexts = Record<(typeof MEDIA_PAGE_KEYS)[number], string>;
export type ContentPageTexts = Record<(typeof CONTENT_PAGE_KEYS)[number], string>;
export type StandardItemTexts = Record<(typeof STANDARD_ITEM_KEYS)[number], string>;
export type LeadershipPageTexts = Record<(typeof LEADERSHIP_PAGE_KEYS)[number], string>;
export type ComingSoonPageTexts = Record<(typeof COMING_SOON_PAGE_KEYS)[number], string>;
export type MediaContactPageTexts = Record<(typeof MEDIA_CONTACT_PAGE_KEYS)[number], string>;
export type TributePageTexts = Record<(typeof TRIBUTE_PAGE_KEYS)[number], string>;
/** What every form for a visitor's details says, in its page's language. */
export type VisitorFormTexts = Record<(typeof VISITOR_FORM_KEYS)[number], string>;

/** The texts of a page translated whole, by key. */
export type PageTexts = Partial<Record<MessageKey, string>>;
