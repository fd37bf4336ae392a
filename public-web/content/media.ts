/**
 * THE MIGRATION SEED'S SOURCE ONLY for videoCoverage and pressReleases: no page reads them. The
 * site's items are the database's (GET /api/content/{video|press_release});
 * content/bundledContent.test.ts builds the migration's seed from them, so they stay until that
 * seed is frozen. The page texts here are the pages' own.
 *
 * Media pages: /media (news landing blocks), /media/video-coverage (8),
 * /media/press-release (9), /media/articles (3 placeholders), 'Featured In'
 * logos and 'In the Spotlight' images. Outlets are fictional; all URLs are
 * on `.example` hosts. Thumbnails reuse the cover illustrations; the page
 * must fall back to PLACEHOLDER_IMAGE (site.ts) on load error.
 */
import type {
  ArticleItem,
  FeaturedLogo,
  Link,
  MediaItem,
  PageContent,
  SpotlightImage,
} from './types';
import { EMAILS } from './site.ts';

const VIDEO = 'https://www.youtube.example/watch?v=';
const PRESS = 'https://press.kavach.example/releases/';

export const videoCoverage: MediaItem[] = [
  {
    title: 'Morning health desk: what a blood-based cancer risk score can tell you',
    url: VIDEO + 'kg-hrc-explained',
    image: '/images/cover-hrc.svg',
    source: 'Metro Morning TV',
    date: 'November 2023',
    isoDate: '2023-11-20',
  },
  {
    title: 'Early detection, explained in five minutes',
    url: VIDEO + 'kg-early-detection-5min',
    image: '/images/cover-early.svg',
    source: 'Health Horizon Weekly',
    date: 'January 2024',
    isoDate: '2024-01-16',
  },
  {
    title: 'Inside a genomics lab in Mumbai',
    url: VIDEO + 'kg-lab-tour',
    image: '/images/cover-b3.svg',
    source: 'BioBusiness Today',
    date: 'March 2024',
    isoDate: '2024-03-12',
  },
  {
    title: 'Life after cancer: the role of regular follow-up',
    url: VIDEO + 'kg-survivorship-panel',
    image: '/images/cover-survivor.svg',
    source: 'Metro Morning TV',
    date: 'May 2024',
    isoDate: '2024-05-28',
  },
  {
    title: 'Nutrigenomics: can your genes guide your diet?',
    url: VIDEO + 'kg-nutrigenomics-talk',
    image: '/images/cover-nutri.svg',
    source: 'Health Horizon Weekly',
    date: 'July 2024',
    isoDate: '2024-07-09',
  },
  {
    title: 'Gene pathways and diabetes: a conversation with our scientists',
    url: VIDEO + 'kg-b3-diabetes',
    image: '/images/cover-diabetes.svg',
    source: 'Deccan Science Review',
    date: 'October 2024',
    isoDate: '2024-10-07',
  },
  {
    title: 'Breast Cancer Awareness Month: an open information session',
    url: VIDEO + 'kg-awareness-session-2024',
    image: '/images/news-1.svg',
    source: 'Kavach Genomics',
    date: 'October 2024',
    isoDate: '2024-10-18',
  },
  {
    title: 'Taking risk assessment beyond the metros',
    url: VIDEO + 'kg-beyond-metros',
    image: '/images/news-2.svg',
    source: 'BioBusiness Today',
    date: 'March 2025',
    isoDate: '2025-03-25',
  },
];

export const pressReleases: MediaItem[] = [
  {
    title: 'Kavach Genomics launches the HrC blood-based cancer risk test',
    url: PRESS + 'hrc-launch',
    image: '/images/cover-hrc.svg',
    date: 'October 2023',
    isoDate: '2023-10-02',
  },
  {
    title: 'Kavach Genomics introduces the B3 blood-based biopsy',
    url: PRESS + 'b3-launch',
    image: '/images/cover-b3.svg',
    date: 'January 2024',
    isoDate: '2024-01-08',
  },
  {
    title: 'Cancer Survivor package brings baseline monitoring to survivors',
    url: PRESS + 'cancer-survivor-package',
    image: '/images/cover-survivor.svg',
    date: 'April 2024',
    isoDate: '2024-04-22',
  },
  {
    title: 'Corporate packages make cancer risk assessment part of workplace wellness',
    url: PRESS + 'corporate-packages',
    image: '/images/cover-early.svg',
    date: 'June 2024',
    isoDate: '2024-06-10',
  },
  {
    title: 'B3 reports extended to diabetes, cardiac and neurological conditions',
    url: PRESS + 'b3-beyond-oncology',
    image: '/images/news-3.svg',
    date: 'October 2024',
    isoDate: '2024-10-05',
  },
  {
    title: 'New HrC collection centre opens on Whitefield Road, Bangalore',
    url: PRESS + 'bangalore-centre',
    image: '/images/news-2.svg',
    date: 'October 2024',
    isoDate: '2024-10-10',
  },
  {
    title: 'Free information sessions for Breast Cancer Awareness Month',
    url: PRESS + 'awareness-month-sessions',
    image: '/images/news-1.svg',
    date: 'October 2024',
    isoDate: '2024-10-12',
  },
  {
    title: 'HrC sample collection now available in Delhi',
    url: PRESS + 'delhi-collection',
    image: '/images/cover-hrc.svg',
    date: 'March 2025',
    isoDate: '2025-03-18',
  },
  {
    title: 'Kavach Genomics diagnostic business now run by Raksha Diagnostics',
    url: PRESS + 'raksha-diagnostics',
    image: '/images/cover-early.svg',
    date: 'May 2025',
    isoDate: '2025-05-20',
  },
];

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
