/**
 * "Blog not found" and its siblings: a +data hook throws `itemNotFound(...)`
 * (notFoundAbort.ts), Vike answers HTTP 404 and renders pages/_error with the
 * reason in pageContext.abortReason, where <ItemNotFound> shows it.
 */

export interface ItemNotFoundView {
  /** The page heading, e.g. 'Blogs'. */
  heading: string;
  /** The message, e.g. 'Blog not found'. */
  message: string;
  /** The list length and the index asked for, in words. */
  detail: string;
  /** Where Back goes when there is no history to go back to. */
  fallbackHref: string;
}

export interface ItemNotFoundReason {
  itemNotFound: ItemNotFoundView;
}

/**
 * Why nothing is shown, in words for the visitor: for a number (the spec's index URLs) the list
 * length and the index, 'The list has 31 blogs; there is no blog at index 99.'; for any other
 * address (a slug), that nothing is there now and why that may be.
 */
export function missingDetail(
  length: number,
  asked: string,
  singular: string,
  plural: string,
  why = 'it may have been taken down, or the address may be mistyped',
): string {
  if (!/^\d+$/.test(asked)) return `There is no ${singular} at this address: ${why}.`;
  const shown = asked.length > 40 ? asked.slice(0, 40) + '…' : asked;
  return `The list has ${length} ${length === 1 ? singular : plural}; there is no ${singular} at index ${shown}.`;
}

export function asItemNotFound(abortReason: unknown): ItemNotFoundView | null {
  if (!abortReason || typeof abortReason !== 'object') return null;
  const view = (abortReason as Partial<ItemNotFoundReason>).itemNotFound;
  if (!view || typeof view.heading !== 'string' || typeof view.message !== 'string') return null;
  return view;
}
