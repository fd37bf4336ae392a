/**
 * Texts of the programme, product, science and about pages, plus the blocks
 * of /, /whatweoffer and /resources. Every statement about the tests restates
 * the company's published facts.
 *
 * Route → export:
 *   /                          HOME_PAGE
 *   /screening-subject         screeningSubjectPage
 *   /cancer-patient            cancerPatientPage
 *   /cancer-survivor           cancerSurvivorPage (back → /products/packages/cancer-survivor)
 *   /cancercta                 cancerCtaPage
 *   /diabetes-type1            diabetesType1Page (back → /products/b-cube/diabetes)
 *   /diabetes-type2            diabetesType2Page (back → /products/b-cube/diabetes)
 *   /diabetes-comorbidities    diabetesComorbiditiesPage (back → /products/b-cube/diabetes)
 *   /diabetescta               diabetesCtaPage (back → /products/b-cube/diabetes)
 *   /products                  productsPage
 *   /products/hrc              hrcProductPage
 *   /products/b-cube/onco      b3OncoPage (carousel: b3OncoSteps in steps.ts)
 *   /products/b-cube/diabetes  b3DiabetesPage
 *   /science/hrc-aob           hrcAobSciencePage
 *   /about-us, /abou-us        aboutOverviewPage
 *   /about-us/the-company      theCompanyPage (tribute cards: tributes.ts)
 *   /whatweoffer               WHAT_WE_OFFER
 *   /resources                 RESOURCES_PAGE and the catalogs
 *   /blog, /science/blogs      BLOGS_PAGE and the catalogs
 *   /faqs*                     FAQ_PAGE (faqs.ts) and the catalogs
 *   /coming-soon               COMING_SOON_PAGE
 * Every page object is also listed in `pagesByRoute`. A route's page in Hindi and Marathi, where
 * it has one, is in programmePages.hi.ts and programmePages.mr.ts (lib/contentPages.ts).
 */
import type { WhatWeOfferPageTexts } from '../i18n/catalog';
import type { Link, PageContent } from './types';
import { URLS } from './site.ts';
import {
  cancerSurvivorPackagePage,
  corporatePackagePage,
  hospitalsPackagePage,
} from './packages.ts';
import { investorPage } from './investors.ts';
import { caseStudiesPage, licensorsPage, publicationsPage } from './science.ts';
import { articlesPage, pressReleasePage, videoCoveragePage } from './media.ts';

const BOOK: Link = { label: 'Book a Test', href: URLS.booking, external: true };
const CONTACT: Link = { label: 'Contact Us', href: '/contact-us' };
const TAKE_HRC: Link = { label: 'Take an HrC test', href: URLS.hrcTest, external: true };
const DIABETES_BACK: Link = {
  label: '← Back to B3 for Diabetes',
  href: '/products/b-cube/diabetes',
};

/* ------------------------------------------------------------------ Home */

/**
 * Hero carousel: one full-height slide; interval 5000 ms. Its words are the home page's texts in
 * the catalogs (i18n/, `homeHero…`), in the page's language.
 */
export const HOME_PAGE = {
  heroIntervalMs: 5000,
  heroSlides: [{ image: '/images/hero-nutrigenomics.svg', href: URLS.nutrigenomics }],
};

/* ------------------------------------------------------ Cancer programmes */

