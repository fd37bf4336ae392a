// Server-only: the page's text travels as data, so the browser bundle
// carries no content modules (keeps JavaScript on / small).
import { HOME_PAGE } from '../../content/programmePages';
import {
  CANCER_PROGRAMMES_HEADING,
  DIABETES_PROGRAMMES_HEADING,
  cancerProgrammes,
  diabetesProgrammes,
} from '../../content/programmes';

export function data() {
  return {
    hero: { slides: HOME_PAGE.heroSlides, intervalMs: HOME_PAGE.heroIntervalMs },
    cancer: { heading: CANCER_PROGRAMMES_HEADING, cards: cancerProgrammes },
    diabetes: { heading: DIABETES_PROGRAMMES_HEADING, cards: diabetesProgrammes },
  };
}

export type Data = ReturnType<typeof data>;
