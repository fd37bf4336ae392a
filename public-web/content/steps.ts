/**
 * How-it-works step carousels.
 * - hrcSteps: /whatweoffer HrC carousel (auto-advances every 5000 ms, wraps).
 * - b3Steps: /whatweoffer B3 carousel (no auto-advance).
 * - b3OncoSteps: /products/b-cube/onco four-step carousel (auto-advances every 5000 ms).
 */
import type { StepItem } from './types';

/** Auto-advance interval of the HrC and B-Cube onco carousels. */
export const STEP_AUTO_ADVANCE_MS = 5000;

export const hrcSteps: StepItem[] = [
  {
    number: 1,
    title: 'Book and pay online',
    subtext:
      'Choose a collection centre and a time, and pay ₹14,000 + 18% GST online in advance. No fasting is needed.',
    image: '/images/step-book.svg',
  },
  {
    number: 2,
    title: 'Give a blood sample',
    subtext:
      'A trained phlebotomist draws 8–10 ml of blood at your chosen centre. It takes only a few minutes.',
    image: '/images/step-collect.svg',
  },
  {
    number: 3,
    title: 'Laboratory analysis',
    subtext:
      'Your sample travels to our laboratory under controlled temperature, where it is analysed to calculate your HrC score.',
    image: '/images/step-lab.svg',
  },
  {
    number: 4,
    title: 'Receive your report',
    subtext:
      'Within 10 working days of the sample reaching the lab, your report arrives by e-mail with an SMS alert. A consultation is available on request.',
    image: '/images/step-report.svg',
  },
];

export const b3Steps: StepItem[] = [
  {
    number: 1,
    title: '16 ml blood sample',
    subtext: 'A single 16 ml blood draw is all that is needed. No tissue biopsy is involved.',
    image: '/images/step-blood.svg',
  },
  {
    number: 2,
    title: 'Sequencing',
    subtext:
      'RNA from the stem cells in your blood is sequenced to measure which genes are active, and how much.',
    image: '/images/step-sequencing.svg',
  },
  {
    number: 3,
    title: 'Pathway analysis',
    subtext:
      'Genes that change by about 2-fold or more against healthy controls are mapped to the affected organ and gene pathways.',
    image: '/images/step-pathway.svg',
  },
  {
    number: 4,
    title: 'Personalised insights',
    subtext:
      'You receive one of four reports — Occurrence Risk, Response, Remission or Recurrence Risk — to review with your doctor.',
    image: '/images/step-insights.svg',
  },
];

export const b3OncoSteps: StepItem[] = [
  {
    number: 1,
    title: '16 ml blood sample',
    subtext:
      'Your journey starts with a routine 16 ml blood draw at a collection centre — a blood-based biopsy instead of a tissue one.',
    image: '/images/step-blood.svg',
  },
  {
    number: 2,
    title: 'Sequencing',
    subtext:
      'In the laboratory, stem cells are isolated from the sample and their RNA is sequenced, capturing the activity of thousands of genes.',
    image: '/images/step-sequencing.svg',
  },
  {
    number: 3,
    title: 'Pathway analysis',
    subtext:
      'Each gene’s activity is compared with healthy controls. Changes of about 2-fold or more are grouped into pathways and linked to the organ involved.',
    image: '/images/step-pathway.svg',
  },
  {
    number: 4,
    title: 'Personalised insights',
    subtext:
      'Within 6 to 8 weeks you receive a clear report — Occurrence Risk, Response, Remission or Recurrence Risk — to plan next steps with your oncologist.',
    image: '/images/step-insights.svg',
  },
];
