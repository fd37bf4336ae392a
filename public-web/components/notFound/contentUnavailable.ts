/**
 * "Unavailable for a moment": a page whose items come from the API (blog, news) throws
 * `contentUnavailable(...)` in its +data hook when the API cannot answer (and no recent answer is
 * cached): HTTP 503 and pages/_error shows the page's heading with this message, never an empty
 * list presented as "no posts".
 */
import { render } from 'vike/abort';
import type { Locale } from '../../lib/locale';

/** Its words are the page's language's, chosen where it is thrown (lib/liveArticles.ts). */
export interface ContentUnavailableView {
  /** The page heading, e.g. 'Blogs'. */
  heading: string;
  /** e.g. 'The blog posts are unavailable for a moment.' */
  message: string;
  /** The language of its words (the page's). */
  lang: Locale;
}

export function contentUnavailable(view: ContentUnavailableView): Error {
  return render(503, { contentUnavailable: view });
}

export function asContentUnavailable(abortReason: unknown): ContentUnavailableView | null {
  if (!abortReason || typeof abortReason !== 'object') return null;
  const view = (abortReason as { contentUnavailable?: Partial<ContentUnavailableView> })
    .contentUnavailable;
  if (!view || typeof view.heading !== 'string' || typeof view.message !== 'string') return null;
  return view as ContentUnavailableView;
}
