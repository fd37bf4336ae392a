/**
 * HrC score interpretation timeline, scale 0 to 10+. Its words are the what-we-offer page's
 * texts in the catalogs (i18n/, the `whatWeOfferBand…` keys), in the page's language.
 * Note: the FAQ calls 0-2 'normal' while the timeline says 'under 2'; the two
 * sources differ slightly at the boundary, and both texts are kept as given.
 * Colours are dark enough for white text (WCAG AA, >= 4.5:1).
 */
import type { WhatWeOfferPageTexts } from '../i18n/catalog';

type TextKey = keyof WhatWeOfferPageTexts;

export const SCORE_SCALE_MAX_LABEL = '10+';

/** A band of the timeline: its bounds and colour, and its words' keys. */
export interface ScoreBandSource {
  /** Inclusive lower bound of the band. */
  min: number;
  /** Exclusive upper bound; null for the open-ended top band. */
  max: number | null;
  colour: string;
  /** Display range, e.g. 'Under 2'. */
  range: TextKey;
  /** Short label, e.g. 'No risk'. */
  label: TextKey;
  description: TextKey;
  /** Recommended next step in a few words. */
  action: TextKey;
}

export const scoreBands: ScoreBandSource[] = [
  {
    min: 0,
    max: 2,
    colour: '#1b7f4b',
    range: 'whatWeOfferBandNoRiskRange',
    label: 'whatWeOfferBandNoRiskLabel',
    description: 'whatWeOfferBandNoRiskText',
    action: 'whatWeOfferBandNoRiskAction',
  },
  {
    min: 2,
    max: 6,
    colour: '#8a6100',
    range: 'whatWeOfferBandPossibleRange',
    label: 'whatWeOfferBandPossibleLabel',
    description: 'whatWeOfferBandPossibleText',
    action: 'whatWeOfferBandPossibleAction',
  },
  {
    min: 6,
    max: 10,
    colour: '#b44a00',
    range: 'whatWeOfferBandIncreasedRange',
    label: 'whatWeOfferBandIncreasedLabel',
    description: 'whatWeOfferBandIncreasedText',
    action: 'whatWeOfferBandIncreasedAction',
  },
  {
    min: 10,
    max: null,
    colour: '#b3261e',
    range: 'whatWeOfferBandHighRange',
    label: 'whatWeOfferBandHighLabel',
    description: 'whatWeOfferBandHighText',
    action: 'whatWeOfferBandHighAction',
  },
];
