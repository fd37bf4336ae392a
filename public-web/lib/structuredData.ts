/** schema.org objects for JSON-LD (pure data builders, unit-tested). */
import {
  ADDRESS,
  BRAND_LEGAL_NAME,
  BRAND_NAME,
  EMAILS,
  LOGO,
  PHONES,
  SOCIAL_LINKS,
} from '../content/site';
import type { FaqItem } from '../content/types';
import { absoluteUrl, PUBLIC_SITE_URL } from './siteUrl';

export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND_NAME,
    legalName: BRAND_LEGAL_NAME,
    url: PUBLIC_SITE_URL + '/',
    logo: absoluteUrl(LOGO),
    email: EMAILS.general,
    telephone: PHONES[0]?.display,
    address: {
      '@type': 'PostalAddress',
      streetAddress: ADDRESS.lines.join(', '),
      addressLocality: ADDRESS.city,
      addressRegion: ADDRESS.state,
      postalCode: ADDRESS.postalCode,
      addressCountry: 'IN',
    },
    sameAs: SOCIAL_LINKS.map((l) => l.href),
  };
}

/** FAQPage for items that have an answer (AoB placeholders are left out). */
export function faqPageJsonLd(items: FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items
      .filter((item): item is Required<FaqItem> => Boolean(item.answer))
      .map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer.replace(/\n- /g, '\n• ') },
      })),
  };
}
