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

/** 'The list has 31 blogs; there is no blog at index 99.' */
export function indexDetail(
  length: number,
  index: string,
  singular: string,
  plural: string,
): string {
  const shown = index.length > 40 ? index.slice(0, 40) + '…' : index;
  return `The list has ${length} ${length === 1 ? singular : plural}; there is no ${singular} at index ${shown}.`;
}

export function asItemNotFound(abortReason: unknown): ItemNotFoundView | null {
  if (!abortReason || typeof abortReason !== 'object') return null;
  const view = (abortReason as Partial<ItemNotFoundReason>).itemNotFound;
  if (!view || typeof view.heading !== 'string' || typeof view.message !== 'string') return null;
  return view;
}
