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
  },
} satisfies Catalog;
