/** Server side of an article page (/blog/{id}, /news/{id}): the list item of the route's index, or HTTP 404. */
import type { PageContextServer } from 'vike/types';
import { parseIndexParam } from '../../lib/indexParam';
import { missingDetail } from '../notFound/itemNotFound';
import { itemNotFound } from '../notFound/notFoundAbort';

export interface ArticleNotFound {
  /** The page heading, e.g. 'Blogs'. */
  heading: string;
  /** e.g. 'Blog not found'. */
  message: string;
  /** How the detail names one item and several, e.g. 'blog', 'blogs'. */
  singular: string;
  plural: string;
  /** Where Back goes when there is no history. */
  fallbackHref: string;
}

/** The item at the route's `id` (a list index); throws the item-not-found view (404) when there is none. */
export function articleAt<T>(
  pageContext: PageContextServer,
  list: readonly T[],
  notFound: ArticleNotFound,
): { index: number; item: T } {
  const raw = pageContext.routeParams.id ?? '';
  const index = parseIndexParam(raw, list.length);
  const item = index === null ? undefined : list[index];
  if (index === null || !item) {
    throw itemNotFound({
      heading: notFound.heading,
      message: notFound.message,
      detail: missingDetail(list.length, raw, notFound.singular, notFound.plural),
      fallbackHref: notFound.fallbackHref,
    });
  }
  return { index, item };
}
