// Server-only: the page's structure travels as data, so the browser bundle carries no content
// modules; its words are the page's texts (pageContext.pageTexts).
import { WHAT_WE_OFFER } from '../../content/programmePages';
import { SCORE_SCALE_MAX_LABEL, scoreBands } from '../../content/scoreBands';
import { STEP_AUTO_ADVANCE_MS, b3Steps, hrcSteps } from '../../content/steps';

export function data() {
  return {
    page: WHAT_WE_OFFER,
    hrcSteps,
    b3Steps,
    autoAdvanceMs: STEP_AUTO_ADVANCE_MS,
    scoreBands,
    scaleMax: SCORE_SCALE_MAX_LABEL,
  };
}

export type Data = ReturnType<typeof data>;
