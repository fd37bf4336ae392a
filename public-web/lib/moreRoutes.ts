/**
 * Issue 6's part of the route list (routes.ts): blogs and news, careers,
 * sessions, tributes and every remaining content route, one entry per URL
 * (one per valid /blog/{id}, /news/{id} and /tribute/{name}). Titles,
 * descriptions and headings come from the content modules, so the sitemap,
 * the <head> and the page never disagree.
 *
 * /about-us/careers/{id} is not listed: its ids come from the jobs API at
 * request time (the page's +data supplies its title). Keep this module free
 * of React and browser APIs: vite.config.ts imports it through routes.ts.
 */
import type { RouteMeta } from '../routes';
import { blogs } from '../content/blogs';
import { CAREERS_PAGE } from '../content/jobs';
import { MEDIA_CONTACT } from '../content/site';
import { news } from '../content/news';
import { BLOGS_PAGE, NEWS_PAGE, pagesByRoute } from '../content/programmePages';
import type { PageContent } from '../content/types';
import { tributes } from '../content/tributes';
import { blogSeo, newsSeo } from './articleSeo';

/** Content routes rendered from a PageContent (content/programmePages.ts `pagesByRoute`). */
export const CONTENT_PAGE_ROUTES = [
  '/about-us/the-company',
  '/about-us/our-licensors',
  '/science/publications',
  '/science/case-studies',
  '/science/hrc-aob',
  '/products',
  '/products/hrc',
  '/products/b-cube/onco',
  '/products/b-cube/diabetes',
  '/products/packages/corporate',
  '/products/packages/cancer-survivor',
  '/products/packages/hospitals',
  '/media/video-coverage',
  '/media/press-release',
  '/media/articles',
  '/screening-subject',
  '/cancer-patient',
  '/cancer-survivor',
  '/diabetes-type1',
  '/diabetes-type2',
  '/diabetes-comorbidities',
  '/cancercta',
  '/diabetescta',
] as const;

export type ContentPageRoute = (typeof CONTENT_PAGE_ROUTES)[number];

export function contentPage(route: ContentPageRoute): PageContent {
  const page = pagesByRoute[route];
  if (!page) throw new Error(`No content for ${route}`);
  return page;
}

function fromContent(route: ContentPageRoute, priority?: number): RouteMeta {
  const page = contentPage(route);
  return {
    path: route,
    title: page.title,
    description: page.metaDescription,
    heading: page.hero.heading,
    priority,
  };
}

export const morePages: RouteMeta[] = [
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
  ...blogs.map((_, i): RouteMeta => ({
    path: `/blog/${i}`,
    ...blogSeo(i),
    heading: BLOGS_PAGE.heroHeading,
    priority: 0.5,
  })),
  ...news.map((_, i): RouteMeta => ({
    path: `/news/${i}`,
    ...newsSeo(i),
    heading: NEWS_PAGE.heading,
    priority: 0.5,
  })),
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
    path: '/media/media-contact',
    title: 'Media Contact',
    description: `${MEDIA_CONTACT.intro} ${MEDIA_CONTACT.hours}.`,
    heading: MEDIA_CONTACT.heading,
    priority: 0.4,
  },
  {
    path: '/products/nutrigenomics',
    title: 'Nutrigenomics',
    description: 'Kavach Genomics nutrigenomics has its own website; this address redirects there.',
    heading: 'Nutrigenomics',
    // An HTTP 302 to the external nutrigenomics site (DECISIONS.md): not a page of this site.
    noSitemap: true,
  },
  ...CONTENT_PAGE_ROUTES.map((route) => fromContent(route)),
];