const screeningSubjectPage: PageContent = {
  route: '/screening-subject',
  title: 'Screening for Healthy Individuals',
  metaDescription:
    'The HrC test assesses cancer risk from a simple blood sample before symptoms appear. For adults aged 18 and above without active cancer.',
  hero: {
    heading: 'Screening for Healthy Individuals',
    subheading: 'Know your cancer risk before symptoms appear.',
    image: '/images/cover-hrc.svg',
  },
  sections: [
    {
      id: 'why',
      heading: 'Why screen when you feel well?',
      paragraphs: [
        'Cancer risk can be present long before anything feels wrong. The HrC test looks for it early, so that you and your doctor have time to decide on the right next step.',
      ],
    },
    {
      id: 'test',
      heading: 'The HrC test at a glance',
      bullets: [
        'A non-invasive blood test: 8–10 ml of blood, no fasting.',
        'Stated accuracy and sensitivity of 93%.',
        'Results within 10 working days after the sample reaches our laboratory, by e-mail with an SMS alert.',
        'A risk assessment, not a diagnosis: your score guides the conversation with your doctor.',
      ],
    },
    {
      id: 'who',
      heading: 'Who can take it',
      paragraphs: [
        'Adults aged 18 and above without active cancer. Please wait before testing if you are pregnant or within 45 days after delivery, breastfeeding, had surgery in the last 3 weeks, took growth factors in the last 2 weeks or had an infection in the last week.',
      ],
    },
    {
      id: 'next',
      heading: 'After your result',
      paragraphs: [
        'A normal score (0 to 2) means repeating the test after 12 months. Higher scores come with a clear recommended next step, from a retest in 6 months to further medical evaluation.',
      ],
      cta: { label: 'How to read your score', href: '/whatweoffer' },
    },
  ],
  ctas: [BOOK, CONTACT],
};

const cancerPatientPage: PageContent = {
  route: '/cancer-patient',
  title: 'Cancer Patient Care',
  metaDescription:
    'B3 reports for people with cancer: a blood-based biopsy using RNA sequencing of stem cells that identifies the affected organ and gene pathways.',
  hero: {
    heading: 'Cancer Patient Care',
    subheading: 'More information for you and your oncologist, from a blood sample.',
    image: '/images/cover-b3.svg',
  },
  sections: [
    {
      id: 'b3',
      heading: 'How B3 supports patients',
      paragraphs: [
        'The B3 test is a blood-based biopsy. Using RNA sequencing of stem cells from a 16 ml blood sample, it identifies the affected organ and the gene pathways involved.',
        'A gene is counted as dysregulated when its activity changes by about 2-fold or more against healthy controls, and these genes are reported as pathways that are easier to discuss with your doctor.',
      ],
    },
    {
      id: 'reports',
      heading: 'Reports for each stage',
      bullets: [
        'Response: how the dysregulated pathways respond during treatment.',
        'Remission: the state of the pathways once treatment has brought the disease into remission.',
        'Recurrence Risk: the risk of the cancer coming back.',
      ],
    },
    {
      id: 'practical',
      heading: 'What to expect',
      paragraphs: [
        'The whole process takes 6 to 8 weeks from sample to report. Reports are written to be reviewed with your treating oncologist, and a consultation can be arranged on request.',
        'Please note that the HrC risk test is not meant for people with active cancer; B3 is the test designed for this stage.',
      ],
    },
  ],
  ctas: [{ label: 'About the B3 test', href: '/products/b-cube/onco' }, CONTACT],
};

const cancerSurvivorPage: PageContent = {
  route: '/cancer-survivor',
  title: 'Cancer Survivor',
  metaDescription:
    'Survivorship monitoring against your own baseline: four tests in six months, then a repeat every 6 to 12 months.',
  hero: {
    heading: 'Cancer Survivor',
    subheading: 'Life after treatment, with a clear plan for follow-up.',
    image: '/images/cover-survivor.svg',
  },
  sections: [
    {
      id: 'plan',
      heading: 'A follow-up plan built around you',
      paragraphs: [
        'Finishing treatment is a milestone. Regular monitoring helps you stay in charge of what comes next, so that any change is noticed early and discussed calmly with your oncologist.',
      ],
    },
    {
      id: 'baseline',
      heading: 'Your personal baseline',
      bullets: [
        'Four tests in six months establish what is normal for you.',
        'After that, the test is repeated every 6 to 12 months.',
        'If the score rises above your baseline on two consecutive tests, a scan is recommended.',
      ],
    },
    {
      id: 'b3',
      heading: 'When more detail is needed',
      paragraphs: [
        'Your oncologist may also suggest a B3 Remission or Recurrence Risk report, which looks at the gene pathways involved from a 16 ml blood sample.',
      ],
    },
  ],
  ctas: [BOOK, CONTACT],
  backLink: {
    label: '← Back to Cancer Survivor Package',
    href: '/products/packages/cancer-survivor',
  },
};

