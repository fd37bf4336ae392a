/**
 * The FAQ pages' own texts (their items are the database's: GET /api/content/faq). AoB items
 * deliberately have no answer: the page shows `aobPlaceholderAnswer(question)` and they stay out
 * of FAQPage JSON-LD.
 */

export const NO_FAQS_TEXT = 'No FAQs available.';

/** Placeholder shown when an FAQ item has no answer (AoB). */
export function aobPlaceholderAnswer(question: string): string {
  return 'Answer for: ' + question;
}

/** Texts of /faqs, /faqs/hrc and /faqs/aob. */
export const FAQ_PAGE = {
  title: 'Frequently Asked Questions',
  metaDescription:
    'Answers about the HrC cancer risk test: eligibility, preparation, price, collection centres, results and what your score means.',
  heading: 'Frequently Asked Questions',
  intro: 'Everything you need to know before, during and after your test.',
  tabs: { aob: 'AoB', hrc: 'HrC' },
  takeAobButton: 'Take an AoB Test →',
  takeHrcButton: 'Take an HrC Test →',
};
