import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findRoute, ROUTES, sitemapRoutes } from './routes';
import { CONTENT_PAGE_ROUTES, contentPage } from './lib/contentPages';

describe('route table', () => {
  it('one entry per tribute; blog posts and news items are not in the table (the API has them)', () => {
    expect(findRoute('/blog/0')).toBeUndefined();
    expect(findRoute('/news/0')).toBeUndefined();
    expect(findRoute('/tribute/vasant-kelkar')?.heading).toBe('Dr. Vasant Kelkar');
    expect(findRoute('/tribute/radhika-menon')).toBeDefined();
  });

  it('paths are unique across the whole list and titles are unique apart from aliases', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    const titles = ROUTES.filter((r) => !r.canonical).map((r) => r.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('every entry has a real description and a heading', () => {
    for (const r of ROUTES) {
      expect(r.description.length, r.path).toBeGreaterThanOrEqual(40);
      expect(r.heading, r.path).not.toBe('');
    }
  });

  it('content routes resolve to their page text', () => {
    for (const route of CONTENT_PAGE_ROUTES) expect(contentPage(route).route).toBe(route);
  });

  it('the sitemap leaves out the redirect and the /science/blogs alias', () => {
    const inSitemap = new Set(sitemapRoutes().map((r) => r.path));
    expect(inSitemap.has('/products/nutrigenomics')).toBe(false);
    expect(inSitemap.has('/science/blogs')).toBe(false);
    expect(inSitemap.has('/blog')).toBe(true);
    expect(findRoute('/science/blogs')?.canonical).toBe('/blog');
  });

  it('the newsletter link pages are never indexed nor in the sitemap', () => {
    const inSitemap = new Set(sitemapRoutes().map((r) => r.path));
    for (const path of ['/newsletter/confirm', '/newsletter/unsubscribe']) {
      expect(findRoute(path)?.noIndex, path).toBe(true);
      expect(inSitemap.has(path), path).toBe(false);
    }
    expect(ROUTES.filter((r) => r.noIndex).map((r) => r.path)).toEqual([
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
    ]);
  });
});

describe('page scripts', () => {
  // Without its `+client.tsx` a page is HTML only (pages/+config.ts, `clientHooks: false`): its
  // forms, menu and carousels would never start. (An island the entry does not list is reported
  // on the page's console, which the end-to-end route visits fail on.)
  it('every page hydrates its islands from its client entry', () => {
    const pages = join(dirname(fileURLToPath(import.meta.url)), 'pages');
    const pageFiles = readdirSync(pages, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /(^|\/)\+Page\.tsx$/.test(file),
    );
    expect(pageFiles.length).toBeGreaterThan(40);
    for (const file of pageFiles) {
      const client = join(pages, dirname(file), '+client.tsx');
      const text = readFileSync(client, 'utf8');
      expect(text, client).toMatch(/^void hydrateIslands\(\[[\w, ]*\]\);$/m);
    }
  });
});
