/**
 * What a page's components read of its pageContext in the browser, carried in the page as JSON
 * (pages/+bodyHtmlEnd.ts writes it, lib/hydrateIslands.tsx reads it). Vike's client runtime used to
 * carry it; the pages no longer load that runtime (pages/+config.ts, `clientHooks: false`).
 */
const PAGE_CONTEXT_ELEMENT_ID = 'page-context';

/**
 * The fields an island reads in the browser (lib/island.tsx): the page's language and interface
 * texts (useChrome, usePageTexts) and its path (NavLink, the language switcher). What an island
 * needs of the page's data it gets as props; the rest of the page is never rendered again.
 */
const BROWSER_FIELDS = ['locale', 'chrome', 'pageTexts', 'urlPathname'] as const;

type BrowserField = (typeof BROWSER_FIELDS)[number];
export type BrowserPageContext = Partial<Record<BrowserField, unknown>>;

/**
 * The page's context as a script element of JSON. `<` is written as its escape, so no text in
 * it (an article's `</script>`, a `<!--`) can end or change the element.
 */
export function pageContextElement(pageContext: BrowserPageContext): string {
  const fields: BrowserPageContext = {};
  for (const field of BROWSER_FIELDS) {
    if (pageContext[field] !== undefined) fields[field] = pageContext[field];
  }
  const json = JSON.stringify(fields).replace(/</g, '\\u003c');
  return `<script id="${PAGE_CONTEXT_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/** The page's context as the server wrote it (pageContextElement). */
export function readPageContext(doc: Document): BrowserPageContext {
  const element = doc.getElementById(PAGE_CONTEXT_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as BrowserPageContext) : {};
}
