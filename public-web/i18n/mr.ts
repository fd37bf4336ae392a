import type { Catalog } from './catalog';

/**
 * The interface texts in Marathi. DRAFT: written from GLOSSARY.md, not yet reviewed by a
 * Marathi speaker on staff (reviewed: false); review before launch.
 */
export default {
  reviewed: false,
  messages: {
    skipToContent: 'मुख्य मजकुराकडे जा',
    languageSwitcher: 'भाषा',
    fallbackNotice: 'या पानाचे भाषांतर अद्याप झालेले नाही: ते इंग्रजीत दाखवले आहे.',
    offerText: 'ही साइट {language} मध्येही उपलब्ध आहे.',
    offerSwitch: '{language} मध्ये वाचा',
    offerDismiss: 'नको, धन्यवाद',
    notFoundHeading: 'पान सापडले नाही',
    notFoundMessage: 'तुम्ही शोधत असलेले पान अस्तित्वात नाही किंवा दुसरीकडे हलवले आहे.',
    errorHeading: 'काहीतरी चुकले',
    errorMessage: 'कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
    homeLink: 'मुख्य पानावर जा',
    navHome: 'मुख्य पान',
    navProducts: 'उत्पादने',
    navNutrigenomics: 'न्यूट्रिजीनोमिक्स',
    navContactUs: 'संपर्क साधा',
    navNews: 'बातम्या',
    navBlog: 'ब्लॉग',
    navCareers: 'करिअर',
    navSessions: 'माहिती सत्रे',
    footerSiteMap: 'साइट नकाशा',
    footerPrivacy: 'गोपनीयता धोरण',
    footerTerms: 'सेवेच्या अटी',
    footerOfficePhone: 'कार्यालय',
    footerCustomerCare: 'ग्राहक सेवा',
    footerGeneral: 'सामान्य',
    footerSocial: 'सोशल मीडिया',
    footerSocialLink: '{network} वर {brand} (नवीन टॅबमध्ये उघडते)',
    footerCopyright: '© {year} {legalName}. सर्व हक्क राखीव.',
    newsletterHeading: 'माहिती मिळवत राहा',
    newsletterText:
      'लवकर निदान, नवीन नमुना संकलन केंद्रे आणि आमच्या माहिती सत्रांबद्दल अधूनमधून माहिती. स्पॅम नाही; सदस्यत्व कधीही सोडता येते.',
    newsletterLabel: 'ईमेल पत्ता',
    newsletterPlaceholder: 'तुमचा ईमेल पत्ता',
    newsletterButton: 'सदस्य व्हा',
    newsletterBusy: 'सदस्यत्व नोंदवत आहोत...',
    newsletterSuccess: 'सदस्यत्वाची पुष्टी करण्यासाठी तुमचा इनबॉक्स पाहा.',
    newsletterRequired: 'ईमेल आवश्यक आहे.',
    newsletterInvalid: 'ईमेल पत्ता चुकीचा आहे. कृपया तपासून पुन्हा प्रयत्न करा.',
    newsletterAlready: 'हा ईमेल आधीच सदस्य आहे.',
    newsletterUnauthorized: 'या विनंतीला परवानगी नाही. कृपया सहाय्य टीमशी संपर्क साधा.',
    newsletterFailed: 'सदस्यत्व नोंदवता आले नाही. कृपया पुन्हा प्रयत्न करा.',
    newsletterNetwork: 'काहीतरी चुकले. कृपया नंतर पुन्हा प्रयत्न करा.',
    newsletterConfirmHeading: 'आणखी एक पाऊल',
    newsletterConfirmNext:
      '{email} आमच्या यादीत नवीन असल्यास, पुष्टीकरणाची लिंक तिथे पाठवली जात आहे; ती उघडल्यावर माहिती येणे सुरू होईल. काही मिनिटांनंतरही काही आले नाही? तुमचा स्पॅम फोल्डर पाहा.',
    newsletterAgain: 'दुसरा पत्ता नोंदवा',
    formTooManyAttempts: 'खूप जास्त प्रयत्न झाले. कृपया एका मिनिटाने पुन्हा प्रयत्न करा.',
    formServiceUnavailable: 'आम्ही हे आत्ता जतन करू शकलो नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  },
} satisfies Catalog;
