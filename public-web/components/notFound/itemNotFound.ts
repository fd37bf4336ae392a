/**
 * "Blog not found" and its siblings: a +data hook throws `itemNotFound(...)`
 * (notFoundAbort.ts, which words it in the page's language), Vike answers HTTP 404 and renders
 * pages/_error with the reason in pageContext.abortReason, where <ItemNotFound> shows it.
 */
import type { Locale } from '../../lib/locale';

export interface ItemNotFoundView {
  /** The page heading, e.g. 'Blogs'. */
  heading: string;
  /** The message, e.g. 'Blog not found'. */
  message: string;
  /** The list length and the index asked for, in words. */
  detail: string;
  /** The Back button's text. */
  back: string;
  /** Where Back goes when there is no history to go back to. */
  fallbackHref: string;
  /** The language of its words (the page's). */
  lang: Locale;
}

export interface ItemNotFoundReason {
  itemNotFound: ItemNotFoundView;
}

export function asItemNotFound(abortReason: unknown): ItemNotFoundView | null {
  if (!abortReason || typeof abortReason !== 'object') return null;
  const view = (abortReason as Partial<ItemNotFoundReason>).itemNotFound;
  if (!view || typeof view.heading !== 'string' || typeof view.message !== 'string') return null;
  return view;
}
