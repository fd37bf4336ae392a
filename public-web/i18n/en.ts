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
    // The successor brand's popup and scrolling banner (its name fills {successor}).
    announcement: 'Announcement',
    announcementPause: 'Pause the announcement',
    opensInNewTab: '(opens in a new tab)',
    // The call to action above the footer; its second button is navContactUs.
    ctaHeadline: 'Detect cancer early and take control of your health today!',
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
    // The home page (routes.ts reads its title and description from here too).
    homeTitle: 'Early Cancer Detection Blood Tests & Nutrigenomics',
    homeDescription:
      'Kavach Genomics offers blood-based cancer risk assessment (HrC), B3 RNA-sequencing reports and nutrigenomics, with cancer and diabetes support programmes, from Mumbai.',
    homeCarousel: 'Highlights',
    homeSlideOf: '{position} of {total}',
    homeShowSlide: 'Show slide {position}: {title}',
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