const cancerCtaPage: PageContent = {
  route: '/cancercta',
  title: 'Take the First Step',
  metaDescription:
    'Book the HrC blood-based cancer risk test or talk to our team about the right test for you.',
  hero: {
    heading: 'Detect cancer early and take control of your health today!',
    subheading: 'A simple blood test. A clear score. A plan you make with your doctor.',
    image: '/images/cover-early.svg',
  },
  sections: [
    {
      id: 'choose',
      heading: 'Which test is right for me?',
      bullets: [
        'Feeling well and aged 18 or above: the HrC cancer risk test.',
        'Living with cancer or in treatment: a B3 Response report, with your oncologist.',
        'Finished treatment: the Cancer Survivor package, or a B3 Remission or Recurrence Risk report.',
      ],
    },
    {
      id: 'help',
      heading: 'Not sure?',
      paragraphs: ['Our customer-care team will help you choose, Monday to Friday, 9am-6pm IST.'],
    },
  ],
  ctas: [BOOK, CONTACT],
};

/* ---------------------------------------------------- Diabetes programmes */

const diabetesType1Page: PageContent = {
  route: '/diabetes-type1',
  title: 'Type 1 Diabetes',
  metaDescription:
    'B3 diabetes reports for Type 1 diabetes: RNA sequencing of stem cells from a blood sample identifies the organ and gene pathways involved.',
  hero: {
    heading: 'Type 1 Diabetes',
    subheading: 'A gene pathway view to add to your everyday numbers.',
    image: '/images/cover-diabetes.svg',
  },
  sections: [
    {
      id: 'why',
      heading: 'Beyond daily readings',
      paragraphs: [
        'Managing Type 1 diabetes means tracking glucose and insulin every day. A B3 diabetes report adds a different layer: which organ and gene pathways show change.',
      ],
    },
    {
      id: 'how',
      heading: 'How the B3 diabetes report works',
      bullets: [
        'A 16 ml blood sample.',
        'RNA sequencing of stem cells from the sample.',
        'Genes whose activity changes by about 2-fold or more against healthy controls are grouped into pathways.',
        'A report in 6 to 8 weeks, to review with your diabetes team.',
      ],
    },
    {
      id: 'note',
      heading: 'Part of your care, not a replacement',
      paragraphs: [
        'The report adds to your regular monitoring and treatment plan; it never replaces them.',
      ],
    },
  ],
  ctas: [{ label: 'Talk to us', href: '/diabetescta' }],
  backLink: DIABETES_BACK,
};

const diabetesType2Page: PageContent = {
  route: '/diabetes-type2',
  title: 'Type 2 Diabetes',
  metaDescription:
    'B3 diabetes reports for Type 2 diabetes: see which organ and gene pathways are changed, from a 16 ml blood sample.',
  hero: {
    heading: 'Type 2 Diabetes',
    subheading: 'Look beyond the sugar numbers.',
    image: '/images/cover-diabetes.svg',
  },
  sections: [
    {
      id: 'why',
      heading: 'Understanding the processes behind the numbers',
      paragraphs: [
        'HbA1c and blood sugar remain essential measures. A B3 diabetes report looks at the processes behind them: the organ involved and the gene pathways whose activity has changed.',
      ],
    },
    {
      id: 'how',
      heading: 'What to expect',
      bullets: [
        'A 16 ml blood sample; no tissue biopsy.',
        'RNA sequencing of stem cells and pathway analysis against healthy controls.',
        'Your report in 6 to 8 weeks.',
      ],
    },
    {
      id: 'talk',
      heading: 'Bring it to your doctor',
      paragraphs: [
        'Seeing the pathways involved can make the conversation about your care plan more specific. The report is designed to be read with your doctor.',
      ],
    },
  ],
  ctas: [{ label: 'Talk to us', href: '/diabetescta' }],
  backLink: DIABETES_BACK,
};

