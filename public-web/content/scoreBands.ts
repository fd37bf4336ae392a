/**
 * HrC score interpretation timeline, scale 0 to 10+.
 * Note: the FAQ calls 0-2 'normal' while the timeline says 'under 2'; the two
 * sources differ slightly at the boundary, and both texts are kept as given.
 * Colours are dark enough for white text (WCAG AA, >= 4.5:1).
 */
import type { ScoreBand } from './types';

export const SCORE_SCALE_MAX_LABEL = '10+';

const NO_RISK_BAND: ScoreBand = {
  range: 'Under 2',
  min: 0,
  max: 2,
  label: 'No risk',
  colour: '#1b7f4b',
  description: 'No cancer risk detected at this time.',
  action: 'Retest in 12 months',
};

export const scoreBands: ScoreBand[] = [
  NO_RISK_BAND,
  {
    range: '2 to 6',
    min: 2,
    max: 6,
    label: 'Possible pre-malignant or benign activity',
    colour: '#8a6100',
    description: 'The score suggests possible pre-malignant or benign activity.',
    action: 'Retest in 6 months',
  },
  {
    range: '6 to 10',
    min: 6,
    max: 10,
    label: 'Increased risk',
    colour: '#b44a00',
    description: 'The score indicates an increased risk of cancer.',
    action: 'Further medical evaluation',
  },
  {
    range: 'Above 10',
    min: 10,
    max: null,
    label: 'High likelihood',
    colour: '#b3261e',
    description: 'The score indicates a high likelihood of cancer.',
    action: 'Immediate diagnostic tests',
  },
];
