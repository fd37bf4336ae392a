import type { Catalog } from './catalog';

/**
 * The interface texts in Hindi. DRAFT: written from GLOSSARY.md, not yet reviewed by a Hindi
 * speaker on staff (reviewed: false); review before launch.
 */
export default {
  reviewed: false,
  messages: {
    skipToContent: 'मुख्य सामग्री पर जाएँ',
    languageSwitcher: 'भाषा',
    fallbackNotice: 'इस पेज का अनुवाद अभी नहीं हुआ है: यह अंग्रेज़ी में दिखाया गया है।',
    offerText: 'यह साइट {language} में भी उपलब्ध है।',
    offerSwitch: '{language} में पढ़ें',
    offerDismiss: 'नहीं, धन्यवाद',
    notFoundHeading: 'पेज नहीं मिला',
    notFoundMessage: 'आप जो पेज ढूँढ रहे हैं वह मौजूद नहीं है या कहीं और चला गया है।',
    errorHeading: 'कुछ गड़बड़ हो गई',
    errorMessage: 'कृपया थोड़ी देर में फिर से कोशिश करें।',
    homeLink: 'होम पेज पर जाएँ',
    navHome: 'होम',
    navProducts: 'उत्पाद',
    navNutrigenomics: 'न्यूट्रिजीनोमिक्स',
    navContactUs: 'संपर्क करें',
    navNews: 'समाचार',
    navBlog: 'ब्लॉग',
    navCareers: 'करियर',
    navSessions: 'जानकारी सत्र',
    footerSiteMap: 'साइट मैप',
    footerPrivacy: 'गोपनीयता नीति',
    footerTerms: 'सेवा की शर्तें',
  },
} satisfies Catalog;