const diabetesComorbiditiesPage: PageContent = {
  route: '/diabetes-comorbidities',
  title: 'Comorbidity Management',
  metaDescription:
    'B3 reports for diabetes, cardiac and neurological conditions help care teams see diabetes and its comorbidities together.',
  hero: {
    heading: 'Comorbidity Management',
    subheading: 'Diabetes rarely travels alone.',
    image: '/images/cover-diabetes.svg',
  },
  sections: [
    {
      id: 'whole',
      heading: 'Seeing the whole picture',
      paragraphs: [
        'Many people with diabetes also have heart or nerve concerns, often looked after by different specialists. B3 reports are available for diabetes, cardiac and neurological conditions.',
      ],
    },
    {
      id: 'reports',
      heading: 'Reports that fit together',
      bullets: [
        'Diabetes: the organ and gene pathways involved in diabetes.',
        'Cardiac: pathway changes relevant to the heart.',
        'Neurological: pathway changes relevant to the nervous system.',
      ],
    },
    {
      id: 'practical',
      heading: 'Practical details',
      paragraphs: [
        'Each B3 report uses a 16 ml blood sample and takes 6 to 8 weeks. Our team can help your doctor decide which reports are relevant.',
      ],
    },
  ],
  ctas: [{ label: 'Talk to us', href: '/diabetescta' }],
  backLink: DIABETES_BACK,
};

const diabetesCtaPage: PageContent = {
  route: '/diabetescta',
  title: 'Start Your B3 Diabetes Report',
  metaDescription:
    'Talk to Kavach Genomics about B3 reports for Type 1, Type 2 diabetes and comorbidities.',
  hero: {
    heading: 'Take a closer look at your diabetes',
    subheading:
      'One blood sample. The organ and gene pathways involved. A report to share with your doctor.',
    image: '/images/cover-diabetes.svg',
  },
  sections: [
    {
      id: 'steps',
      heading: 'How to get started',
      bullets: [
        'Contact our customer-care team to discuss which B3 report suits you.',
        'Give a 16 ml blood sample at a collection centre.',
        'Receive your report in 6 to 8 weeks and review it with your doctor.',
      ],
    },
  ],
  ctas: [CONTACT],
  backLink: DIABETES_BACK,
};

/* -------------------------------------------------------------- Products */

const productsPage: PageContent = {
  route: '/products',
  title: 'Products',
  metaDescription:
    'HrC cancer risk test, B3 blood-based biopsy for cancer and diabetes, nutrigenomics, and corporate, survivor and hospital packages.',
  hero: {
    heading: 'Our Products',
    subheading: 'Blood-based tests for every stage of the health journey.',
  },
  sections: [
    {
      id: 'hrc',
      heading: 'HrC cancer risk test',
      paragraphs: [
        'A non-invasive blood test that returns a cancer risk score, with a stated accuracy and sensitivity of 93%.',
      ],
      cta: { label: 'Explore HrC', href: '/products/hrc' },
      image: '/images/cover-hrc.svg',
    },
    {
      id: 'b3-onco',
      heading: 'B3 for oncology',
      paragraphs: [
        'A blood-based biopsy that identifies the affected organ and the gene pathways involved.',
      ],
      cta: { label: 'Explore B3 Onco', href: '/products/b-cube/onco' },
      image: '/images/cover-b3.svg',
    },
    {
      id: 'b3-diabetes',
      heading: 'B3 for diabetes',
      paragraphs: [
        'Gene pathway reports for diabetes and its cardiac and neurological comorbidities.',
      ],
      cta: { label: 'Explore B3 Diabetes', href: '/products/b-cube/diabetes' },
      image: '/images/cover-diabetes.svg',
    },
    {
      id: 'nutrigenomics',
      heading: 'Nutrigenomics',
      paragraphs: ['Nutrition guidance informed by how your genes and diet interact.'],
      cta: { label: 'Visit the nutrigenomics site', href: URLS.nutrigenomics, external: true },
      image: '/images/cover-nutri.svg',
    },
    {
      id: 'packages',
      heading: 'Packages',
      bullets: ['Corporate packages', 'Cancer Survivor package', 'Hospital packages'],
      cta: { label: 'Cancer Survivor package', href: '/products/packages/cancer-survivor' },
    },
  ],
};

