/**
 * Site configuration: brand, contact details and EVERY external URL.
 *
 * This is the one place to change them. The values are plain constants on
 * purpose: the module is imported from the browser bundle, the SSR server and
 * Node scripts alike, so it must not read `import.meta.env` or `process.env`.
 * All hosts use the reserved `.example` TLD until real ones are known.
 */
import type { Chrome } from '../i18n/catalog';
import type { Link } from './types';

type ChromeText = keyof Chrome;

export const BRAND_NAME = 'Kavach Genomics';
export const BRAND_LEGAL_NAME = 'Kavach Genomics Private Limited';
export const LOGO = '/images/logo.svg';
/** Fallback for any image that fails to load. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

export interface PostalAddress {
  lines: string[];
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export const ADDRESS: PostalAddress = {
  lines: ['4th Floor, Kavach House', 'Senapati Bapat Marg, Lower Parel'],
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400013',
  country: 'India',
};

/** Address as a single line, e.g. for the footer and JSON-LD. */
export const ADDRESS_ONE_LINE =
  ADDRESS.lines.join(', ') +
  ', ' +
  ADDRESS.city +
  ' ' +
  ADDRESS.postalCode +
  ', ' +
  ADDRESS.state +
  ', ' +
  ADDRESS.country;

export interface Phone {
  label: string;
  /** Its label in the page's language (the footer's; i18n/en.ts). */
  text: 'footerOfficePhone' | 'footerCustomerCare';
  /** Display form. */
  display: string;
  /** tel: URI form. */
  href: string;
}

export const PHONES: Phone[] = [
  {
    label: 'Office',
    display: '+91 22 4000 1200',
    href: 'tel:+912240001200',
    text: 'footerOfficePhone',
  },
  {
    label: 'Customer care',
    display: '+91 22 4000 1300',
    href: 'tel:+912240001300',
    text: 'footerCustomerCare',
  },
];

export const EMAILS = {
  general: 'info@kavach.example',
  customerCare: 'care@kavach.example',
  media: 'media@kavach.example',
  careers: 'careers@kavach.example',
} as const;

/** Office hours (the contact page says them in each language: i18n/, `contactHoursValue`). */
export const CONTACT_HOURS = 'Monday to Friday, 9am-6pm IST';

/** External URLs. Change them here only. */
export const URLS = {
  /** 'Book a Test' in the call-to-action banner. */
  booking: 'https://book.kavach.example',
  /** External HrC test site ('Take an HrC test'). */
  hrcTest: 'https://hrc.kavach.example',
  /** Successor brand site (popup and scrolling banner). */
  successor: 'https://www.raksha-diagnostics.example',
  /** Nutrigenomics site (home hero 'Explore More'; /products/nutrigenomics redirects here). */
  nutrigenomics: 'https://nutrigenomics.kavach.example',
  /** Maps service link behind the map image on /contact-us. */
  maps: 'https://maps.example/?q=Kavach+Genomics,+Lower+Parel,+Mumbai+400013',
} as const;

export const SOCIAL_LINKS: Link[] = [
  { label: 'Facebook', href: 'https://facebook.example/kavachgenomics', external: true },
  { label: 'YouTube', href: 'https://youtube.example/@kavachgenomics', external: true },
  { label: 'Instagram', href: 'https://instagram.example/kavachgenomics', external: true },
  { label: 'LinkedIn', href: 'https://linkedin.example/company/kavach-genomics', external: true },
];

/** The successor brand: its popup's and scrolling banner's words are in the catalogs (i18n/). */
export const SUCCESSOR = {
  name: 'Raksha Diagnostics',
  url: URLS.successor,
} as const;

/** Where the call-to-action banner above the footer leads (its texts: i18n, `cta…`). */
export const CTA_BANNER = { booking: URLS.booking, contact: '/contact-us' };

/**
 * A link of the navigation or the footer: `label` is its English text (and its React key),
 * `text` the key of its text in each language (i18n/en.ts, hi.ts, mr.ts).
 */
interface ChromeLink {
  label: string;
  text: ChromeText;
  href: string;
}

/** Navigation bar entries. */
export interface NavEntry {
  label: string;
  text: ChromeText;
  href?: string;
  children?: ChromeLink[];
}

/** The first entries of the navigation bar and of the footer's site map. */
const HOME_AND_PRODUCTS: NavEntry[] = [
  { label: 'Home', text: 'navHome', href: '/' },
  {
    label: 'Products',
    text: 'navProducts',
    children: [
      { label: 'Nutrigenomics', text: 'navNutrigenomics', href: '/products/nutrigenomics' },
    ],
  },
];

export const NAV_ITEMS: NavEntry[] = [
  ...HOME_AND_PRODUCTS,
  { label: 'Contact Us', text: 'navContactUs', href: '/contact-us' },
];

/**
 * Footer site map: the navigation bar's tree minus Contact Us, plus the pages the spec's
 * navigation never links (News, Blog, Careers, Information Sessions), so a visitor can find them.
 * News is the media page, whose first block is the latest news.
 */
export const FOOTER_SITEMAP: NavEntry[] = [
  ...HOME_AND_PRODUCTS,
  { label: 'News', text: 'navNews', href: '/media' },
  { label: 'Blog', text: 'navBlog', href: '/blog' },
  { label: 'Careers', text: 'navCareers', href: '/about-us/careers' },
  { label: 'Information Sessions', text: 'navSessions', href: '/our-sessions' },
];

export const FOOTER_LEGAL_LINKS: ChromeLink[] = [
  { label: 'Privacy Policy', text: 'footerPrivacy', href: '/privacy-policy' },
  { label: 'Terms of Service', text: 'footerTerms', href: '/terms' },
];

/** Contact page texts. */
/** The contact page's map (its words are the catalogs': i18n/, the `contact…` keys). */
export const CONTACT_MAP_IMAGE = '/images/map.svg';

/**
 * How the media reach the company (/media/media-contact; its words are the catalogs': i18n/, the
 * `mediaContact…` keys).
 */
export const MEDIA_CONTACT = {
  email: EMAILS.media,
  phone: PHONES[0],
};
