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
    footerOfficePhone: 'कार्यालय',
    footerCustomerCare: 'ग्राहक सेवा',
    footerGeneral: 'सामान्य',
    footerSocial: 'सोशल मीडिया',
    footerSocialLink: '{network} पर {brand} (नए टैब में खुलता है)',
    footerCopyright: '© {year} {legalName}. सर्वाधिकार सुरक्षित।',
    newsletterHeading: 'जानकारी पाते रहें',
    newsletterText:
      'शीघ्र पहचान, नए सैंपल संग्रह केंद्रों और हमारे जानकारी सत्रों के बारे में कभी-कभार अपडेट। कोई स्पैम नहीं; सदस्यता कभी भी छोड़ सकते हैं।',
    newsletterLabel: 'ईमेल पता',
    newsletterPlaceholder: 'आपका ईमेल पता',
    newsletterButton: 'सदस्यता लें',
    newsletterBusy: 'सदस्यता ली जा रही है...',
    newsletterSuccess: 'अपनी सदस्यता की पुष्टि के लिए अपना इनबॉक्स देखें।',
    newsletterRequired: 'ईमेल ज़रूरी है।',
    newsletterInvalid: 'ईमेल पता सही नहीं है। कृपया जाँचें और फिर से कोशिश करें।',
    newsletterAlready: 'यह ईमेल पहले से सदस्य है।',
    newsletterUnauthorized: 'इस अनुरोध की अनुमति नहीं है। कृपया सहायता टीम से संपर्क करें।',
    newsletterFailed: 'सदस्यता नहीं हो सकी। कृपया फिर से कोशिश करें।',
    newsletterNetwork: 'कोई गड़बड़ी हुई। कृपया बाद में फिर से कोशिश करें।',
    newsletterConfirmHeading: 'बस एक कदम और',
    newsletterConfirmNext:
      'अगर {email} हमारी सूची में नया है, तो पुष्टि का लिंक वहाँ भेजा जा रहा है; उसे खोलते ही अपडेट शुरू होंगे। कुछ मिनट बाद भी कुछ नहीं आया? अपना स्पैम फ़ोल्डर देखें।',
    newsletterAgain: 'कोई और पता जोड़ें',
    formTooManyAttempts: 'बहुत ज़्यादा कोशिशें हुईं। कृपया एक मिनट बाद फिर से कोशिश करें।',
    formServiceUnavailable: 'हम अभी इसे सहेज नहीं सके। कृपया थोड़ी देर में फिर से कोशिश करें।',
  },
} satisfies Catalog;
