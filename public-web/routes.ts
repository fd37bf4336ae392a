/**
 * The public site's route list: one entry per URL with its SEO metadata.
 *
 * Used by the global +title / +description / +Head (title, description,
 * canonical, Open Graph), by the sitemap.xml and robots.txt generator
 * (vite.config.ts) and by the end-to-end route walk. Adding a page: add its
 * folder under pages/ AND an entry here. Pages with parameters (e.g.
 * /tribute/{slug}) add one entry per valid value (build them from content);
 * /blog/{id} and /news/{id} are not here (their items are the API's).
 *
 * Keep this module free of React and browser APIs: vite.config.ts imports it.
 */
import { CAREERS_PAGE } from './content/jobs.ts';
import { BLOGS_PAGE } from './content/programmePages.ts';
import { BRAND_NAME } from './content/site.ts';
import { tributes } from './content/tributes.ts';
import { CONTENT_PAGE_ROUTES, contentPage, type ContentPageRoute } from './lib/contentPages.ts';

export interface RouteMeta {
  /** URL path, e.g. '/faqs/hrc'. */
  path: string;
  /** Page title without the brand suffix. */
  title: string;
  /** Meta description (also Open Graph description). */
  description: string;
  /** The visible <h1> (the e2e test looks for it in the server HTML). */
  heading: string;
  /** Canonical path when this URL duplicates another page (e.g. /abou-us). */
  canonical?: string;
  /** Leave out of sitemap.xml (duplicates, redirects). */
  noSitemap?: boolean;
  /** `<meta name="robots" content="noindex">`: pages of one visitor's link (newsletter). */
  noIndex?: boolean;
  /** Sitemap priority 0..1 (default 0.6). */
  priority?: number;
}

/**
 * The main pages: home, what we offer, resources, media, FAQs, about, contact,
 * coming soon and the legal pages. Their title, description and heading are
 * written here.
 */
const mainPages: RouteMeta[] = [
  {
    path: '/',
    title: 'Early Cancer Detection Blood Tests & Nutrigenomics',
    description:
      'Kavach Genomics offers blood-based cancer risk assessment (HrC), B3 RNA-sequencing reports and nutrigenomics, with cancer and diabetes support programmes, from Mumbai.',
    heading: 'Nutrigenomics',
    priority: 1,
  },
  {
    path: '/whatweoffer',
    title: 'What We Offer: HrC and B3 Tests',
    description:
      'How the HrC cancer risk test and the B3 blood-based biopsy work, step by step, and how to read an HrC score from no risk to high likelihood.',
    heading: 'What we offer',
    priority: 0.9,
  },
  {
    path: '/resources',
    title: 'Resources: FAQs, Research and Blogs',
    description:
      'Answers about the HrC and B3 tests, resources for medical professionals and partners, and our latest blog posts on early cancer detection.',
    heading: 'A Comprehensive Hub For Insights, Research, and Answers',
    priority: 0.8,
  },
  {
    path: '/media',
    title: 'Media and News',
    description:
      'News and announcements from Kavach Genomics, press coverage, media features and how to reach our communications team.',
    heading: 'Pioneering the Future of Cancer Detection',
  },
  {
    path: '/faqs',
    title: 'Frequently Asked Questions',
    description:
      'Frequently asked questions about the HrC cancer risk test and the AoB test: eligibility, preparation, price, results and collection centres.',
    heading: 'Frequently Asked Questions',
    priority: 0.8,
  },
  {
    path: '/faqs/hrc',
    title: 'HrC Test FAQs',
    description:
      'Everything about the HrC blood test: who can take it, how to prepare, price, accuracy, results in 10 working days and what your score means.',
    heading: 'HrC Test FAQs',
  },
  {
    path: '/faqs/aob',
    title: 'AoB Test FAQs',
    description:
      'Questions about the AoB test from Kavach Genomics. Contact us for details while answers are being prepared.',
    heading: 'AoB Test FAQs',
  },
  {
    path: '/about-us',
    title: 'About Us',
    description:
      'About Kavach Genomics: who we are, our leadership, investors, licensors and careers at a Mumbai cancer early-detection and genomics company.',
    heading: 'About Kavach Genomics',
    priority: 0.7,
  },
  {
    path: '/abou-us',
    title: 'About Us',
    description:
      'About Kavach Genomics: who we are, our leadership, investors, licensors and careers at a Mumbai cancer early-detection and genomics company.',
    heading: 'About Kavach Genomics',
    canonical: '/about-us',
    noSitemap: true,
  },
  {
    path: '/about-us/leadership',
    title: 'Leadership',
    description:
      'Meet the management team, board of directors and key advisors and investors of Kavach Genomics.',
    heading: 'Meet Our Management',
  },
  {
    path: '/about-us/our-investors',
    title: 'Our Investors',
    description:
      'The investors and key partners who support Kavach Genomics in bringing early cancer detection to more people.',
    heading: 'Our Investor',
  },
  {
    // Translated whole: its page takes its words from the catalogs (i18n/, which
    // i18n/messages.test.ts holds to these).
    path: '/contact-us',
    title: 'Contact Us',
    description:
      'Contact Kavach Genomics in Mumbai about the HrC and B3 tests, collection centres, corporate packages or partnerships.',
    heading: "Have questions? Reach out to us today we're here to help!",
    priority: 0.8,
  },
  {
    path: '/coming-soon',
    title: 'Coming Soon',
    description: 'This part of the Kavach Genomics website is coming soon.',
    heading: 'Coming Soon',
    priority: 0.2,
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description:
      'What the Kavach Genomics website collects through its forms, why, how long we keep it and how to ask for deletion.',
    heading: 'Privacy Policy',
    priority: 0.3,
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description: 'The terms that apply when you use the Kavach Genomics website.',
    heading: 'Terms of Service',
    priority: 0.3,
  },
];

