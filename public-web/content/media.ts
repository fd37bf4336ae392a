/**
 * The media pages' own texts: /media (news landing blocks), the headings of
 * /media/video-coverage and /media/press-release (their items are the database's: GET
 * /api/content/{video|press_release}), /media/articles (3 placeholders), 'Featured In'
 * logos and 'In the Spotlight' images. Outlets are fictional; all URLs are
 * on `.example` hosts. Thumbnails reuse the cover illustrations; the page
 * must fall back to PLACEHOLDER_IMAGE (site.ts) on load error.
 */
import type { ArticleItem, FeaturedLogo, Link, PageContent, SpotlightImage } from './types';
import { EMAILS } from './site.ts';

export const articles: ArticleItem[] = [
  {
    title: 'Understanding cancer risk scores',
    excerpt:
      'An in-depth article on how blood-based risk scores are built and how to read them. Coming soon.',
    image: '/images/cover-hrc.svg',
    status: 'coming-soon',
  },
  {
    title: 'Blood-based biopsy and the future of follow-up care',
    excerpt:
      'A look at how RNA sequencing from blood supports patients and survivors. Coming soon.',
    image: '/images/cover-b3.svg',
    status: 'coming-soon',
  },
  {
    title: 'Nutrigenomics for everyday health',
    excerpt: 'How personal genetic insights can inform everyday food choices. Coming soon.',
    image: '/images/cover-nutri.svg',
    status: 'coming-soon',
  },
];

export const featuredIn: FeaturedLogo[] = [
  { name: 'The Mumbai Ledger', img: '/images/featured/featured-01.svg' },
  { name: 'Health Horizon Weekly', img: '/images/featured/featured-02.svg' },
  { name: 'BioBusiness Today', img: '/images/featured/featured-03.svg' },
  { name: 'Deccan Science Review', img: '/images/featured/featured-04.svg' },
  { name: 'Metro Morning TV', img: '/images/featured/featured-05.svg' },
];

export const spotlightImages: SpotlightImage[] = [
  {
    src: '/images/news-1.svg',
    alt: 'Information session during Breast Cancer Awareness Month',
    caption: 'Open information sessions, October 2024',
  },
  {
    src: '/images/news-2.svg',
    alt: 'Our collection centre on Whitefield Road, Bangalore',
    caption: 'Our first centre outside Mumbai',
  },
  {
    src: '/images/cover-b3.svg',
    alt: 'Illustration of RNA sequencing in the B3 test',
    caption: 'Inside the B3 laboratory process',
  },
];

/** Texts of the /media landing page. */
export const MEDIA_PAGE = {
  title: 'Media',
  metaDescription:
    'News, announcements, press releases and video coverage from Kavach Genomics, the Mumbai cancer early-detection company.',
  banner: 'Pioneering the Future of Cancer Detection',
  latestHeading: 'Latest News & Announcements',
  featuredIn: {
    heading: 'Featured In',
    text: 'Our work on early cancer risk assessment has been covered by newspapers, magazines and television.',
    button: { label: 'Know more', href: '/media/press-release' } as Link,
  },
  spotlight: {
    heading: 'In the Spotlight',
    text: 'Moments from our sessions, centres and laboratory.',
  },
  joinConversation: {
    heading: 'Join the Conversation',
    text: 'Are you a journalist, researcher or community organiser? We would love to hear from you.',
    button: { label: 'Mail Us', href: 'mailto:' + EMAILS.media, external: true } as Link,
  },
};

export const videoCoveragePage: PageContent = {
  route: '/media/video-coverage',
  title: 'Video Coverage',
  metaDescription:
    'Television and online video coverage of Kavach Genomics and early cancer risk assessment.',
  hero: {
    heading: 'Video Coverage',
    subheading: 'Watch our scientists and partners talk about early detection.',
  },
  sections: [],
};

export const pressReleasePage: PageContent = {
  route: '/media/press-release',
  title: 'Press Releases',
  metaDescription: 'Official announcements from Kavach Genomics.',
  hero: { heading: 'Press Releases', subheading: 'Official announcements and company news.' },
  sections: [],
};

export const articlesPage: PageContent = {
  route: '/media/articles',
  title: 'Articles',
  metaDescription:
    'Long-form articles from Kavach Genomics on cancer risk, blood-based biopsy and nutrigenomics.',
  hero: {
    heading: 'Articles',
    subheading: 'In-depth reading from our team. New articles are on the way.',
  },
  sections: [],
};

export const READ_MORE_LABEL = 'Read More';
