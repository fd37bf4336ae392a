import { describe, expect, it } from 'vitest';
import { atomFeed } from '../feeds.mjs';

const view = (i: number, kind: 'blog' | 'news') => ({
  title: `Item ${i} <&>`,
  url: `/${kind}/item-${i}`,
  iso_date: `2025-01-${String(i + 1).padStart(2, '0')}`,
  updated_at: `2026-11-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`,
  seo_description: null,
  fields: kind === 'blog' ? { description: `About ${i}` } : { desc: `News ${i}` },
});

describe('Atom feeds', () => {
  it('the blog feed: the latest 20 of the oldest-first list, newest first, escaped', () => {
    const list = Array.from({ length: 25 }, (_, i) => view(i, 'blog'));
    const xml = atomFeed('blog', list, 'https://kavach.example');
    const ids = [...xml.matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map((m) => m[1]);
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe('https://kavach.example/blog/item-24');
    expect(ids[19]).toBe('https://kavach.example/blog/item-5');
    expect(xml).toContain('<title>Item 24 &lt;&amp;&gt;</title>');
    expect(xml).toContain('<summary>About 24</summary>');
    expect(xml).toContain('<published>2025-01-25T00:00:00Z</published>');
    expect(xml).toContain('<updated>2026-11-25T00:00:00.000Z</updated>');
    expect(xml).toContain('href="https://kavach.example/blog/feed.xml"');
  });

  it('the news feed keeps the newest-first order and uses desc as the summary', () => {
    const xml = atomFeed('news', [view(2, 'news'), view(1, 'news')], 'https://kavach.example');
    const ids = [...xml.matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map((m) => m[1]);
    expect(ids).toEqual([
      'https://kavach.example/news/item-2',
      'https://kavach.example/news/item-1',
    ]);
    expect(xml).toContain('<summary>News 2</summary>');
    expect(xml).toContain(
      '<link rel="alternate" type="text/html" href="https://kavach.example/media"/>',
    );
  });
});
