/**
 * The science pages' own texts and the licensors (4); the publications and case studies are the
 * database's (GET /api/content/{publication|case_study}).
 * All papers, journals, authors and institutions are fictional; DOIs use the
 * reserved example prefix 10.5555 and every URL is on a `.example` host.
 * Case studies are illustrative, anonymised journeys that apply the published
 * rules; they make no claims beyond them.
 */
import type { MessageKey } from '../i18n/catalog';
import type { Licensor, PageContent } from './types';

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

/**
 * The words of each licensor's card in the catalogs (i18n/, `licensor…`), by its name, which
 * /about-us/our-licensors reads where it is translated (its +data); the names stay as written.
 */
export const LICENSOR_CARD_KEYS: Record<
  string,
  { area: MessageKey; location: MessageKey; description: MessageKey }
> = {
  'Sahyadri Institute of Molecular Medicine': {
    area: 'licensorSahyadriArea',
    location: 'licensorSahyadriLocation',
    description: 'licensorSahyadriDescription',
  },
  'Coromandel Centre for Translational Genomics': {
    area: 'licensorCoromandelArea',
    location: 'licensorCoromandelLocation',
    description: 'licensorCoromandelDescription',
  },
  'Narmada Biomarker Research Foundation': {
    area: 'licensorNarmadaArea',
    location: 'licensorNarmadaLocation',
    description: 'licensorNarmadaDescription',
  },
  'Deccan University Technology Transfer Office': {
    area: 'licensorDeccanArea',
    location: 'licensorDeccanLocation',
    description: 'licensorDeccanDescription',
  },
};

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