function contentRouteEntry(route: ContentPageRoute, priority?: number): RouteMeta {
  const page = contentPage(route);
  return {
    path: route,
    title: page.title,
    description: page.metaDescription,
    heading: page.hero.heading,
    priority,
  };
}

/**
 * The other pages, their entries mostly built from the content modules: blog
 * and news, careers, sessions, tributes, media contact, the nutrigenomics
 * redirect and the content routes of lib/contentPages.ts, one entry per URL
 * (one per valid /blog/{id}, /news/{id} and /tribute/{slug}).
 *
 * /about-us/careers/{id} is not listed: its ids come from the jobs API at
 * request time (the page's +data supplies its title).
 */
const pagesFromContent: RouteMeta[] = [
  {
    path: '/blog',
    title: BLOGS_PAGE.title,
    description: BLOGS_PAGE.metaDescription,
    heading: BLOGS_PAGE.heroHeading,
    priority: 0.7,
  },
  {
    path: '/science/blogs',
    title: 'Science Blogs',
    description:
      'The science behind early cancer detection, explained: articles from Kavach Genomics on HrC scores, B3 RNA sequencing, survivorship, diabetes and nutrigenomics.',
    heading: BLOGS_PAGE.heroHeading,
    canonical: '/blog',
    noSitemap: true,
  },
  // /blog/{id} and /news/{id} are the database's (GET /api/content/{kind}): their title and
  // description come from the page's +data, and web-server/sitemap.mjs adds their slug URLs.
  {
    path: '/about-us/careers',
    title: CAREERS_PAGE.title,
    description: CAREERS_PAGE.metaDescription,
    heading: CAREERS_PAGE.heroHeading,
    priority: 0.6,
  },
  {
    path: '/our-sessions',
    title: 'Our Sessions',
    description:
      'Free information sessions from Kavach Genomics on cancer risk and early detection, online and in person. See the dates and register.',
    heading: 'Our Session',
    priority: 0.7,
  },
  ...tributes.map((t): RouteMeta => ({
    path: `/tribute/${t.slug}`,
    title: `In Memory of ${t.name}`,
    description: `${t.name}, ${t.role} of Kavach Genomics${t.years ? ` (${t.years})` : ''}: ${t.summary}`,
    heading: t.name,
    priority: 0.3,
  })),
  {
    // Its words are the catalogs' too (i18n/messages.test.ts holds to these).
    path: '/media/media-contact',
    title: 'Media Contact',
    description:
      'Journalists, editors and event organisers can reach our communications team for interviews, expert comment, images and company information. Monday to Friday, 9am-6pm IST.',
    heading: 'Media Contact',
    priority: 0.4,
  },
  {
    path: '/products/nutrigenomics',
    title: 'Nutrigenomics',
    description: 'Kavach Genomics nutrigenomics has its own website; this address redirects there.',
    heading: 'Nutrigenomics',
    // Nutrigenomics has its own website: this address answers an HTTP 302 there, so it is
    // not a page of this site.
    noSitemap: true,
  },
  // The pages of the newsletter mails' links: one visitor's token each, so never indexed.
  {
    path: '/newsletter/confirm',
    title: 'Confirm your newsletter subscription',
    description: `Confirm your subscription to the ${BRAND_NAME} newsletter: the link of the confirmation email opens this page.`,
    heading: 'Confirm your subscription',
    noSitemap: true,
    noIndex: true,
  },
  {
    path: '/newsletter/unsubscribe',
    title: 'Unsubscribe from the newsletter',
    description: `Stop receiving the ${BRAND_NAME} newsletter: the unsubscribe link of every newsletter email opens this page.`,
    heading: 'Unsubscribe from the newsletter',
    noSitemap: true,
    noIndex: true,
  },
  ...CONTENT_PAGE_ROUTES.map((route) => contentRouteEntry(route)),
];

export const ROUTES: RouteMeta[] = [...mainPages, ...pagesFromContent];

const byPath = new Map(ROUTES.map((r) => [r.path, r]));

/** Route metadata for a pathname (trailing slash ignored), or undefined. */
export function findRoute(pathname: string): RouteMeta | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(clean);
}

/** Paths listed in sitemap.xml. */
export function sitemapRoutes(): RouteMeta[] {
  return ROUTES.filter((r) => !r.noSitemap);
}
