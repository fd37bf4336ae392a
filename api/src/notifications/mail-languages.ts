import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { BRAND } from './brand';

/**
 * The public site's languages (public-web/lib/locale.ts). A mail that answers a visitor's form is
 * written in the language of the page the form was on; every other mail is English.
 */
export const SITE_LANGUAGES = ['en', 'hi', 'mr'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** A page of the public site in `language`: English at its own path, the others under /hi, /mr. */
export function sitePath(path: string, language: SiteLanguage): string {
  return language === 'en' ? path : `/${language}${path}`;
}

/**
 * A public form's `language`: the language of the page it is on, which the mail that answers it
 * is written in. Optional, English when absent.
 */
export function PageLanguageField() {
  return applyDecorators(
    ApiPropertyOptional({
      enum: SITE_LANGUAGES,
      default: 'en',
      description:
        'The language of the page the form is on, in which the mails that answer it are written',
    }),
    IsOptional(),
    IsIn(SITE_LANGUAGES, { message: `Language must be one of ${SITE_LANGUAGES.join(', ')}.` }),
  );
}

/**
 * The office hours as the contact page says them in each language (public-web/i18n's
 * `contactHoursValue`; brand.spec.ts holds the two together). DRAFTS in Hindi and Marathi, like
 * the site's: reviewed before launch.
 */
export const CONTACT_HOURS: Record<SiteLanguage, string> = {
  en: BRAND.contactHours,
  hi: 'सोमवार से शुक्रवार, सुबह 9 से शाम 6 बजे (IST)',
  mr: 'सोमवार ते शुक्रवार, सकाळी 9 ते सायंकाळी 6 (IST)',
};

/** How to reach the company, the first line of the end of every mail to the public. */
export const CONTACT_LINE: Record<SiteLanguage, string> = {
  en: `${BRAND.name} · ${BRAND.generalEmail} · Customer care ${BRAND.customerCareEmail}, ${BRAND.customerCarePhone} (${CONTACT_HOURS.en})`,
  hi: `${BRAND.name} · ${BRAND.generalEmail} · ग्राहक सेवा ${BRAND.customerCareEmail}, ${BRAND.customerCarePhone} (${CONTACT_HOURS.hi})`,
  mr: `${BRAND.name} · ${BRAND.generalEmail} · ग्राहक सेवा ${BRAND.customerCareEmail}, ${BRAND.customerCarePhone} (${CONTACT_HOURS.mr})`,
};

/** Why a mail to the public (an address typed on a form) came, in its language. */
export const PUBLIC_FOOTER: Record<SiteLanguage, (siteUrl: string) => string> = {
  en: (siteUrl) =>
    `You received this email because this address was entered on a form at ${siteUrl}. If that was not you, please ignore this email.`,
  hi: (siteUrl) =>
    `आपको यह ईमेल इसलिए मिला क्योंकि ${siteUrl} पर एक फ़ॉर्म में यह पता लिखा गया था। अगर वह आप नहीं थे, तो कृपया इस ईमेल को अनदेखा करें।`,
  mr: (siteUrl) =>
    `${siteUrl} वरील एका फॉर्ममध्ये हा पत्ता लिहिला गेल्यामुळे तुम्हाला हा ईमेल आला आहे. ते तुम्ही नसल्यास, कृपया या ईमेलकडे दुर्लक्ष करा.`,
};

/** Why a newsletter mail came to a subscriber, in the language they signed up in. */
export const SUBSCRIBER_FOOTER: Record<SiteLanguage, (siteUrl: string) => string> = {
  en: (siteUrl) =>
    `You receive this because you subscribed to the ${BRAND.name} newsletter at ${siteUrl} and confirmed your address.`,
  hi: (siteUrl) =>
    `आपको यह इसलिए मिला क्योंकि आपने ${siteUrl} पर ${BRAND.name} के न्यूज़लेटर की सदस्यता ली और अपने पते की पुष्टि की।`,
  mr: (siteUrl) =>
    `तुम्ही ${siteUrl} वर ${BRAND.name} च्या न्यूजलेटरचे सदस्यत्व घेतले आणि तुमच्या पत्त्याची पुष्टी केली, म्हणून तुम्हाला हे आले आहे.`,
};
