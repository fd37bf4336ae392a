/**
 * THE MIGRATION SEED'S SOURCE ONLY: no page reads this module. The site's blog posts are the
 * database's (GET /api/content/blog); content/bundledContent.test.ts builds the migration's seed
 * from this data, so it stays until that seed is frozen.
 *
 * Blog list, ORDERED OLDEST FIRST (index 0 = Oct 15, 2023; index 30 = May 6, 2025).
 *
 * - `/blog/{index}` uses the zero-based position in this array, and
 *   blogBodies[index] (blogBodies.ts) is the article body of blogs[index].
 * - Every post has an external `url` (professional-network post) except
 *   index 30 (the newest), which exists only on this site.
 */
import type { BlogPost } from './types';

const NETWORK = 'https://www.linkedin.example/pulse/kavach-genomics-';

export const blogs: BlogPost[] = [
  {
    image: '/images/cover-hrc.svg',
    title: 'What Is the HrC Test? A Plain-Language Introduction',
    description:
      'A simple blood test that returns a cancer risk score: what it measures, who it is for, and what it is not.',
    date: 'Oct 15, 2023',
    isoDate: '2023-10-15',
    url: NETWORK + 'what-is-the-hrc-test',
  },
  {
    image: '/images/cover-early.svg',
    title: 'Why Finding Cancer Risk Early Changes the Conversation',
    description:
      'Knowing your risk before symptoms appear turns a frightening topic into a plan you can make with your doctor.',
    date: 'Oct 30, 2023',
    isoDate: '2023-10-30',
    url: NETWORK + 'finding-cancer-risk-early',
  },
  {
    image: '/images/cover-hrc.svg',
    title: 'Understanding Your HrC Score',
    description:
      'From negligible to high: how to read the score bands on your report and what each one suggests you do next.',
    date: 'Nov 14, 2023',
    isoDate: '2023-11-14',
    url: NETWORK + 'understanding-your-hrc-score',
  },
  {
    image: '/images/cover-nutri.svg',
    title: 'Nutrigenomics 101: How Your Genes Meet Your Plate',
    description:
      'An introduction to the science of how genes and food interact, and why the same diet does not suit everyone.',
    date: 'Nov 28, 2023',
    isoDate: '2023-11-28',
    url: NETWORK + 'nutrigenomics-101',
  },
  {
    image: '/images/cover-hrc.svg',
    title: 'Preparing for Your HrC Blood Draw: No Fasting, No Fuss',
    description:
      'What to expect on the day of your test, from booking and payment to the 8–10 ml blood draw.',
    date: 'Dec 12, 2023',
    isoDate: '2023-12-12',
    url: NETWORK + 'preparing-for-your-hrc-blood-draw',
  },
  {
    image: '/images/cover-survivor.svg',
    title: 'Life After Treatment: Building a Survivorship Plan',
    description:
      'Finishing treatment is a milestone. A clear follow-up plan helps survivors move forward with confidence.',
    date: 'Dec 27, 2023',
    isoDate: '2023-12-27',
    url: NETWORK + 'building-a-survivorship-plan',
  },
  {
    image: '/images/cover-b3.svg',
    title: 'Meet B3: Reading RNA to Understand What Is Changing',
    description:
      'B3 is a blood-based biopsy that sequences RNA from stem cells to point to the affected organ and gene pathways.',
    date: 'Jan 10, 2024',
    isoDate: '2024-01-10',
    url: NETWORK + 'meet-b3',
  },
  {
    image: '/images/cover-hrc.svg',
    title: 'When to Wait: Who Should Postpone the HrC Test',
    description:
      'Pregnancy, recent surgery, infection and some medicines can affect a blood sample. Here is when to wait, and for how long.',
    date: 'Jan 25, 2024',
    isoDate: '2024-01-25',
    url: NETWORK + 'who-should-postpone-the-hrc-test',
  },
  {
    image: '/images/cover-early.svg',
    title: 'World Cancer Day: Small Steps Towards Earlier Detection',
    description:
      'Three simple actions you can take this World Cancer Day for yourself and the people you love.',
    date: 'Feb 4, 2024',
    isoDate: '2024-02-04',
    url: NETWORK + 'world-cancer-day-2024',
  },
  {
    image: '/images/cover-b3.svg',
    title: 'What a “Dysregulated Gene” Means in Your B3 Report',
    description:
      'A short guide to the 2-fold rule, healthy controls and why B3 reports talk about pathways rather than single genes.',
    date: 'Feb 20, 2024',
    isoDate: '2024-02-20',
    url: NETWORK + 'what-a-dysregulated-gene-means',
  },
  {
    image: '/images/cover-early.svg',
    title: 'Family History and Cancer Risk: Starting the Conversation at Home',
    description:
      'Talking about illness in the family is hard. Here is a gentle way to begin, and why it helps your doctor.',
    date: 'Mar 6, 2024',
    isoDate: '2024-03-06',
    url: NETWORK + 'family-history-and-cancer-risk',
  },
  {
    image: '/images/cover-nutri.svg',
    title: 'Eating for Your Genes: Putting Nutrigenomics into Practice',
    description:
      'How a nutrigenomics report becomes a practical eating plan, with a qualified professional by your side.',
    date: 'Mar 21, 2024',
    isoDate: '2024-03-21',
    url: NETWORK + 'eating-for-your-genes',
  },
  {
    image: '/images/cover-hrc.svg',
    title: 'Where to Give Your Sample: Our Collection Centres',
    description:
      'HrC samples are collected in Mumbai and Bangalore, with Delhi on the way. Here is how to choose a centre.',
    date: 'Apr 9, 2024',
    isoDate: '2024-04-09',
    url: NETWORK + 'our-collection-centres',
  },
  {
    image: '/images/cover-survivor.svg',
    title: 'The Survivor Baseline: Why Four Tests in Six Months',
    description:
      'Survivors are compared with themselves, not with averages. Here is how a personal baseline is built and used.',
    date: 'Apr 24, 2024',
    isoDate: '2024-04-24',
    url: NETWORK + 'the-survivor-baseline',
  },
  {
    image: '/images/cover-hrc.svg',
    title: 'Why a Sample Sometimes Needs to Be Taken Again',
    description:
      'Temperature, volume, clotting and RNA yield: the four reasons we may ask for a fresh sample, and what happens next.',
    date: 'May 8, 2024',
    isoDate: '2024-05-08',
    url: NETWORK + 'why-a-sample-needs-to-be-taken-again',
  },
  {
    image: '/images/cover-diabetes.svg',
    title: 'B3 Beyond Cancer: Reports for Diabetes, Heart and Brain',
    description:
      'The same blood-based approach behind our oncology reports now supports diabetes, cardiac and neurological reports.',
    date: 'May 23, 2024',
    isoDate: '2024-05-23',
    url: NETWORK + 'b3-beyond-cancer',
  },
  {
    image: '/images/cover-early.svg',
    title: 'Workplace Wellness: Bringing Cancer Risk Testing to Your Team',
    description:
      'How companies can offer the HrC test to employees, with group pricing arranged through our customer-care team.',
    date: 'Jun 11, 2024',
    isoDate: '2024-06-11',
    url: NETWORK + 'workplace-wellness',
  },
  {
    image: '/images/cover-b3.svg',
    title: 'The Four B3 Reports, Explained',
    description:
      'Occurrence Risk, Response, Remission and Recurrence Risk: which B3 report fits which stage of the journey.',
    date: 'Jun 26, 2024',
    isoDate: '2024-06-26',
    url: NETWORK + 'the-four-b3-reports',
  },
  {
    image: '/images/cover-diabetes.svg',
    title: 'Type 1 Diabetes: What a B3 Report Adds to Your Care',
    description:
      'Insulin and glucose readings tell part of the story. A B3 report adds the organ and gene pathway view.',
    date: 'Jul 10, 2024',
    isoDate: '2024-07-10',
    url: NETWORK + 'type-1-diabetes-b3',
  },
  {
    image: '/images/cover-diabetes.svg',
    title: 'Type 2 Diabetes: Looking Beyond the Sugar Numbers',
    description:
      'HbA1c matters, but it is not the whole picture. What a pathway-level report can add to the conversation.',
    date: 'Jul 25, 2024',
    isoDate: '2024-07-25',
    url: NETWORK + 'type-2-diabetes-beyond-sugar',
  },
  {
    image: '/images/cover-survivor.svg',
    title: 'Caring for Someone Through Cancer Treatment',
    description:
      'Practical ideas for caregivers: staying organised, asking the right questions and looking after yourself too.',
    date: 'Aug 13, 2024',
    isoDate: '2024-08-13',
    url: NETWORK + 'caring-through-cancer-treatment',
  },
  {
    image: '/images/cover-hrc.svg',
    title: 'Not a Diagnosis: Reading a Risk Score Responsibly',
    description:
      'A risk score is a signal, not a verdict. How to respond calmly to your HrC result, whatever it says.',
    date: 'Aug 28, 2024',
    isoDate: '2024-08-28',
    url: NETWORK + 'reading-a-risk-score-responsibly',
  },
  {
    image: '/images/cover-nutri.svg',
    title: 'Nutrigenomics and Everyday Habits: Small Changes, Personal Reasons',
    description:
      'Why advice that fits your biology is easier to keep, and how to turn it into habits that last.',
    date: 'Sep 12, 2024',
    isoDate: '2024-09-12',
    url: NETWORK + 'nutrigenomics-and-everyday-habits',
  },
  {
    image: '/images/cover-diabetes.svg',
    title: 'Diabetes and Comorbidities: Seeing the Whole Picture',
    description:
      'Diabetes often comes with heart and nerve concerns. Looking at them together can make care more joined-up.',
    date: 'Sep 26, 2024',
    isoDate: '2024-09-26',
    url: NETWORK + 'diabetes-and-comorbidities',
  },
  {
    image: '/images/cover-early.svg',
    title: 'Breast Cancer Awareness Month: Talking About Risk Without Fear',
    description:
      'This October, replace worry with information. How to talk about cancer risk calmly with the women in your life.',
    date: 'Oct 15, 2024',
    isoDate: '2024-10-15',
    url: NETWORK + 'breast-cancer-awareness-month-2024',
  },
  {
    image: '/images/cover-diabetes.svg',
    title: 'World Diabetes Day: Know Your Pathways',
    description:
      'On World Diabetes Day, a look at how gene pathway reports can support conversations about long-term care.',
    date: 'Nov 14, 2024',
    isoDate: '2024-11-14',
    url: NETWORK + 'world-diabetes-day-2024',
  },
  {
    image: '/images/cover-early.svg',
    title: 'A Year of Early Detection: What Our Community Taught Us',
    description:
      'Looking back on a year of information sessions, questions from customers and a new centre in Bangalore.',
    date: 'Dec 10, 2024',
    isoDate: '2024-12-10',
    url: NETWORK + 'a-year-of-early-detection',
  },
  {
    image: '/images/cover-hrc.svg',
    title: 'A New Year Habit: Scheduling Your Annual HrC Check',
    description:
      'If your last score was normal, 12 months is the time to repeat. Make it a habit you plan, not one you forget.',
    date: 'Jan 21, 2025',
    isoDate: '2025-01-21',
    url: NETWORK + 'annual-hrc-check',
  },
  {
    image: '/images/cover-survivor.svg',
    title: 'World Cancer Day 2025: Follow-Up Is Part of Survivorship',
    description:
      'Regular monitoring is not a sign of worry; it is a way of staying in charge after treatment.',
    date: 'Feb 4, 2025',
    isoDate: '2025-02-04',
    url: NETWORK + 'world-cancer-day-2025',
  },
  {
    image: '/images/cover-hrc.svg',
    title: 'HrC Sample Collection Is Now Available in Delhi',
    description:
      'Customers in Delhi can now give their HrC sample locally, joining our centres in Mumbai and Bangalore.',
    date: 'Mar 18, 2025',
    isoDate: '2025-03-18',
    url: NETWORK + 'hrc-now-in-delhi',
  },
  {
    image: '/images/cover-b3.svg',
    title: 'Inside the Lab: How RNA Sequencing Powers the B3 Test',
    description:
      'Follow a B3 sample from the 16 ml blood draw to the final report, and see why the process takes 6 to 8 weeks.',
    date: 'May 6, 2025',
    isoDate: '2025-05-06',
  },
];

/** Index of the one post without an external url. */
export const BLOG_WITHOUT_URL_INDEX = 30;
