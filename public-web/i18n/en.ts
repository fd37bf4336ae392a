/**
 * The interface texts (ICU MessageFormat), English: the site's own words. hi.ts and mr.ts
 * have the same keys (i18n/messages.test.ts).
 */
import { CAPTCHA_WORDS } from '@kavach/api-client/captcha-words';
import {
  INVALID_EMAIL,
  INVALID_PHONE,
  NEWSLETTER_INVALID_EMAIL,
} from '@kavach/api-client/field-rules';
import type { Schemas } from '@kavach/api-client';
import { CAPTCHA_TEXTS } from '../components/forms/captchaTexts';
import { APPLICANT_MESSAGES } from '../components/careers/applicantMessages';
import { RESUME_MESSAGES } from '../components/careers/resumeFile';
import { CAREERS_PAGE } from '../content/jobs';

/** The API's thank-you text (its document types it as this one string: a changed text fails the build). */
const CONTACT_THANKS: Schemas['SubmitResponse']['message'] =
  "Thanks for contacting us! We'll be in touch soon.";
/** The API's thanks for a registration (api/src/registrations: REGISTRATION_THANKS). */
const REGISTRATION_THANKS = "Thanks for registering! We'll be in touch soon.";

export default {
  reviewed: true,
  messages: {
    skipToContent: 'Skip to main content',
    languageSwitcher: 'Language',
    fallbackNotice: 'This page is not translated yet: it is shown in English.',
    // Above content from the panel shown in English on a Hindi or Marathi page (no translation
    // of it published yet): one article, or some items of a list.
    articleInEnglishNotice:
      'This article is not yet available in {language}, so it is shown in English.',
    listInEnglishNotice:
      'Some of these are not yet available in {language} and are shown in English.',
    offerText: 'This site is also in {language}.',
    offerSwitch: 'Read in {language}',
    offerDismiss: 'No, thanks',
    // The error page's small line above its heading (pages/_error/+Page.tsx), and its <title>
    // (pages/+title.ts) is its heading with the brand (lib/pageTitles.ts).
    notFoundEyebrow: 'Error 404',
    notFoundHeading: 'Page not found',
    notFoundMessage: 'The page you are looking for does not exist or has moved.',
    errorEyebrow: 'Error 500',
    errorHeading: 'Something went wrong',
    errorMessage: 'Please try again in a moment.',
    homeLink: 'Go to the home page',
    // The error page's two views (pages/_error/+Page.tsx), in the page's language (chosen where
    // its +data throws them): an item that is not there (HTTP 404: a blog post, news item, job
    // opening, tribute or preview link), with a Back button; and a page whose items the API could
    // not give (HTTP 503), one sentence per kind (lib/siteKinds.ts). {count} is the list's length,
    // {index} the index asked for.
    itemNotFoundBack: 'Back',
    missingBlog: 'Blog not found',
    missingBlogAtIndex:
      'The list has {count, plural, one {# blog} other {# blogs}}; there is no blog at index {index}.',
    missingBlogAtAddress:
      'There is no blog at this address: it may have been taken down, or the address may be mistyped.',
    missingNews: 'News not found',
    missingNewsAtIndex:
      'The list has {count, plural, one {# news item} other {# news items}}; there is no news item at index {index}.',
    missingNewsAtAddress:
      'There is no news item at this address: it may have been taken down, or the address may be mistyped.',
    missingJob: 'Job opening not found',
    missingJobAtIndex:
      'The list has {count, plural, one {# open position} other {# open positions}}; there is no open position at index {index}.',
    missingJobAtAddress:
      'There is no open position at this address: it may have been filled or closed, or the address may be mistyped.',
    missingTribute: 'Tribute not found',
    missingTributeNamed:
      '{count, plural, one {There is # tribute} other {There are # tributes}}; none is named “{name}”.',
    previewGone: 'This preview link has run out or is not valid.',
    previewGoneNext: 'Open a new preview from the panel.',
    unavailableBlog: 'The blog posts are unavailable for a moment. Please try again shortly.',
    unavailableNews: 'The news is unavailable for a moment. Please try again shortly.',
    unavailableFaq: 'The FAQs are unavailable for a moment. Please try again shortly.',
    unavailablePublication:
      'The publications are unavailable for a moment. Please try again shortly.',
    unavailablePressRelease:
      'The press releases are unavailable for a moment. Please try again shortly.',
    unavailableVideo: 'The video coverage is unavailable for a moment. Please try again shortly.',
    unavailableCaseStudy:
      'The case studies are unavailable for a moment. Please try again shortly.',
    unavailableLeader:
      'The leadership profiles are unavailable for a moment. Please try again shortly.',
    // The headings of those views on pages whose heading is no other key's (a content page's is
    // its PageContent's hero heading in each language: i18n/messages.test.ts).
    publicationsHeading: 'Publications',
    caseStudiesHeading: 'Case Studies',
    pressReleasesHeading: 'Press Releases',
    videoCoverageHeading: 'Video Coverage',
    tributeHeading: 'Tribute',
    navHome: 'Home',
    navProducts: 'Products',
    navNutrigenomics: 'Nutrigenomics',
    navContactUs: 'Contact Us',
    navNews: 'News',
    navBlog: 'Blog',
    navCareers: 'Careers',
    navSessions: 'Information Sessions',
    // The navigation's name, its logo link's text and its toggle below 992 px (components/layout/Navbar.tsx).
    navLabel: 'Main',
    navLogo: '{brand} home',
    navOpenMenu: 'Open menu',
    navCloseMenu: 'Close menu',
    // The close button of a dialog (components/ui/Modal.tsx): the announcement's popup, the
    // sessions page's registration form, a leader's biography.
    dialogClose: 'Close',
    scrollToTop: 'Scroll to top',
    footerSiteMap: 'Site map',
    footerPrivacy: 'Privacy Policy',
    footerTerms: 'Terms of Service',
    // Above the Privacy Policy and the Terms of Service (components/legal/LegalPage.tsx) on their
    // translations (lib/legalPages.ts); the English pages have it as written there.
    legalLastUpdated: 'Last updated',
    footerOfficePhone: 'Office',
    footerCustomerCare: 'Customer care',
    footerGeneral: 'General',
    footerSocial: 'Social media',
    footerSocialLink: '{brand} on {network} (opens in a new tab)',
    footerCopyright: '© {year} {legalName}. All rights reserved.',
    // The successor brand's popup and scrolling banner (its name fills {successor}).
    announcement: 'Announcement',
    announcementPause: 'Pause the announcement',
    opensInNewTab: '(opens in a new tab)',
    // The call to action above the footer; its second button is navContactUs.
    ctaHeadline: 'Detect cancer early and take control of your health today!',
    // The text of the site's share picture (og:image:alt, pages/+Head.tsx) on a page with no picture of its own.
    shareImageAlt: '{brand}: detect cancer early and take control of your health',
    ctaBookTest: 'Book a Test',
    successorTitle: 'We have a new home',
    successorMessage:
      'The {brand} diagnostic business is now run by {successor}. Please visit the {successor} website to book your HrC and B3 tests.',
    successorVisit: 'Visit',
    successorVisitLabel: 'Visit {successor} (opens in a new tab)',
    successorBanner:
      'Our diagnostic business is now {successor}. Book HrC and B3 tests on the {successor} website →',
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
    // The pages a newsletter mail links to (routes.ts has their titles, descriptions and headings
    // too; messages.test.ts holds them together).
    confirmPageTitle: 'Confirm your newsletter subscription',
    confirmPageDescription:
      'Confirm your subscription to the Kavach Genomics newsletter: the link of the confirmation email opens this page.',
    confirmHeading: 'Confirm your subscription',
    confirmIntro:
      'Press the button to start receiving the {brand} newsletter: occasional news about early cancer detection, our tests and our information sessions. Every newsletter has a link to unsubscribe with one click.',
    confirmButton: 'Confirm subscription',
    confirmBusy: 'Confirming...',
    unsubscribePageTitle: 'Unsubscribe from the newsletter',
    unsubscribePageDescription:
      'Stop receiving the Kavach Genomics newsletter: the unsubscribe link of every newsletter email opens this page.',
    unsubscribeHeading: 'Unsubscribe from the newsletter',
    unsubscribeIntro:
      'Press the button to stop receiving the {brand} newsletter. Your address is deleted from our mailing list at once.',
    unsubscribeButton: 'Unsubscribe',
    unsubscribeBusy: 'Unsubscribing...',
    linkConfirmed: 'Your subscription is confirmed. Thank you!',
    linkConfirmExpired:
      'This confirmation link has expired. Please subscribe again with the form at the bottom of this page.',
    linkConfirmInvalid:
      'This confirmation link is not valid. Please subscribe again with the form at the bottom of this page.',
    languageHeading: 'Or choose the language of your newsletter',
    languageIntro:
      'The newsletter is written in English for now. Choose your language, and it will come in your language once it is written in Hindi and Marathi too.',
    languageLegend: 'Newsletter language',
    languageSave: 'Save language',
    languageSaving: 'Saving...',
    languageSaved:
      'Saved. Until the newsletter is written in the language you chose, it comes in English.',
    languageGone: 'This subscription no longer exists.',
    linkUnsubscribed: 'You have been unsubscribed. You will receive no more newsletters from us.',
    linkUnsubscribeInvalid:
      'This unsubscribe link is not valid. Please use the link in our latest email, or write to {generalEmail} and we will unsubscribe you.',
    linkFailed: 'Something went wrong. Please try again.',
    linkNetwork: 'An error occurred. Please try again later.',
    formTooManyAttempts: 'Too many attempts. Please try again in a minute.',
    formServiceUnavailable: 'We could not save this right now. Please try again in a moment.',
    // The contact page (routes.ts reads its title, description and heading from here).
    contactTitle: 'Contact Us',
    contactDescription:
      'Contact Kavach Genomics in Mumbai about the HrC and B3 tests, collection centres, corporate packages or partnerships.',
    contactBanner: "Have questions? Reach out to us today we're here to help!",
    contactBannerSecondLine:
      'Unlock the power of your DNA. Nutrigenomics can transform your health.',
    contactSection: 'Contact',
    contactFormHeading: 'Send us a message',
    contactDetailsHeading: 'Reach us directly',
    contactGeneral: 'General enquiries',
    contactCustomerCare: 'Customer care',
    contactHours: 'Hours',
    contactHoursValue: 'Monday to Friday, 9am-6pm IST',
    contactMapAlt: 'Map showing the Kavach Genomics office in Lower Parel, Mumbai',
    contactName: 'Name',
    contactEmail: 'Email',
    contactPhone: 'Phone (10 digits)',
    contactMessage: 'Message',
    contactSend: 'Send Message',
    contactSending: 'Sending...',
    contactSuccess: CONTACT_THANKS,
    contactFailed: 'Unable to send message. Please check your details and try again.',
    contactNetwork: 'Error sending message. Please try again.',
    contactConfirmHeading: 'Message sent',
    contactConfirmNext: 'We will reply within two working days to {email}.',
    contactAgain: 'Send another message',
    // The sessions page and its registration form (routes.ts reads the title, description and
    // heading from here too).
    sessionsTitle: 'Our Sessions',
    sessionsDescription:
      'Free information sessions from Kavach Genomics on cancer risk and early detection, online and in person. See the dates and register.',
    sessionsHeading: 'Our Session',
    sessionsSubheading:
      'Free information sessions on cancer risk and early detection: how the HrC and B3 tests work, who they are for, and your questions answered.',
    sessionsUpcoming: 'Upcoming sessions',
    sessionsNoneHeading: 'No Sessions Available',
    sessionsNoneText:
      'There are no sessions scheduled right now. Subscribe to our newsletter below to hear about the next one.',
    sessionsRegister: 'Register for the Session',
    sessionRegister: 'Register',
    sessionRegisterFor: 'Register for {title}',
    sessionBannerAlt: '{title} banner',
    sessionChoice: 'Session',
    sessionDate: 'Date',
    sessionTime: 'Time',
    sessionMode: 'Mode',
    sessionPlace: 'Place',
    sessionModeOnline: 'Online',
    sessionModeOffline: 'Offline (in person)',
    sessionModeHybrid: 'Hybrid (in person and online)',
    sessionFallbackTitle: 'Information Session',
    sessionFallbackDate: 'Dates to be announced',
    sessionFallbackTime: 'Please check back soon',
    registrationName: 'Name',
    registrationEmail: 'Email',
    registrationPhone: 'Phone',
    registrationPhoneHint: '10 digits',
    registrationOrganization: 'Organization (optional)',
    registrationMessage: 'Message',
    registrationSending: 'Sending...',
    registrationSuccess: REGISTRATION_THANKS,
    registrationFailed: 'Unable to submit registration. Please check your details and try again.',
    registrationNetwork: 'Error sending registration. Please try again.',
    registrationFull: 'This session is full: all seats are taken. Please choose another session.',
    registrationNotOpen:
      'This session is not open for registration. Please choose another session.',
    registrationUnavailable:
      'Registrations are temporarily unavailable. Please try again later or contact us.',
    registrationUnavailableNext:
      'You can also {contactLink} and we will let you know when the next session opens.',
    registrationContactLink: 'contact us',
    registrationConfirmHeading: 'You are registered',
    registrationConfirmNext:
      'We are sending the details of {session} to {email}. Nothing after a few minutes? Look in your spam folder.',
    registrationAgain: 'Register someone else',
    // The careers pages (/about-us/careers, /about-us/careers/{id}) and their application forms;
    // what staff wrote of an opening stays as written. The words below are the pages' own.
    careersTitle: CAREERS_PAGE.title,
    careersDescription: CAREERS_PAGE.metaDescription,
    careersSubheading: CAREERS_PAGE.heroSubheading,
    careersOpenPositions: 'Open Positions',
    careersLoadFailed:
      'We could not load the open positions right now. Please try again in a moment.',
    careersTryAgain: 'Try again',
    careersLoading: 'Loading...',
    careersEmptyHeading: CAREERS_PAGE.emptyState,
    careersEmptyText: 'There are no openings at the moment. Please check back soon.',
    careersPosted: 'Posted {ago}',
    careersPostedToday: 'Today',
    careersDayAgo: '1 day ago',
    careersDaysAgo: '{n} days ago',
    careersWeekAgo: '1 week ago',
    careersWeeksAgo: '{n} weeks ago',
    careersMonthAgo: '1 month ago',
    careersMonthsAgo: '{n} months ago',
    careersJobFacts: 'Job details',
    careersApplyNow: CAREERS_PAGE.applyNow,
    careersBackToJobs: CAREERS_PAGE.backToJobs,
    careersApplyFor: 'Apply for {title}',
    careersAboutRole: 'About the role',
    careersAboutRoleLabel: 'About the {title} role',
    careersResponsibilities: 'Responsibilities',
    careersRequirements: 'Requirements',
    careersSalary: 'Salary:',
    careersAllPositions: 'All open positions',
    careersApplyHeading: 'Apply for this role',
    careersCareerForm: 'Career application',
    careersJobForm: 'Job application',
    careersRequiredNote: 'Fields marked {mark} are required.',
    careersAsterisk: 'with an asterisk',
    careersJobTitle: 'Job Title',
    careersFirstName: 'First Name',
    careersLastName: 'Last Name',
    careersEmail: 'Email',
    careersPhone: 'Phone',
    careersPhoneNumber: 'Phone Number',
    careersPhoneHint: '10 digits',
    careersJobPosition: 'Job Position',
    careersExperience: 'Experience',
    careersSelectExperience: 'Select experience',
    careersExperience6Months: '6 months',
    careersExperience1Year: '1 year',
    careersExperience2Years: '2 years',
    careersExperience3Years: '3+ years',
    careersNoticePeriod: 'Notice Period',
    careersSelectNotice: 'Select notice period',
    careersNoticeImmediate: 'Immediate',
    careersNotice1Month: '1 month',
    careersNotice2Months: '2 months',
    careersNotice3Months: '3 months',
    // The jobs page's form writes the notice periods as the API's values for it.
    careersJobNotice1Month: '1 Month',
    careersJobNotice2Months: '2 Months',
    careersJobNotice3Months: '3 Months',
    careersExpectedSalary: 'Expected Salary',
    careersSalaryExpectation: 'Salary Expectation',
    careersSalaryHint: 'For example ₹6,00,000 per annum',
    careersLinkedin: 'LinkedIn Profile (optional)',
    careersReasonOptional: 'Reason for Leaving (optional)',
    careersReasonPrevious: 'Reason for Leaving Previous Job',
    careersResume: 'Resume',
    careersResumeHint: '.pdf, .doc or .docx, up to 5 MB',
    careersSubmit: 'Submit Application',
    careersSubmitting: 'Submitting...',
    careersFirstNameRequired: APPLICANT_MESSAGES.firstName,
    careersLastNameRequired: APPLICANT_MESSAGES.lastName,
    careersEmailRequired: APPLICANT_MESSAGES.emailRequired,
    careersEmailInvalid: APPLICANT_MESSAGES.emailInvalid,
    careersPhoneInvalid: APPLICANT_MESSAGES.phone,
    careersExperienceRequired: APPLICANT_MESSAGES.experience,
    careersNoticeRequired: APPLICANT_MESSAGES.noticePeriod,
    careersSalaryRequired: APPLICANT_MESSAGES.salary,
    careersConsentRequired: APPLICANT_MESSAGES.consent,
    careersJobPositionRequired: 'Job Position is required.',
    careersReasonRequired: 'Reason for Leaving is required.',
    careersLinkedinInvalid:
      'LinkedIn must be a web address, e.g. https://www.linkedin.com/in/your-name.',
    careersResumeRequired: RESUME_MESSAGES.required,
    careersResumeType: RESUME_MESSAGES.type,
    careersResumeSize: RESUME_MESSAGES.size,
    // An API refusal of a field by its code, on a page in another language than English (an
    // English page shows the API's own sentence there).
    careersFieldInvalid: 'Please check this field.',
    careersSummary: APPLICANT_MESSAGES.summary,
    careersSuccess: APPLICANT_MESSAGES.success,
    careersFailed: 'Failed to submit application. Please try again.',
    careersJobFailed: 'Failed to submit the application. Please try again.',
    careersJobNetwork: 'An error occurred. Please try again later.',
    careersConfirmHeading: 'Application sent',
    careersConfirmNext:
      'We have received your application. Our HR team reviews every application and will write to {email} if your profile matches the role.',
    careersConfirmNextFor:
      'We have received your application for {position}. Our HR team reviews every application and will write to {email} if your profile matches the role.',
    careersAgain: 'Send another application',
    // An opening's page title and description (its +data), around what staff wrote of it.
    careersApplyPageTitle: 'Apply: {title}',
    careersApplyPageDescription: 'Apply for {title} at {company}{where}. {description}',
    // The home page (routes.ts reads its title and description from here too).
    homeTitle: 'Early Cancer Detection Blood Tests & Nutrigenomics',
    homeDescription:
      'Kavach Genomics offers blood-based cancer risk assessment (HrC), B3 RNA-sequencing reports and nutrigenomics, with cancer and diabetes support programmes, from Mumbai.',
    homeCarousel: 'Highlights',
    homeSlideOf: '{position} of {total}',
    homeShowSlide: 'Show slide {position}: {title}',
    // What a screen reader calls the hero (aria-roledescription) and each of its slides.
    homeCarouselRole: 'carousel',
    homeSlideRole: 'slide',
    homeHeroTitle: 'Nutrigenomics',
    homeHeroText:
      'Discover how your genes shape the way your body responds to food, and get nutrition guidance that fits you.',
    homeHeroButton: 'Explore More',
    homeCancerHeading: 'Explore Our Cancer Support Programs',
    homeDiabetesHeading: 'Explore Our Diabetes Support Programs',
    homeReadMore: 'Read More',
    homeReadMoreAbout: 'Read more about {title}',
    programmeScreeningCategory: 'Screening',
    programmeScreeningTitle: 'Screening for Healthy Individuals',
    programmeScreeningText:
      'A simple blood test that estimates your cancer risk before any symptoms appear, so you and your doctor can plan the right next step.',
    programmeSurvivorCategory: 'Survivorship',
    programmeSurvivorTitle: 'Cancer Survivor',
    programmeSurvivorText:
      'Regular blood-based monitoring against your own baseline, so any change after treatment is noticed and discussed early.',
    programmePatientCategory: 'Patient Care',
    programmePatientTitle: 'Cancer Patient',
    programmePatientText:
      'B3 reports that show the affected organ and gene pathways, giving your oncologist more information during and after treatment.',
    programmeType1Category: 'Diabetes',
    programmeType1Title: 'Type 1 Diabetes',
    programmeType1Text:
      'A B3 diabetes report that looks at the gene pathways involved, to support the care plan you build with your doctor.',
    programmeType2Category: 'Diabetes',
    programmeType2Title: 'Type 2 Diabetes',
    programmeType2Text:
      'Go beyond blood sugar numbers: see which gene pathways are changed and discuss what that means for your care.',
    programmeComorbidityCategory: 'Diabetes',
    programmeComorbidityTitle: 'Comorbidity Management',
    programmeComorbidityText:
      'Diabetes rarely travels alone. B3 reports for diabetes, cardiac and neurological conditions help you see the whole picture.',
    // What we offer (routes.ts's title and description are these too).
    whatWeOfferTitle: 'What We Offer: HrC and B3 Tests',
    whatWeOfferDescription:
      'How the HrC cancer risk test and the B3 blood-based biopsy work, step by step, and how to read an HrC score from no risk to high likelihood.',
    whatWeOfferHeading: 'What we offer',
    whatWeOfferLead: 'HrC and B3: two blood tests, one goal — knowing early.',
    whatWeOfferStepOf: 'Step {position} of {total}',
    whatWeOfferHrcHeading: 'What is HrC?',
    whatWeOfferHrcText1:
      'HrC is a blood-based cancer risk assessment. From a simple blood sample it returns a score that shows your current cancer risk, so that risk can be detected before symptoms appear.',
    whatWeOfferHrcText2:
      'It is non-invasive, needs no fasting, and has a stated accuracy and sensitivity of 93%. HrC is not a diagnostic test; it tells you and your doctor whether further evaluation is worthwhile.',
    whatWeOfferHrcCoverAlt: 'Illustration of the HrC blood test',
    whatWeOfferHrcStepsHeading: 'How the HrC test works',
    whatWeOfferHrcStepsLabel: 'HrC test steps',
    whatWeOfferHrcBookTitle: 'Book and pay online',
    whatWeOfferHrcBookText:
      'Choose a collection centre and a time, and pay ₹14,000 + 18% GST online in advance. No fasting is needed.',
    whatWeOfferHrcSampleTitle: 'Give a blood sample',
    whatWeOfferHrcSampleText:
      'A trained phlebotomist draws 8–10 ml of blood at your chosen centre. It takes only a few minutes.',
    whatWeOfferHrcLabTitle: 'Laboratory analysis',
    whatWeOfferHrcLabText:
      'Your sample travels to our laboratory under controlled temperature, where it is analysed to calculate your HrC score.',
    whatWeOfferHrcReportTitle: 'Receive your report',
    whatWeOfferHrcReportText:
      'Within 10 working days of the sample reaching the lab, your report arrives by e-mail with an SMS alert. A consultation is available on request.',
    whatWeOfferWhyHrcHeading: 'Why Choose the HrC Test?',
    whatWeOfferWhyHrcAccuracy: '93% accuracy and sensitivity.',
    whatWeOfferWhyHrcNonInvasive: 'Non-invasive: a routine 8–10 ml blood draw, no fasting.',
    whatWeOfferWhyHrcEarly: 'Detects risk before symptoms appear.',
    whatWeOfferWhyHrcResults: 'Results within 10 working days, by e-mail with an SMS alert.',
    whatWeOfferWhyHrcNextSteps:
      'Clear next steps for every score band, and a consultation on request.',
    whatWeOfferScoreHeading: 'Understanding your HrC score',
    whatWeOfferScoreNote:
      'Scores are shown on a scale from 0 to 10+. HrC is a risk assessment, not a diagnosis; always discuss your result with your doctor.',
    whatWeOfferNextStep: 'Next step:',
    whatWeOfferBandNoRiskRange: 'Under 2',
    whatWeOfferBandNoRiskLabel: 'No risk',
    whatWeOfferBandNoRiskText: 'No cancer risk detected at this time.',
    whatWeOfferBandNoRiskAction: 'Retest in 12 months',
    whatWeOfferBandPossibleRange: '2 to 6',
    whatWeOfferBandPossibleLabel: 'Possible pre-malignant or benign activity',
    whatWeOfferBandPossibleText: 'The score suggests possible pre-malignant or benign activity.',
    whatWeOfferBandPossibleAction: 'Retest in 6 months',
    whatWeOfferBandIncreasedRange: '6 to 10',
    whatWeOfferBandIncreasedLabel: 'Increased risk',
    whatWeOfferBandIncreasedText: 'The score indicates an increased risk of cancer.',
    whatWeOfferBandIncreasedAction: 'Further medical evaluation',
    whatWeOfferBandHighRange: 'Above 10',
    whatWeOfferBandHighLabel: 'High likelihood',
    whatWeOfferBandHighText: 'The score indicates a high likelihood of cancer.',
    whatWeOfferBandHighAction: 'Immediate diagnostic tests',
    whatWeOfferTakeHrcHeading: 'Ready to know your risk?',
    whatWeOfferTakeHrcButton: 'Take an HrC test',
    whatWeOfferB3Heading: 'The B3 Test',
    whatWeOfferB3Text1:
      'B3 is a blood-based biopsy. It uses RNA sequencing of stem cells from a 16 ml blood sample to identify the affected organ and the gene pathways involved.',
    whatWeOfferB3Text2:
      'Genes whose activity changes by about 2-fold or more against healthy controls are counted as dysregulated and grouped into pathways. The process takes 6 to 8 weeks and leads to one of four reports: Occurrence Risk, Response, Remission or Recurrence Risk. B3 reports also exist for diabetes, cardiac and neurological conditions.',
    whatWeOfferB3CoverAlt: 'Illustration of RNA sequencing in the B3 test',
    whatWeOfferB3StepsHeading: 'How the B3 test works',
    whatWeOfferB3StepsLabel: 'B3 test steps',
    whatWeOfferB3SampleTitle: '16 ml blood sample',
    whatWeOfferB3SampleText:
      'A single 16 ml blood draw is all that is needed. No tissue biopsy is involved.',
    whatWeOfferB3SequencingTitle: 'Sequencing',
    whatWeOfferB3SequencingText:
      'RNA from the stem cells in your blood is sequenced to measure which genes are active, and how much.',
    whatWeOfferB3PathwayTitle: 'Pathway analysis',
    whatWeOfferB3PathwayText:
      'Genes that change by about 2-fold or more against healthy controls are mapped to the affected organ and gene pathways.',
    whatWeOfferB3InsightsTitle: 'Personalised insights',
    whatWeOfferB3InsightsText:
      'You receive one of four reports — Occurrence Risk, Response, Remission or Recurrence Risk — to review with your doctor.',
    whatWeOfferWhyB3Heading: 'Why Choose the B3 Test?',
    whatWeOfferWhyB3Blood: 'A blood sample instead of a tissue biopsy.',
    whatWeOfferWhyB3Organ: 'Identifies the affected organ and the gene pathways involved.',
    whatWeOfferWhyB3Threshold: 'A clear 2-fold threshold against healthy controls.',
    whatWeOfferWhyB3Reports:
      'Four report types for every stage: Occurrence Risk, Response, Remission and Recurrence Risk.',
    whatWeOfferWhyB3Conditions:
      'Available for cancer, diabetes, cardiac and neurological conditions.',
    whatWeOfferTakeAobHeading: 'Interested in the AoB test?',
    whatWeOfferTakeAobButton: 'Take an AoB test',
    // The blog's pages (/blog, /blog/{id}) and the news item page (/news/{id}): their own words
    // around the articles (an article's words are its translation's, or English with a notice).
    blogTitle: 'Blogs',
    blogDescription:
      'Articles from Kavach Genomics on early cancer detection, HrC, B3, survivorship, diabetes and nutrigenomics.',
    blogHeading: 'Blogs',
    blogSubheading:
      'Plain-language articles on early cancer detection, HrC and B3, survivorship, diabetes and nutrigenomics.',
    blogListHeading: 'All articles, newest first',
    blogExploreMore: 'Explore more',
    blogRecentHeading: 'Recent Blogs',
    blogReadFullPost: 'Read the full post',
    blogTitleFallback: 'Heading',
    blogDescriptionFallback: 'Read this article from the Kavach Genomics team.',
    newsHeading: 'News',
    newsRecentHeading: 'Recent News',
    // The FAQ pages (/faqs, /faqs/hrc, /faqs/aob): their own words around the questions.
    faqsTitle: 'Frequently Asked Questions',
    faqsDescription:
      'Frequently asked questions about the HrC cancer risk test and the AoB test: eligibility, preparation, price, results and collection centres.',
    faqsHrcTitle: 'HrC Test FAQs',
    faqsHrcDescription:
      'Everything about the HrC blood test: who can take it, how to prepare, price, accuracy, results in 10 working days and what your score means.',
    faqsAobTitle: 'AoB Test FAQs',
    faqsAobDescription:
      'Questions about the AoB test from Kavach Genomics. Contact us for details while answers are being prepared.',
    faqsIntro: 'Everything you need to know before, during and after your test.',
    faqsTestsLabel: 'Test',
    faqsTopicsLabel: 'FAQ topics',
    faqsTakeAob: 'Take an AoB Test →',
    faqsTakeHrc: 'Take an HrC Test →',
    faqsNone: 'No FAQs available.',
    // The resources page (/resources): its own words around the FAQs and the blog posts.
    resourcesTitle: 'Resources: FAQs, Research and Blogs',
    resourcesDescription:
      'Answers about the HrC and B3 tests, resources for medical professionals and partners, and our latest blog posts on early cancer detection.',
    resourcesHeading: 'A Comprehensive Hub For Insights, Research, and Answers',
    resourcesIntro:
      'Answers about our tests, research for professionals and stories from our team.',
    resourcesB3Faqs: 'B3 Test FAQs',
    faqsViewMore: 'View More',
    faqsViewLess: 'View Less',
    resourcesProfessionalsHeading: 'For Medical Professionals & Partners',
    resourcesProfessionalsText:
      'Publications, methods and case studies for doctors, hospitals and research partners.',
    resourcesProfessionalsButton: 'Access Now',
    resourcesPartnerHeading: 'Partner With Us',
    resourcesPartnerText:
      'Hospitals, clinics, employers and community organisations: let us bring early detection to more people together.',
    resourcesPartnerButton: 'Join Us',
    // The media page (/media): its own words around the latest news; the outlets' names are names.
    mediaTitle: 'Media and News',
    mediaDescription:
      'News and announcements from Kavach Genomics, press coverage, media features and how to reach our communications team.',
    mediaHeading: 'Pioneering the Future of Cancer Detection',
    mediaIntro: 'News, coverage and conversations about early cancer detection.',
    mediaLatestHeading: 'Latest News & Announcements',
    mediaFeaturedHeading: 'Featured In',
    mediaFeaturedText:
      'Our work on early cancer risk assessment has been covered by newspapers, magazines and television.',
    mediaFeaturedButton: 'Know more',
    mediaSpotlightHeading: 'In the Spotlight',
    mediaSpotlightText: 'Moments from our sessions, centres and laboratory.',
    mediaSpotlightSessionAlt: 'Information session during Breast Cancer Awareness Month',
    mediaSpotlightSessionCaption: 'Open information sessions, October 2024',
    mediaSpotlightCentreAlt: 'Our collection centre on Whitefield Road, Bangalore',
    mediaSpotlightCentreCaption: 'Our first centre outside Mumbai',
    mediaSpotlightLabAlt: 'Illustration of RNA sequencing in the B3 test',
    mediaSpotlightLabCaption: 'Inside the B3 laboratory process',
    mediaJoinHeading: 'Join the Conversation',
    mediaJoinText:
      'Are you a journalist, researcher or community organiser? We would love to hear from you.',
    mediaJoinButton: 'Mail Us',
    // A content page's calls to action at its end (components/contentPage/ContentPage.tsx).
    contentPageNextSteps: 'Next steps',
    // The name of the about overview's list of cards (/about-us, pages/about-us/+Page.tsx).
    aboutSectionsLabel: 'About sections',
    // The heading of the partners' logos on /about-us/our-investors (content/partners.ts
    // PARTNERS_HEADING); the partners' names stay as written.
    investorsPartnersHeading: 'Key Partners',
    // /about-us/leadership (routes.ts has its title, description and heading too): its hero, its
    // three groups' headings (content/people.ts LEADERSHIP_HEADINGS) and what a portrait's button
    // says (its biography's dialog closes with dialogClose; the people are the API's, each in its
    // own language).
    leadershipTitle: 'Leadership',
    leadershipDescription:
      'Meet the management team, board of directors and key advisors and investors of Kavach Genomics.',
    leadershipIntro:
      'The people who lead Kavach Genomics. Choose a portrait to read the full biography.',
    leadershipManagement: 'Meet Our Management',
    leadershipBoard: 'Board of Directors',
    leadershipAdvisors: 'Key Advisors & Investors:',
    leadershipReadBio: ': read the full biography',
    // /coming-soon (routes.ts has its title, description and heading too); its two buttons are
    // whatWeOfferHeading and navContactUs.
    comingSoonTitle: 'Coming Soon',
    comingSoonDescription: 'This part of the Kavach Genomics website is coming soon.',
    comingSoonText:
      'We are working on this page. In the meantime, explore our tests or get in touch.',
    // /media/media-contact (routes.ts has its title, description and heading too); its labels
    // Email and Hours are the contact page's, its second button mediaPressReleasesLabel.
    mediaContactTitle: 'Media Contact',
    mediaContactDescription:
      'Journalists, editors and event organisers can reach our communications team for interviews, expert comment, images and company information. Monday to Friday, 9am-6pm IST.',
    mediaContactIntro:
      'Journalists, editors and event organisers can reach our communications team for interviews, expert comment, images and company information.',
    mediaContactTeam: 'Communications Team, {brand}',
    mediaContactPhone: 'Phone',
    mediaContactReply: 'We aim to reply to media requests within one working day.',
    mediaContactEmailTeam: 'Email the media team',
    // /media/video-coverage and /media/press-release: their lists' names and their cards' action.
    mediaVideosLabel: 'Videos',
    mediaWatchVideo: 'Watch the video',
    mediaPressReleasesLabel: 'Press releases',
    mediaReadMore: 'Read More',
    // The list of /science/publications (components/science/PublicationList.tsx).
    publicationsLabel: 'Publications',
    publicationAuthors: 'Authors',
    publicationJournal: 'Journal',
    publicationPublished: 'Published',
    publicationDoi: 'DOI',
    publicationReadPaper: 'Read the paper',
    publicationDoiLink: 'DOI link',
    // /media/articles: the name of its list, its cards' tags and its three cards (content/media.ts
    // ARTICLE_CARD_KEYS).
    articlesLabel: 'Articles',
    articleComingSoon: 'Coming soon',
    articlePublished: 'Published',
    articleRiskScoresTitle: 'Understanding cancer risk scores',
    articleRiskScoresExcerpt:
      'An in-depth article on how blood-based risk scores are built and how to read them. Coming soon.',
    articleBiopsyTitle: 'Blood-based biopsy and the future of follow-up care',
    articleBiopsyExcerpt:
      'A look at how RNA sequencing from blood supports patients and survivors. Coming soon.',
    articleNutrigenomicsTitle: 'Nutrigenomics for everyday health',
    articleNutrigenomicsExcerpt:
      'How personal genetic insights can inform everyday food choices. Coming soon.',
    // The licensors' cards on /about-us/our-licensors (content/science.ts LICENSOR_CARD_KEYS).
    licensorSahyadriArea: 'RNA profiling of blood-derived stem cells',
    licensorSahyadriLocation: 'Pune, Maharashtra',
    licensorSahyadriDescription:
      'A research institute whose work on isolating stem cells from peripheral blood underpins the sample preparation used in the B3 test.',
    licensorCoromandelArea: 'Gene pathway analysis',
    licensorCoromandelLocation: 'Chennai, Tamil Nadu',
    licensorCoromandelDescription:
      'A genomics centre that licenses the pathway-mapping methods used to link dysregulated genes to the organ involved.',
    licensorNarmadaArea: 'Blood-based risk scoring',
    licensorNarmadaLocation: 'Ahmedabad, Gujarat',
    licensorNarmadaDescription:
      'A not-for-profit foundation that licenses the scoring approach on which the HrC cancer risk score is built.',
    licensorDeccanArea: 'Sample stability and transport',
    licensorDeccanLocation: 'Hyderabad, Telangana',
    licensorDeccanDescription:
      'A university technology office that licenses temperature-controlled sample handling protocols used across our collection centres.',
    // The partner hospitals' cards on /products/packages/hospitals (content/packages.ts HOSPITALS).
    hospitalAName: 'Partner Hospital A',
    hospitalACity: 'Mumbai',
    hospitalAArea: 'Lower Parel',
    hospitalADescription:
      'A multispeciality partner hospital offering HrC sample collection and referral support for its patients.',
    hospitalAService1: 'HrC sample collection',
    hospitalAService2: 'Post-test consultation referrals',
    hospitalAService3: 'Cancer Survivor package',
    hospitalBName: 'Partner Hospital B',
    hospitalBCity: 'Bangalore',
    hospitalBArea: 'Whitefield',
    hospitalBDescription:
      'A partner hospital whose oncology department works with us on B3 reports for patients in treatment.',
    hospitalBService1: 'B3 Response and Remission reports',
    hospitalBService2: 'HrC sample collection',
    hospitalBService3: 'Survivorship follow-up',
    hospitalCName: 'Partner Hospital C',
    hospitalCCity: 'Navi Mumbai',
    hospitalCArea: 'Navi Mumbai',
    hospitalCDescription:
      'A partner hospital offering B3 diabetes reports alongside its diabetes and cardiac clinics.',
    hospitalCService1: 'B3 diabetes reports',
    hospitalCService2: 'B3 cardiac and neurological reports',
    hospitalCService3: 'HrC sample collection',
    // The B3 oncology page's carousel (content/steps.ts b3OncoSteps).
    b3OncoStep1Title: '16 ml blood sample',
    b3OncoStep1Text:
      'Your journey starts with a routine 16 ml blood draw at a collection centre — a blood-based biopsy instead of a tissue one.',
    b3OncoStep2Title: 'Sequencing',
    b3OncoStep2Text:
      'In the laboratory, stem cells are isolated from the sample and their RNA is sequenced, capturing the activity of thousands of genes.',
    b3OncoStep3Title: 'Pathway analysis',
    b3OncoStep3Text:
      'Each gene’s activity is compared with healthy controls. Changes of about 2-fold or more are grouped into pathways and linked to the organ involved.',
    b3OncoStep4Title: 'Personalised insights',
    b3OncoStep4Text:
      'Within 6 to 8 weeks you receive a clear report — Occurrence Risk, Response, Remission or Recurrence Risk — to plan next steps with your oncologist.',
    // The tribute cards on /about-us/the-company (content/tributes.ts TRIBUTE_CARD_KEYS).
    tributeCardMore: 'Read the tribute →',
    tributeKelkarRole: 'Founder',
    tributeKelkarSummary:
      'Our founder, whose belief that every family deserves early information about their health is the reason Kavach Genomics exists.',
    tributeMenonRole: 'Chief Operating Officer',
    tributeMenonSummary:
      'Our former Chief Operating Officer, who built the collection-centre network and the customer care that our customers still praise.',
    // A tribute's page (/tribute/{slug}): its title and description (routes.ts's), its words
    // around the tribute, and each tribute's text (content/tributes.ts TRIBUTE_STORY_KEYS).
    tributePageTitle: 'In Memory of {name}',
    tributePageDescription:
      '{name}, {role} of Kavach Genomics{years, select, none {} other { ({years})}}: {summary}',
    tributeEyebrow: 'In loving memory',
    tributeSectionLabel: 'Remembering {name}',
    tributeBack: '← Back to Who We Are',
    tributeKelkarStory1:
      'Dr. Vasant Kelkar founded Kavach Genomics with a conviction he repeated often: that no family should learn about serious illness only when it is too late to plan. He chose the name *Kavach*, a shield, because he saw early information as a form of protection.',
    tributeKelkarStory2:
      'A physician and researcher for more than four decades, he combined scientific rigour with unusual warmth. Colleagues remember him explaining complex biology to patients with patience and humour, and insisting that every report the company produced be written so that a worried family could understand it.',
    tributeKelkarStory3:
      'He mentored a generation of young scientists, many of whom still work with us, and he never missed an opportunity to thank the laboratory technicians and collection staff who, in his words, “carry the trust of every sample”.',
    tributeKelkarStory4:
      'Dr. Kelkar passed away in 2021. His kindness, his curiosity and his insistence on doing things properly remain part of how we work every day. We miss him, and we are grateful for everything he built.',
    tributeMenonStory1:
      'Radhika Menon joined Kavach Genomics in its early years and became its Chief Operating Officer. She turned an idea into a service: collection centres, sample transport, laboratory schedules and a customer-care team that answered every question with patience.',
    tributeMenonStory2:
      'She believed that operations are an act of care. Radhika personally reviewed the process for handling samples that needed to be redrawn, so that customers would always receive a call and a clear explanation rather than a form letter.',
    tributeMenonStory3:
      'Colleagues remember her calm in a crisis, her open door and the handwritten notes she left for teams who had gone the extra mile.',
    tributeMenonStory4:
      'Radhika passed away in 2023. The standards she set, and the people she trained, continue to shape every visit to our centres. We remember her with deep affection and gratitude.',
    // What the contact form and the session registration say of a visitor's details.
    visitorEmailRefused: 'Please check your email address and try again.',
    visitorRequired: 'Please fill in all required fields.',
    visitorEmailInvalid: INVALID_EMAIL,
    visitorPhoneInvalid: INVALID_PHONE,
    // The captcha's words, for the box shown (the spec's with reCAPTCHA).
    captchaAltcha: CAPTCHA_WORDS.altcha.short,
    captchaRecaptchaShort: CAPTCHA_WORDS.recaptcha.short,
    captchaRecaptchaVerification: CAPTCHA_WORDS.recaptcha.verification,
    ...CAPTCHA_TEXTS,
  },
};
