/**
 * Server side of the item not-found view: `throw itemNotFound(...)` in a +data hook → HTTP 404,
 * its words from the catalogs (i18n/en.ts) in the page's language.
 */
import { render } from 'vike/abort';
import type { MessageKey } from '../../i18n/catalog';
import { message } from '../../i18n/messages';
import { localizedPath, type Locale } from '../../lib/locale';
import type { ItemNotFoundReason } from './itemNotFound';

/** What a page says when its item is not there, as keys of the catalogs. */
export interface MissingItemWords {
  /** The page's heading, e.g. blogHeading. */
  heading: MessageKey;
  /** e.g. missingBlog: 'Blog not found'. */
  notFound: MessageKey;
  /** Where Back goes when there is no history to go back to (in the page's language). */
  fallbackHref: string;
}

/** The words of a list's missing item: why nothing is shown for an index, and for a slug. */
export interface MissingListItemWords extends MissingItemWords {
  /** With {count} (the list's length, ICU plural) and {index} (the index asked for). */
  atIndex: MessageKey;
  atAddress: MessageKey;
}

/** The 404 view in `locale`: `detail` says why nothing is shown, with its `values`. */
export function itemNotFound(
  locale: Locale,
  words: MissingItemWords,
  detail: MessageKey,
  values: Record<string, string | number> = {},
): Error {
  const view = {
    heading: message(locale, words.heading),
    message: message(locale, words.notFound),
    detail: message(locale, detail, values),
    back: message(locale, 'itemNotFoundBack'),
    fallbackHref: localizedPath(words.fallbackHref, locale),
    lang: locale,
  };
  return render(404, { itemNotFound: view } satisfies ItemNotFoundReason);
}

/**
 * The 404 view of a list's item at `asked`: for a number (the spec's index URLs) the list length
 * and the index, 'The list has 31 blogs; there is no blog at index 99.'; for any other address
 * (a slug), that nothing is there now and why that may be.
 */
export function listItemNotFound(
  locale: Locale,
  words: MissingListItemWords,
  length: number,
  asked: string,
): Error {
  if (!/^\d+$/.test(asked)) return itemNotFound(locale, words, words.atAddress);
  const index = asked.length > 40 ? asked.slice(0, 40) + '…' : asked;
  return itemNotFound(locale, words, words.atIndex, { count: length, index });
}
