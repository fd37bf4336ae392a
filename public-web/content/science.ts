/**
 * THE MIGRATION SEED'S SOURCE ONLY for publications and caseStudies: no page reads them. The site's
 * items are the database's (GET /api/content/{publication|case_study});
 * content/bundledContent.test.ts builds the migration's seed from them, so they stay until that
 * seed is frozen. The page texts here are the pages' own.
 *
 * Science pages: publications (5), case studies (2) and licensors (4).
 * All papers, journals, authors and institutions are fictional; DOIs use the
 * reserved example prefix 10.5555 and every URL is on a `.example` host.
 * Case studies are illustrative, anonymised journeys that apply the published
 * rules; they make no claims beyond them.
 */
import type { CaseStudy, Licensor, PageContent, Publication } from './types';

const PAPER_ICON = '/images/icon-paper.svg';

export const publications: Publication[] = [
  {
    icon: PAPER_ICON,
    category: 'Cancer Risk Assessment',
    title: 'A blood-based cancer risk score for adults without symptoms',
    subtitle:
      'Design and performance of the HrC score, with a stated accuracy and sensitivity of 93%',
    authors: 'Raghavan K, Deshpande M, Qureshi F, Sen A',
    journal: 'Journal of Blood-Based Biomarkers',
    date: 'March 2022',
    isoDate: '2022-03-15',
    doi: '10.5555/jbbb.2022.0314',
    doiUrl: 'https://doi.example/10.5555/jbbb.2022.0314',
    url: 'https://journal.example/jbbb/2022/hrc-blood-based-risk-score',
  },
  {
    icon: PAPER_ICON,
    category: 'Liquid Biopsy',
    title: 'RNA sequencing of stem cells from peripheral blood as a blood-based biopsy',
    subtitle: 'Identifying the affected organ and the gene pathways involved from a 16 ml sample',
    authors: 'Narayanan L, Raghavan K, Hussain Z',
    journal: 'Transcriptomics in Practice',
    date: 'September 2022',
    isoDate: '2022-09-20',
    doi: '10.5555/tip.2022.0920',
    doiUrl: 'https://doi.example/10.5555/tip.2022.0920',
    url: 'https://journal.example/tip/2022/rna-sequencing-blood-based-biopsy',
  },
  {
    icon: PAPER_ICON,
    category: 'Transcriptomics',
    title: 'Calling dysregulated genes against healthy controls: a 2-fold threshold',
    subtitle: 'A method note on grouping dysregulated genes into pathway-level reports',
    authors: 'Hussain Z, Sen A, Raghavan K',
    journal: 'Transcriptomics in Practice',
    date: 'June 2023',
    isoDate: '2023-06-12',
    doi: '10.5555/tip.2023.0612',
    doiUrl: 'https://doi.example/10.5555/tip.2023.0612',
    url: 'https://journal.example/tip/2023/two-fold-dysregulation-threshold',
  },
  {
    icon: PAPER_ICON,
    category: 'Survivorship',
    title: 'Personal baselines for blood-based monitoring after cancer treatment',
    subtitle:
      'Four tests in six months, repeat testing every 6 to 12 months, and imaging after two consecutive rises',
    authors: 'Rao N, Pillai S, Qureshi F, Deshpande M',
    journal: 'Survivorship Science Quarterly',
    date: 'February 2024',
    isoDate: '2024-02-26',
    doi: '10.5555/ssq.2024.0226',
    doiUrl: 'https://doi.example/10.5555/ssq.2024.0226',
    url: 'https://journal.example/ssq/2024/personal-baselines-after-treatment',
  },
  {
    icon: PAPER_ICON,
    category: 'Diabetes',
    title: 'Gene pathway reports in diabetes and its comorbidities',
    subtitle:
      'Extending blood-based RNA profiling to diabetes, cardiac and neurological conditions',
    authors: 'Raghavan K, Sandhu G, Hussain Z',
    journal: 'Reviews in Metabolic Genomics',
    date: 'November 2024',
    isoDate: '2024-11-08',
    doi: '10.5555/rmg.2024.1108',
    doiUrl: 'https://doi.example/10.5555/rmg.2024.1108',
    url: 'https://journal.example/rmg/2024/pathway-reports-diabetes-comorbidities',
  },
];

