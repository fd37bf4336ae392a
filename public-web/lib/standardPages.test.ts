import { describe, expect, it } from 'vitest';
import { itemHref, standardKindAt } from './standardPages';

describe('the standard pages of a content kind', () => {
  it('are the news items’ item pages, found by the address content-kinds.ts gives them', () => {
    const { kind, words } = standardKindAt('news', 'item');
    expect(kind).toBe('news');
    expect(words).toMatchObject({
      heading: 'newsHeading',
      itemTexts: { heading: 'newsHeading', recentHeading: 'newsRecentHeading' },
    });
    expect(itemHref('news', 3)).toBe('/news/3');
  });

  it('are no page of a kind with pages of its own, nor of an address no kind has', () => {
    // The blog's pages are the spec's own; the news list is the media page, not a standard list.
    for (const [section, page] of [
      ['blog', 'item'],
      ['blog', 'list'],
      ['media', 'list'],
      ['news', 'list'],
      ['products', 'item'],
      ['no-such-section', 'list'],
    ] as const) {
      expect(() => standardKindAt(section, page), `${section} ${page}`).toThrow();
    }
  });
});
