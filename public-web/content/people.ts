/**
 * THE MIGRATION SEED'S SOURCE ONLY for management, board and advisors: no page reads them. The
 * site's items are the database's (GET /api/content/leader); content/bundledContent.test.ts builds
 * the migration's seed from them, so they stay until that seed is frozen. The page texts here are
 * the pages' own.
 *
 * Leadership (/about-us/leadership). All people are fictional.
 *
 * Images: every `image` is '' — there are no photos. The UI renders a
 * circular initials avatar (use `initialsOf(name)`), with the brand colour
 * as background. If photos are added later, put the path in `image` and the
 * UI should prefer it, falling back to initials (or /images/placeholder.svg)
 * on load error.
 *
 * `fullBio` is a list of paragraphs for the modal.
 */
import type { Person } from './types';

export const LEADERSHIP_HEADINGS = {
  management: 'Meet Our Management',
  board: 'Board of Directors',
  advisors: 'Key Advisors & Investors:',
};

/** Board members shown in the first row (4 per row on large screens). */
export const BOARD_FIRST_ROW_COUNT = 4;

export const management: Person[] = [
  {
    name: 'Dr. Meera Deshpande',
    description: 'Managing Director & Chief Executive Officer',
    image: '',
    fullBio: [
      'Dr. Meera Deshpande leads Kavach Genomics with a simple conviction: people deserve to know about their health risks early, in language they can understand.',
      'A molecular biologist by training, she spent more than fifteen years in diagnostic research and laboratory management before joining the company. She has guided the HrC test from the laboratory bench to collection centres in Mumbai and Bangalore.',
      'Outside work she mentors young women scientists and is a keen Hindustani classical vocalist.',
    ],
  },
  {
    name: 'Arjun Kulkarni',
    description: 'Chief Operating Officer',
    image: '',
    fullBio: [
      'Arjun Kulkarni is responsible for everything that happens between a booking and a report: collection centres, sample logistics, laboratory operations and customer care.',
      'He has built healthcare operations across western India for two decades, with a particular focus on quality systems and cold-chain transport. Under his leadership the company opened its Whitefield Road centre in Bangalore.',
      'Arjun believes a good customer experience is a form of care, and he still reads customer feedback every week.',
    ],
  },
  {
    name: 'Dr. Kavita Raghavan',
    description: 'Chief Scientific Officer',
    image: '',
    fullBio: [
      'Dr. Kavita Raghavan heads research and development, including the RNA sequencing and pathway analysis behind the B3 test.',
      'Her career spans genomics, bioinformatics and translational research. She leads the team that extended B3 reports to diabetes, cardiac and neurological conditions.',
      'Kavita is passionate about clear scientific communication and regularly speaks at the company’s information sessions.',
    ],
  },
  {
    name: 'Rohan Mehta',
    description: 'Chief Financial Officer',
    image: '',
    fullBio: [
      'Rohan Mehta oversees finance, investor relations and corporate partnerships, including the group and corporate packages offered to employers.',
      'A chartered accountant, he has worked with healthcare and life-science companies at every stage from start-up to growth, and brings a disciplined, transparent approach to planning.',
    ],
  },
  {
    name: 'Dr. Farhan Qureshi',
    description: 'Head of Medical Affairs',
    image: '',
    fullBio: [
      'Dr. Farhan Qureshi ensures that every report, consultation and piece of communication from Kavach Genomics is medically sound and responsibly worded.',
      'A physician with a background in internal medicine and preventive health, he leads the post-test consultation service and works closely with partner hospitals and referring doctors.',
      'He is a firm advocate of reminding every customer that a risk score is a starting point for a conversation with their own doctor.',
    ],
  },
];

