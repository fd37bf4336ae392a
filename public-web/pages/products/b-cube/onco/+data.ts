import type { PageContextServer } from 'vike/types';
import { b3OncoSteps, STEP_AUTO_ADVANCE_MS } from '../../../../content/steps';
import type { StepItem } from '../../../../content/types';
import { message } from '../../../../i18n/messages';
import { contentPageData } from '../../../../lib/contentPages';
import { DEFAULT_LOCALE } from '../../../../lib/locale';

export function data(pageContext: PageContextServer) {
  const content = contentPageData('/products/b-cube/onco', pageContext);
  // The carousel in the language of the page's content: English where the page is English.
  const into = content.translatedInto;
  const locale = into ?? DEFAULT_LOCALE;
  const steps: StepItem[] = b3OncoSteps.map((step) => ({
    number: step.number,
    title: message(locale, step.title),
    subtext: message(locale, step.subtext),
    image: step.image,
  }));
  return {
    ...content,
    steps,
    autoAdvanceMs: STEP_AUTO_ADVANCE_MS,
    // Its names in the page's language, where translated (+Page has the English ones).
    ...(into && {
      carousel: {
        label: message(into, 'whatWeOfferB3StepsLabel'),
        stepOf: message(into, 'whatWeOfferStepOf'),
      },
    }),
  };
}

export type Data = ReturnType<typeof data>;
