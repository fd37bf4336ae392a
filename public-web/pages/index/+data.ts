// Server-only: the page's structure travels as data, so the browser bundle carries no content
// modules (keeps JavaScript on / small); its words are the page's texts (pageContext.pageTexts).
import { HOME_PAGE } from '../../content/programmePages';
import { cancerProgrammes, diabetesProgrammes } from '../../content/programmes';

export function data() {
  return {
    hero: { slides: HOME_PAGE.heroSlides, intervalMs: HOME_PAGE.heroIntervalMs },
    cancer: cancerProgrammes,
    diabetes: diabetesProgrammes,
  };
}

export type Data = ReturnType<typeof data>;
