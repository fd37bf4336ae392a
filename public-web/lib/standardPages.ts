/**
 * The site's standard pages of a content kind, for a kind whose site entry (siteKinds.ts) asks
 * for them with `standardPages`: the item page at the kind's item address (content-kinds.ts
 * `itemPath`, '/news/{slug}'), and with `list` the list page at its list address. Their routes
 * take any first segment (pages/standard-item, pages/standard-list); the kind is found here by
 * its addresses, and an address no kind has is the site's 404. A kind with pages of the spec's
 * own (the blog, the news list on /media) keeps them: those routes come first.
 */
import { CONTENT_KIND_NAMES, CONTENT_KINDS, hasItemPages } from '@kavach/api-client/content-kinds';
import { render } from 'vike/abort';
import type { ArticleKind } from './publicApi';
import { SITE_KINDS, type ItemPageWords, type StandardPagesWords } from './siteKinds';

const ARTICLE_KINDS = CONTENT_KIND_NAMES.filter(hasItemPages);

/** The words of a kind's standard pages, if it has them. */
function standardPagesOf(kind: ArticleKind): (ItemPageWords & StandardPagesWords) | null {
  const site = SITE_KINDS[kind];
  return 'standardPages' in site ? { ...site.itemPage, ...site.standardPages } : null;
}

/**
 * The kind whose standard item page is at /{section}/… ('item') or whose standard list page is
 * at /{section} ('list'), with its pages' words; the site's 404 when none is.
 */
export function standardKindAt(section: string, page: 'item' | 'list') {
  for (const kind of ARTICLE_KINDS) {
    const words = standardPagesOf(kind);
    const at =
      page === 'item'
        ? CONTENT_KINDS[kind].itemPath === `/${section}/{slug}`
        : CONTENT_KINDS[kind].listPath === `/${section}` && words?.list !== undefined;
    if (words && at) return { kind, words };
  }
  throw render(404);
}

/** The address of an item's page by its index in its kind's list, as the cards link it. */
export const itemHref = (kind: ArticleKind, index: number) =>
  CONTENT_KINDS[kind].itemPath.replace('{slug}', String(index));
