import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveContentUrls, withContentUrls } from '../sitemap.mjs';

const STATIC = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url>
    <loc>https://kavach.example/</loc>
    <priority>1.0</priority>
  </url>
</urlset>
`;

describe('sitemap.xml', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds the live slug URLs on the origin of the build, before the end', () => {
    const xml = withContentUrls(STATIC, ['/blog/first-post', '/news/a&b']);
    expect(xml).toContain('<loc>https://kavach.example/</loc>');
    expect(xml).toContain(
      '  <url>\n    <loc>https://kavach.example/blog/first-post</loc>\n    <priority>0.5</priority>\n  </url>\n',
    );
    expect(xml).toContain('<loc>https://kavach.example/news/a&amp;b</loc>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(withContentUrls(STATIC, [])).toBe(STATIC);
  });

  it('adds each live URL in each language of the build, with the same alternates', () => {
    const link = (lang: string, href: string) =>
      `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="https://kavach.example${href}"/>`;
    const home = link('en', '/') + link('hi', '/hi') + link('mr', '/mr') + link('x-default', '/');
    const languages = STATIC.replace('/</loc>', `/</loc>${home}`);
    const xml = withContentUrls(languages, ['/blog/first-post']);
    const alternates =
      link('en', '/blog/first-post') +
      link('hi', '/hi/blog/first-post') +
      link('mr', '/mr/blog/first-post') +
      link('x-default', '/blog/first-post');
    for (const loc of ['/blog/first-post', '/hi/blog/first-post', '/mr/blog/first-post'])
      expect(xml).toContain(
        `  <url>\n    <loc>https://kavach.example${loc}</loc>${alternates}\n    <priority>0.5</priority>\n  </url>\n`,
      );
  });

  it('reads the content and job URLs; null (with a warning) when the API fails', async () => {
    const answers: Record<string, unknown> = {
      'http://api/api/content-addresses': {
        data: [{ url: '/blog/a' }, { url: 'https://elsewhere.example/x' }, { url: '/news/b' }],
      },
      'http://api/api/jobs': { data: [{ url: '/about-us/careers/lab-scientist-4' }, {}] },
    };
    vi.stubGlobal('fetch', async (url: string) => Response.json(answers[url]));
    expect(await liveContentUrls('http://api/')).toEqual([
      '/blog/a',
      '/news/b',
      '/about-us/careers/lab-scientist-4',
    ]);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', async () => new Response('no', { status: 502 }));
    expect(await liveContentUrls('http://api')).toBeNull();
  });
});
