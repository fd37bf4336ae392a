import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromeFor } from '../i18n/messages';
import type { Locale } from './locale';
import { findRoute, ROUTES, sitemapRoutes } from '../routes';
import { seoFor } from './seo';
import { buildRobotsTxt, buildSitemapXml } from './sitemap';
import { faqPageJsonLd, organizationJsonLd } from './structuredData';

describe('routes.ts', () => {
  it('every route has a title, description and heading, and titles are unique per canonical page', () => {
    for (const r of ROUTES) {
      expect(r.title, r.path).toBeTruthy();
      expect(r.description.length, r.path).toBeGreaterThan(20);
      expect(r.heading, r.path).toBeTruthy();
    }
    const canonicalTitles = ROUTES.filter((r) => !r.canonical).map((r) => r.title);
    expect(new Set(canonicalTitles).size).toBe(canonicalTitles.length);
  });

  const MAIN_PAGE_PATHS = [
    '/',
    '/whatweoffer',
    '/resources',
    '/media',
    '/faqs',
    '/faqs/hrc',
    '/faqs/aob',
    '/about-us',
    '/abou-us',
    '/about-us/leadership',
    '/about-us/our-investors',
    '/contact-us',
    '/coming-soon',
    '/privacy-policy',
    '/terms',
  ];

  it('the main pages are listed and have a page folder', () => {
    for (const r of MAIN_PAGE_PATHS.map((p) => findRoute(p)!)) {
      const dir = r.path === '/' ? 'index' : r.path.slice(1);
      const candidates = [
        path.join('pages', dir, '+Page.tsx'),
        path.join('pages', dir, 'index', '+Page.tsx'),
      ];
      expect(
        candidates.some((c) => fs.existsSync(path.resolve(__dirname, '..', c))),
        `${r.path} has no pages/${dir}/+Page.tsx`,
      ).toBe(true);
    }
  });

  it('finds routes with or without a trailing slash', () => {
    expect(findRoute('/faqs/hrc/')?.heading).toBe('HrC Test FAQs');
    expect(findRoute('/nope')).toBeUndefined();
  });

  it('the sitemap leaves out duplicates and redirects', () => {
    const paths = sitemapRoutes().map((r) => r.path);
    expect(paths).toContain('/about-us');
    expect(paths).not.toContain('/abou-us');
    expect(paths).not.toContain('/products/nutrigenomics');
  });
});

describe('seoFor', () => {
  it('uses the route list, then data.seo, and error titles', () => {
    expect(seoFor('/faqs', undefined)).toEqual({
      title: 'Frequently Asked Questions | Kavach Genomics',
      description: findRoute('/faqs')!.description,
    });
    expect(seoFor('/blog/3', { seo: { title: 'A post', description: 'About it' } })).toEqual({
      title: 'A post | Kavach Genomics',
      description: 'About it',
    });
    expect(seoFor('/x', undefined, { is404: true }).title).toBe('Page not found | Kavach Genomics');
  });

  it("an error page's title is its heading in the page's language, English as before", () => {
    const title = (is404: boolean, locale: Locale) =>
      seoFor('/x', undefined, { is404, chrome: chromeFor(locale) }).title;
    expect(title(true, 'en')).toBe('Page not found | Kavach Genomics');
    expect(title(false, 'en')).toBe('Something went wrong | Kavach Genomics');
    expect(title(true, 'hi')).toBe('पेज नहीं मिला | Kavach Genomics');
    expect(title(false, 'mr')).toBe('काहीतरी चुकले | Kavach Genomics');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists absolute URLs and escapes XML', () => {
    const xml = buildSitemapXml('https://kavach.example', [
      { path: '/a&b', title: 't', description: 'd', heading: 'h', priority: 1 },
    ]);
    expect(xml).toContain('<loc>https://kavach.example/a&amp;b</loc>');
    expect(xml).toContain('<priority>1.0</priority>');
    expect(buildRobotsTxt('https://kavach.example')).toContain(
      'Sitemap: https://kavach.example/sitemap.xml',
    );
    expect(buildRobotsTxt('https://kavach.example')).toContain('Disallow: /admin');
  });
});

describe('JSON-LD', () => {
  it('Organization', () => {
    const org = organizationJsonLd();
    expect(org['@type']).toBe('Organization');
    expect(org.url).toBe('http://localhost:3000/');
  });

  it('FAQPage keeps answered items only', () => {
    const answered = [
      { question: 'What is HrC?', answer: 'A score.' },
      { question: 'Is it free?', answer: 'Yes.' },
    ];
    const ld = faqPageJsonLd([...answered, { question: 'AoB?' }]);
    expect(ld.mainEntity).toHaveLength(2);
    expect(ld.mainEntity[0]).toMatchObject({ '@type': 'Question', name: 'What is HrC?' });
  });
});
