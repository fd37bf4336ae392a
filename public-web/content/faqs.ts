/**
 * The FAQ pages' own texts (their items are the database's: GET /api/content/faq). AoB items
 * deliberately have no answer: the page shows `aobPlaceholderAnswer(question)` and they stay out
 * of FAQPage JSON-LD.
 */

/** Placeholder shown when an FAQ item has no answer (AoB). */
export function aobPlaceholderAnswer(question: string): string {
  return 'Answer for: ' + question;
}

/**
 * What the FAQ pages say in every language: the tabs are the tests' names. Their other words are
 * the catalogs' (i18n/catalog.ts FAQ_PAGE_KEYS); the heading here is the English one of the
 * "unavailable for a moment" view.
 */
export const FAQ_PAGE = {
  heading: 'Frequently Asked Questions',
  tabs: { aob: 'AoB', hrc: 'HrC' },
};
