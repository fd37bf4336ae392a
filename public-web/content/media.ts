/**
 * The media pages' own texts: /media's pictures and links (its words are the catalogs'), the
 * headings of /media/video-coverage and /media/press-release (their items are the database's:
 * GET /api/content/{video|press_release}), /media/articles (3 placeholders), 'Featured In'
 * logos and 'In the Spotlight' images. Outlets are fictional; all URLs are
 * on `.example` hosts. Thumbnails reuse the cover illustrations; the page
 * must fall back to PLACEHOLDER_IMAGE (site.ts) on load error.
 */
import type { MediaPageTexts, MessageKey } from '../i18n/catalog';
import type { ArticleItem, FeaturedLogo, PageContent } from './types';
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

/**
 * The words of each article card on /media/articles in the catalogs (i18n/, `article…`), by its
 * title, which that page reads where it is translated (its +data).
 */
export const ARTICLE_CARD_KEYS: Record<string, { title: MessageKey; excerpt: MessageKey }> = {
  'Understanding cancer risk scores': {
    title: 'articleRiskScoresTitle',
    excerpt: 'articleRiskScoresExcerpt',
  },
  'Blood-based biopsy and the future of follow-up care': {
    title: 'articleBiopsyTitle',
    excerpt: 'articleBiopsyExcerpt',
  },
  'Nutrigenomics for everyday health': {
    title: 'articleNutrigenomicsTitle',
    excerpt: 'articleNutrigenomicsExcerpt',
  },
};

export const featuredIn: FeaturedLogo[] = [
  { name: 'The Mumbai Ledger', img: '/images/featured/featured-01.svg' },
  { name: 'Health Horizon Weekly', img: '/images/featured/featured-02.svg' },
  { name: 'BioBusiness Today', img: '/images/featured/featured-03.svg' },
  { name: 'Deccan Science Review', img: '/images/featured/featured-04.svg' },
  { name: 'Metro Morning TV', img: '/images/featured/featured-05.svg' },
];

/** 'In the Spotlight' on /media: each picture with the keys of its words. */
export const spotlightImages = [
  {
    src: '/images/news-1.svg',
    alt: 'mediaSpotlightSessionAlt',
    caption: 'mediaSpotlightSessionCaption',
  },
  {
    src: '/images/news-2.svg',
    alt: 'mediaSpotlightCentreAlt',
    caption: 'mediaSpotlightCentreCaption',
  },
  { src: '/images/cover-b3.svg', alt: 'mediaSpotlightLabAlt', caption: 'mediaSpotlightLabCaption' },
] as const satisfies readonly {
  src: string;
  alt: keyof MediaPageTexts;
  caption: keyof MediaPageTexts;
}[];

/** /media: what is not words (its words are the catalogs', i18n/catalog.ts MEDIA_PAGE_KEYS). */
export const MEDIA_PAGE = {
  featuredInHref: '/media/press-release',
  mailHref: 'mailto:' + EMAILS.media,
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
