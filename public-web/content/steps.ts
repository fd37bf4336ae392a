/**
 * How-it-works step carousels.
 * - hrcSteps: /whatweoffer HrC carousel (auto-advances every 5000 ms, wraps).
 * - b3Steps: /whatweoffer B3 carousel (no auto-advance).
 *   Their words are the page's texts in the catalogs (i18n/, `whatWeOffer…`).
 * - b3OncoSteps: /products/b-cube/onco four-step carousel (auto-advances every 5000 ms).
 */
import type { MessageKey, WhatWeOfferPageTexts } from '../i18n/catalog';

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

/** A step of the B-Cube onco page: its number and picture, and its words' keys (i18n/, `b3Onco…`). */
export interface OncoStepSource {
  number: number;
  title: MessageKey;
  subtext: MessageKey;
  image: string;
}

/** The B-Cube onco page's steps, their words in the catalogs (read in its +data, in its language). */
export const b3OncoSteps: OncoStepSource[] = [
  {
    number: 1,
    title: 'b3OncoStep1Title',
    subtext: 'b3OncoStep1Text',
    image: '/images/step-blood.svg',
  },
  {
    number: 2,
    title: 'b3OncoStep2Title',
    subtext: 'b3OncoStep2Text',
    image: '/images/step-sequencing.svg',
  },
  {
    number: 3,
    title: 'b3OncoStep3Title',
    subtext: 'b3OncoStep3Text',
    image: '/images/step-pathway.svg',
  },
  {
    number: 4,
    title: 'b3OncoStep4Title',
    subtext: 'b3OncoStep4Text',
    image: '/images/step-insights.svg',
  },
];
