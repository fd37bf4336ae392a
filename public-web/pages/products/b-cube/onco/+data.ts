import { b3OncoSteps, STEP_AUTO_ADVANCE_MS } from '../../../../content/steps';
import { contentPage } from '../../../../lib/contentPages';

export function data() {
  return {
    page: contentPage('/products/b-cube/onco'),
    steps: b3OncoSteps,
    autoAdvanceMs: STEP_AUTO_ADVANCE_MS,
  };
}

export type Data = ReturnType<typeof data>;