const hrcProductPage: PageContent = {
  route: '/products/hrc',
  title: 'HrC Cancer Risk Test',
  metaDescription:
    'HrC: a non-invasive blood test that assesses cancer risk before symptoms. 93% accuracy and sensitivity, ₹14,000 + 18% GST, results in 10 working days.',
  hero: {
    heading: 'The HrC Test',
    subheading: 'A blood-based cancer risk assessment that returns a clear score.',
    image: '/images/cover-hrc.svg',
  },
  sections: [
    {
      id: 'what',
      heading: 'What it is',
      paragraphs: [
        'HrC assesses your risk of cancer from a single blood sample and reports it as a score with a risk level: negligible, low, medium (moderate) or high. It is designed to detect risk before symptoms appear. It is not a diagnostic test.',
      ],
    },
    {
      id: 'facts',
      heading: 'Key facts',
      bullets: [
        'Accuracy and sensitivity: 93%.',
        'Sample: 8–10 ml of blood. No fasting.',
        'Price: ₹14,000 + 18% GST, paid online in advance through the website only (no cash, no pay-after-test).',
        'Results: within 10 working days after the sample reaches the lab, sent to your registered e-mail with an SMS notification.',
        'Normal score: 0 to 2; repeat after 12 months.',
        'Group and corporate discounts through customer care; post-test consultation on request.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Eligibility',
      paragraphs: ['Adults aged 18 and above without active cancer.'],
      bullets: [
        'Not for people with active cancer.',
        'Not during pregnancy or within 45 days after delivery, or while breastfeeding.',
        'Wait 3 weeks after surgery, 2 weeks after growth factors and 1 week after an infection.',
      ],
    },
    {
      id: 'centres',
      heading: 'Collection centres',
      bullets: [
        'Mumbai: Lower Parel, Goregaon, Navi Mumbai',
        'Bangalore: Whitefield Road',
        'Delhi',
      ],
    },
  ],
  ctas: [TAKE_HRC, { label: 'Read the FAQs', href: '/faqs/hrc' }],
};

const b3OncoPage: PageContent = {
  route: '/products/b-cube/onco',
  title: 'B3 Test for Oncology',
  metaDescription:
    'B3 is a blood-based biopsy using RNA sequencing of stem cells to identify the affected organ and gene pathways. 16 ml sample, 6 to 8 weeks.',
  hero: {
    heading: 'The B3 Test',
    subheading:
      'A blood-based biopsy that shows where change is happening, and which pathways are involved.',
    image: '/images/cover-b3.svg',
  },
  sections: [
    {
      id: 'what',
      heading: 'What is B3?',
      paragraphs: [
        'B3 uses RNA sequencing of stem cells from a blood sample to identify the affected organ and the gene pathways involved. A gene is counted as dysregulated when its activity changes by about 2-fold or more compared with healthy controls.',
      ],
    },
    {
      id: 'how',
      heading: 'How it works',
      paragraphs: ['From a 16 ml blood sample to personalised insights in 6 to 8 weeks.'],
    },
    {
      id: 'reports',
      heading: 'Four report types',
      bullets: [
        'Occurrence Risk: the risk of cancer occurring.',
        'Response: how pathways respond during treatment.',
        'Remission: the state of the pathways in remission.',
        'Recurrence Risk: the risk of the cancer coming back.',
      ],
    },
  ],
  ctas: [CONTACT, { label: 'B3 FAQs', href: '/resources' }],
};

const b3DiabetesPage: PageContent = {
  route: '/products/b-cube/diabetes',
  title: 'B3 for Diabetes',
  metaDescription:
    'B3 diabetes reports identify the organ and gene pathways involved in Type 1 and Type 2 diabetes and their comorbidities.',
  hero: {
    heading: 'B3 for Diabetes',
    subheading: 'Gene pathway insights for Type 1, Type 2 and comorbidities.',
    image: '/images/cover-diabetes.svg',
  },
  sections: [
    {
      id: 'what',
      heading: 'B3 beyond cancer',
      paragraphs: [
        'The B3 approach — RNA sequencing of stem cells from a blood sample — also supports reports for diabetes, cardiac and neurological conditions. Each identifies the organ involved and the gene pathways that show change.',
      ],
    },
    {
      id: 'type1',
      heading: 'Type 1 Diabetes',
      paragraphs: ['A pathway view to add to your everyday readings.'],
      cta: { label: 'Read more', href: '/diabetes-type1' },
    },
    {
      id: 'type2',
      heading: 'Type 2 Diabetes',
      paragraphs: ['Look beyond the sugar numbers.'],
      cta: { label: 'Read more', href: '/diabetes-type2' },
    },
    {
      id: 'comorbidities',
      heading: 'Comorbidity Management',
      paragraphs: ['Diabetes, cardiac and neurological reports, seen together.'],
      cta: { label: 'Read more', href: '/diabetes-comorbidities' },
    },
  ],
  ctas: [{ label: 'Get started', href: '/diabetescta' }],
};

/* --------------------------------------------------------------- Science */

const hrcAobSciencePage: PageContent = {
  route: '/science/hrc-aob',
  title: 'The Science Behind Our Tests',
  metaDescription:
    'How the HrC blood-based cancer risk score works, and what we will publish about the AoB test.',
  hero: { heading: 'Science Behind the Two Tests', subheading: 'HrC and AoB' },
  sections: [
    {
      id: 'hrc',
      heading: 'HrC: a blood-based cancer risk score',
      paragraphs: [
        'HrC analyses an 8–10 ml blood sample in our laboratory and returns a risk score. The test is non-invasive, designed to detect cancer risk before symptoms appear, and has a stated accuracy and sensitivity of 93%.',
        'Sample quality matters. A sample is redrawn if it was transported at the wrong temperature, if there was not enough blood, if it was clotted or turbid, or if the RNA yield was insufficient.',
        'HrC is a risk assessment and is not diagnostic. Scores are interpreted in four bands, from under 2 (no risk; retest in 12 months) to above 10 (immediate diagnostic tests).',
      ],
      cta: { label: 'Publications', href: '/science/publications' },
    },
    {
      id: 'aob',
      heading: 'AoB',
      paragraphs: [
        'We will publish the science behind the AoB test here. In the meantime, please contact us with any questions.',
      ],
      cta: CONTACT,
    },
  ],
};

/* ----------------------------------------------------------------- About */

const aboutOverviewPage: PageContent = {
  route: '/about-us',
  title: 'About Us',
  metaDescription:
    'About Kavach Genomics, Mumbai: our story, leadership, investors, licensors and careers.',
  hero: {
    heading: 'About Kavach Genomics',
    subheading: 'Early information, responsibly delivered.',
  },
  sections: [
    {
      id: 'company',
      heading: 'Who We Are',
      paragraphs: ['Our story, our mission and the people we remember.'],
      cta: { label: 'Who We Are', href: '/about-us/the-company' },
    },
    {
      id: 'leadership',
      heading: 'Leadership',
      paragraphs: ['Our management team, board of directors and key advisors.'],
      cta: { label: 'Meet our leaders', href: '/about-us/leadership' },
    },
    {
      id: 'investors',
      heading: 'Our Investors',
      paragraphs: ['The investors and key partners who support our work.'],
      cta: { label: 'Our investors', href: '/about-us/our-investors' },
    },
    {
      id: 'licensors',
      heading: 'Our Licensors',
      paragraphs: ['The research institutions whose technologies underpin our tests.'],
      cta: { label: 'Our licensors', href: '/about-us/our-licensors' },
    },
    {
      id: 'careers',
      heading: 'Careers',
      paragraphs: ['Join a team that helps people learn about their health early.'],
      cta: { label: 'Open positions', href: '/about-us/careers' },
    },
  ],
};

const theCompanyPage: PageContent = {
  route: '/about-us/the-company',
  title: 'Who We Are',
  metaDescription:
    'Kavach Genomics is a Mumbai company making blood-based cancer risk assessment and genomics accessible across India.',
  hero: {
    heading: 'Who We Are',
    subheading: 'A shield of early information for every family.',
    image: '/images/cover-early.svg',
  },
  sections: [
    {
      id: 'tributes',
      heading: 'In Loving Memory',
      paragraphs: ['We remember two people whose vision and care shaped Kavach Genomics.'],
    },
    {
      id: 'about',
      heading: 'About Kavach Genomics',
      paragraphs: [
        '*Kavach* means shield. We chose the name because we believe early information is one of the best protections a family can have.',
        'Kavach Genomics is a molecular diagnostics company based in Mumbai. We developed the HrC test, a non-invasive blood test that assesses cancer risk before symptoms appear, and the B3 test, a blood-based biopsy that uses RNA sequencing of stem cells to identify the affected organ and gene pathways. B3 reports are available for cancer as well as diabetes, cardiac and neurological conditions.',
        'We also offer nutrigenomics, helping people understand how their genes and diet interact.',
        'Our collection centres serve customers in Mumbai, Bangalore and Delhi. Our diagnostic business is now run by our successor brand, Raksha Diagnostics, which continues to offer the tests.',
      ],
    },
    {
      id: 'values',
      heading: 'What guides us',
      bullets: [
        'Clarity: results people can understand, with a clear next step.',
        'Responsibility: a risk score is a starting point for a conversation with your doctor, never a diagnosis.',
        'Access: tests that are simple to take, with no fasting and a routine blood draw.',
      ],
    },
  ],
};

/* ---------------------------------------------------------- What we offer */

/**
 * What the what-we-offer page is made of besides its words, which are its texts in the catalogs
 * (i18n/, the `whatWeOffer…` keys), in the page's language.
 */
export const WHAT_WE_OFFER = {
  hrcCover: '/images/cover-hrc.svg',
  takeHrc: URLS.hrcTest,
  whyHrc: [
    'whatWeOfferWhyHrcAccuracy',
    'whatWeOfferWhyHrcNonInvasive',
    'whatWeOfferWhyHrcEarly',
    'whatWeOfferWhyHrcResults',
    'whatWeOfferWhyHrcNextSteps',
  ],
  b3Cover: '/images/cover-b3.svg',
  whyB3: [
    'whatWeOfferWhyB3Blood',
    'whatWeOfferWhyB3Organ',
    'whatWeOfferWhyB3Threshold',
    'whatWeOfferWhyB3Reports',
    'whatWeOfferWhyB3Conditions',
  ],
  takeAob: '/contact-us',
} as const satisfies {
  whyHrc: readonly (keyof WhatWeOfferPageTexts)[];
  whyB3: readonly (keyof WhatWeOfferPageTexts)[];
} & Record<string, unknown>;

/* -------------------------------------------------------------- Resources */

/**
 * /resources: what is not words (its words are the catalogs', i18n/catalog.ts
 * RESOURCES_PAGE_KEYS).
 */
export const RESOURCES_PAGE = {
  /** FAQ accordions show 5 items at first; 'View More' adds 5. */
  faqPageSize: 5,
  /** Blog grid shows 4 posts at first; 'Explore more' adds 4. */
  blogPageSize: 4,
  professionalsHref: '/science/publications',
  partnerHref: '/contact-us',
};

/* ------------------------------------------------------------ Misc pages */

export const BLOGS_PAGE = {
  title: 'Blogs',
  metaDescription:
    'Articles from Kavach Genomics on early cancer detection, HrC, B3, survivorship, diabetes and nutrigenomics.',
  heroHeading: 'Blogs',
  /** Card fallbacks when a field is empty. */
  titleFallback: 'Heading',
  descriptionFallback: 'Read this article from the Kavach Genomics team.',
};

/** Every PageContent by route (for SSR lookups, sitemaps and tests). */
export const pagesByRoute: Record<string, PageContent> = Object.fromEntries(
  [
    screeningSubjectPage,
    cancerPatientPage,
    cancerSurvivorPage,
    cancerCtaPage,
    diabetesType1Page,
    diabetesType2Page,
    diabetesComorbiditiesPage,
    diabetesCtaPage,
    productsPage,
    hrcProductPage,
    b3OncoPage,
    b3DiabetesPage,
    hrcAobSciencePage,
    aboutOverviewPage,
    theCompanyPage,
    corporatePackagePage,
    cancerSurvivorPackagePage,
    hospitalsPackagePage,
    investorPage,
    publicationsPage,
    caseStudiesPage,
    licensorsPage,
    videoCoveragePage,
    pressReleasePage,
    articlesPage,
  ].map((p) => [p.route, p]),
);