export const caseStudies: CaseStudy[] = [
  {
    title: 'Case Study 1: Following a survivor against her own baseline',
    subtitle: 'An illustrative, anonymised survivorship journey',
    points: [
      'A woman in her fifties completed cancer treatment and enrolled in the Cancer Survivor package with her oncologist’s agreement.',
      'Four tests over six months established her personal baseline.',
      'She then continued testing every 6 to 12 months, as agreed with her oncologist.',
      'When her score rose above her baseline on two consecutive tests, a scan was recommended, following the package rules.',
      'Her oncologist reviewed the scan and the trend together and updated her follow-up plan.',
    ],
    highlight:
      'Two consecutive rises above baseline turned into a timely scan and a planned conversation, rather than a surprise.',
  },
  {
    title: 'Case Study 2: A healthy adult with a score between 2 and 6',
    subtitle: 'An illustrative, anonymised screening journey',
    points: [
      'A 42-year-old man with no symptoms took the HrC test after a family conversation about cancer.',
      'His score fell between 2 and 6, a band that suggests possible pre-malignant or benign activity.',
      'He discussed the report with his doctor and at a post-test consultation, and scheduled the recommended retest in 6 months.',
      'His retest score was under 2, so he returned to testing every 12 months.',
    ],
    highlight:
      'Clear guidance for each score band helped him act calmly: retest on time, and talk to his doctor.',
  },
];

export const licensors: Licensor[] = [
  {
    name: 'Sahyadri Institute of Molecular Medicine',
    location: 'Pune, Maharashtra',
    area: 'RNA profiling of blood-derived stem cells',
    description:
      'A research institute whose work on isolating stem cells from peripheral blood underpins the sample preparation used in the B3 test.',
  },
  {
    name: 'Coromandel Centre for Translational Genomics',
    location: 'Chennai, Tamil Nadu',
    area: 'Gene pathway analysis',
    description:
      'A genomics centre that licenses the pathway-mapping methods used to link dysregulated genes to the organ involved.',
  },
  {
    name: 'Narmada Biomarker Research Foundation',
    location: 'Ahmedabad, Gujarat',
    area: 'Blood-based risk scoring',
    description:
      'A not-for-profit foundation that licenses the scoring approach on which the HrC cancer risk score is built.',
  },
  {
    name: 'Deccan University Technology Transfer Office',
    location: 'Hyderabad, Telangana',
    area: 'Sample stability and transport',
    description:
      'A university technology office that licenses temperature-controlled sample handling protocols used across our collection centres.',
  },
];

export const publicationsPage: PageContent = {
  route: '/science/publications',
  title: 'Publications',
  metaDescription:
    'Scientific publications behind the HrC cancer risk score and the B3 blood-based biopsy.',
  hero: { heading: 'Publications', subheading: 'The research behind our tests.' },
  sections: [
    {
      id: 'intro',
      heading: 'Peer-reviewed research',
      paragraphs: [
        'Our tests are built on published science. Here you will find papers describing how the HrC score and the B3 test work, and how they are used in survivorship and diabetes care.',
      ],
    },
  ],
};

export const caseStudiesPage: PageContent = {
  route: '/science/case-studies',
  title: 'Case Studies',
  metaDescription:
    'Illustrative, anonymised journeys showing how HrC score bands and survivor baselines guide next steps.',
  hero: { heading: 'Case Studies', subheading: 'How the guidance works in real life.' },
  sections: [
    {
      id: 'intro',
      heading: 'From result to next step',
      paragraphs: [
        'These illustrative, anonymised journeys show how the published guidance for each HrC score band and the survivor baseline rules translate into practical next steps. They are not medical advice; every decision was made with the person’s own doctor.',
      ],
    },
  ],
};

export const licensorsPage: PageContent = {
  route: '/about-us/our-licensors',
  title: 'Our Licensors',
  metaDescription:
    'The research institutions whose licensed technologies underpin the HrC and B3 tests.',
  hero: {
    heading: 'Our Licensors',
    subheading: 'Science from Indian research institutions, brought to patients.',
  },
  sections: [
    {
      id: 'intro',
      heading: 'Built on licensed research',
      paragraphs: [
        'Kavach Genomics licenses core technologies from research institutions across India. Their discoveries, combined with our laboratory and customer-care teams, make the HrC and B3 tests available to the public.',
      ],
    },
  ],
};