/** Board of Directors: 6 people — the first 4 fill row one, the last 2 row two. */
export const board: Person[] = [
  {
    name: 'Dr. Prakash Venkataraman',
    description: 'Chairman, Board of Directors',
    image: '',
    fullBio: [
      'Dr. Prakash Venkataraman chairs the Board. A clinician and hospital administrator for over thirty years, he brings deep experience of how new diagnostics can be introduced responsibly into clinical practice.',
    ],
  },
  {
    name: 'Anjali Bhattacharya',
    description: 'Independent Director',
    image: '',
    fullBio: [
      'Anjali Bhattacharya is a corporate lawyer specialising in healthcare regulation and data protection. She chairs the Board’s governance and privacy committee.',
    ],
  },
  {
    name: 'Vikram Sethi',
    description: 'Director',
    image: '',
    fullBio: [
      'Vikram Sethi is an entrepreneur who has founded and scaled consumer health businesses across India. He advises the company on growth strategy and customer access.',
    ],
  },
  {
    name: 'Dr. Lakshmi Narayanan',
    description: 'Director, Scientific Strategy',
    image: '',
    fullBio: [
      'Dr. Lakshmi Narayanan is a stem-cell biologist whose academic work laid foundations for the company’s approach to RNA sequencing from blood. She guides the Board on scientific direction.',
    ],
  },
  {
    name: 'Harish Joshi',
    description: 'Independent Director',
    image: '',
    fullBio: [
      'Harish Joshi is a former banking executive with long experience in audit and risk management. He chairs the Board’s audit committee.',
    ],
  },
  {
    name: 'Dr. Nandini Rao',
    description: 'Director, Clinical Advisory',
    image: '',
    fullBio: [
      'Dr. Nandini Rao is a medical oncologist who has cared for patients for more than two decades. She advises the Board on patient needs, survivorship care and clinical partnerships.',
    ],
  },
];

/** Key Advisors & Investors: 7 people. */
export const advisors: Person[] = [
  {
    name: 'Dr. Suresh Pillai',
    description: 'Clinical Advisor, Oncology',
    image: '',
    fullBio: [
      'Dr. Suresh Pillai is a surgical oncologist who advises the company on how risk assessment fits into clinical pathways.',
      'He has a long-standing interest in patient education and regularly speaks to community groups about early detection.',
    ],
  },
  {
    name: 'Ritu Malhotra',
    description: 'Investor, Healthcare Ventures',
    image: '',
    fullBio: [
      'Ritu Malhotra is a partner at a healthcare-focused venture fund and an early investor in Kavach Genomics.',
      'She supports the leadership team on fundraising, partnerships and building an organisation that can grow responsibly.',
    ],
  },
  {
    name: 'Dr. Amitabh Sen',
    description: 'Scientific Advisor, Genomics',
    image: '',
    fullBio: [
      'Dr. Amitabh Sen is a genomics researcher with expertise in gene expression and sequencing methods.',
      'He reviews the company’s laboratory methods and advises on quality and validation.',
    ],
  },
  {
    name: 'Kiran Shah',
    description: 'Angel Investor',
    image: '',
    fullBio: [
      'Kiran Shah is a technology entrepreneur turned angel investor who backs companies working at the intersection of health and data.',
      'He mentors the team on digital products and customer experience.',
    ],
  },
  {
    name: 'Dr. Zainab Hussain',
    description: 'Advisor, Bioinformatics',
    image: '',
    fullBio: [
      'Dr. Zainab Hussain is a computational biologist who specialises in pathway analysis.',
      'She advises the B3 team on analysis pipelines and on presenting complex results in a clear, usable way.',
    ],
  },
  {
    name: 'Manoj Agarwal',
    description: 'Investor',
    image: '',
    fullBio: [
      'Manoj Agarwal leads a family office with long-term investments in healthcare and education.',
      'He joined Kavach Genomics as an investor because he believes early information can change outcomes for families.',
    ],
  },
  {
    name: 'Dr. Gurpreet Sandhu',
    description: 'Advisor, Public Health',
    image: '',
    fullBio: [
      'Dr. Gurpreet Sandhu is a public-health specialist with experience in community screening programmes.',
      'She advises the company on reaching people outside large cities and on awareness campaigns.',
    ],
  },
];

/** Two-letter initials for avatar rendering, ignoring honorifics (Dr., Shri, Smt.). */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((w) => w.length > 0 && !/^(dr|shri|smt|mr|mrs|ms)\.?$/i.test(w));
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (first.charAt(0) + last.charAt(0)).toUpperCase();
}
