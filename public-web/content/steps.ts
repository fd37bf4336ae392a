/**
 * How-it-works step carousels.
 * - hrcSteps: /whatweoffer HrC carousel (auto-advances every 5000 ms, wraps).
 * - b3Steps: /whatweoffer B3 carousel (no auto-advance).
 *   Their words are the page's texts in the catalogs (i18n/, `whatWeOffer…`).
 * - b3OncoSteps: /products/b-cube/onco four-step carousel (auto-advances every 5000 ms).
 */
import type { WhatWeOfferPageTexts } from '../i18n/catalog';
import type { StepItem } from './types';

type TextKey = keyof WhatWeOfferPageTexts;

/** Auto-advance interval of the HrC and B-Cube onco carousels. */
export const STEP_AUTO_ADVANCE_MS = 5000;

/** A step of the what-we-offer page: its picture, and its words' keys. */
export interface StepSource {
  image: string;
  title: TextKey;
  text: TextKey;
}

export const hrcSteps: StepSource[] = [
  {
    image: '/images/step-book.svg',
    title: 'whatWeOfferHrcBookTitle',
    text: 'whatWeOfferHrcBookText',
  },
  {
    image: '/images/step-collect.svg',
    title: 'whatWeOfferHrcSampleTitle',
    text: 'whatWeOfferHrcSampleText',
  },
  { image: '/images/step-lab.svg', title: 'whatWeOfferHrcLabTitle', text: 'whatWeOfferHrcLabText' },
  {
    image: '/images/step-report.svg',
    title: 'whatWeOfferHrcReportTitle',
    text: 'whatWeOfferHrcReportText',
  },
];

export const b3Steps: StepSource[] = [
  {
    image: '/images/step-blood.svg',
    title: 'whatWeOfferB3SampleTitle',
    text: 'whatWeOfferB3SampleText',
  },
  {
    image: '/images/step-sequencing.svg',
    title: 'whatWeOfferB3SequencingTitle',
    text: 'whatWeOfferB3SequencingText',
  },
  {
    image: '/images/step-pathway.svg',
    title: 'whatWeOfferB3PathwayTitle',
    text: 'whatWeOfferB3PathwayText',
  },
  {
    image: '/images/step-insights.svg',
    title: 'whatWeOfferB3InsightsTitle',
    text: 'whatWeOfferB3InsightsText',
  },
];

/** The B-Cube onco page's steps (a page not translated yet: its words are English). */
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
