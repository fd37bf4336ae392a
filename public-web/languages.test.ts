// @vitest-environment node
/**
 * Every route of routes.ts in English, Hindi and Marathi, as the web server serves the built site
 * (public-web/dist: `npm run build -w @kavach/public-web` first) with no API behind it: each
 * language's page answers as the English one does, in its language (<html lang>), names itself
 * as canonical and the three languages plus x-default as alternates; sitemap.xml lists each page
 * in each language with the same alternates.
 */
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../web-server/index.mjs';
import { LOCALES, localizedPath } from './lib/locale';
import { ROUTES, sitemapRoutes } from './routes';

const SITE = 'http://localhost:3000';
const BUILD = fileURLToPath(new URL('./dist/server/entry.mjs', import.meta.url));

let server: http.Server;
let base: string;

beforeAll(async () => {
  if (!fs.existsSync(BUILD))
    throw new Error(`No build at ${BUILD}: run "npm run build -w @kavach/public-web" first.`);
  const app = await createServer({ log: () => undefined, apiUrl: 'http://127.0.0.1:9' });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string) => fetch(base + path, { redirect: 'manual' });

/** The <link>s of a page's head whose rel is `rel`, as [hreflang or '', href]. */
function links(html: string, rel: string): [string, string][] {
  const found: [string, string][] = [];
  for (const [tag] of html.matchAll(/<link [^>]*>/g)) {
    if (!tag.includes(`rel="${rel}"`)) continue;
    found.push([/hrefLang="([^"]+)"/i.exec(tag)?.[1] ?? '', /href="([^"]+)"/.exec(tag)![1]]);
  }
  return found;
}

describe('every route in every language', () => {
  it('answers as in English, in its language, with its canonical and its alternates', async () => {
    const failures: string[] = [];
    let pages = 0;
    for (const route of ROUTES) {
      const english = await get(route.path);
      // A page the API feeds is, with no API, the error page's "unavailable" view: no canonical.
      const englishHtml = await english.clone().text();
      const indexed = links(englishHtml, 'canonical').length > 0;
      for (const locale of LOCALES) {
        const path = localizedPath(route.path, locale);
        const res = locale === 'en' ? english : await get(path);
        const fail = (what: string) => failures.push(`${path}: ${what}`);
        if (res.status !== english.status) fail(`${res.status}, English ${english.status}`);
        // The nutrigenomics address answers a redirect to its own website in every language.
        if (res.status === 302) continue;
        // Pages with a block from the API say so with a 503 (no API here), as in English.
        if (res.status !== 200 && res.status !== 503) fail(`HTTP ${res.status}`);
        const html = await res.text();
        pages++;
        if (!html.includes(`<html lang="${locale}"`)) fail('<html lang>');
        if (!indexed) {
          if (links(html, 'canonical').length > 0) fail('a canonical the English page lacks');
          continue;
        }
        const own = route.canonical ?? route.path;
        const canonical = links(html, 'canonical').map(([, href]) => href);
        if (canonical.join() !== SITE + localizedPath(own, locale)) fail(`canonical ${canonical}`);
        const alternates = Object.fromEntries(links(html, 'alternate'));
        const expected = Object.fromEntries([
          ...LOCALES.map((l) => [l, SITE + localizedPath(own, l)]),
          ['x-default', SITE + own],
        ]);
        for (const [lang, href] of Object.entries(expected))
          if (alternates[lang] !== href) fail(`alternate ${lang} ${alternates[lang]}`);
        if (locale !== 'en' && !/<div lang="en">/.test(html)) fail('the English body has no lang');
      }
    }
    expect(failures).toEqual([]);
    expect(pages).toBeGreaterThan(ROUTES.length * 2);
  });

  it('an unknown address in Hindi is the not-found page in Hindi', async () => {
    const res = await get('/hi/no-such-page');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('पेज नहीं मिला');
  });

  it('sitemap.xml lists each page in each language with its alternates', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    for (const route of sitemapRoutes())
      for (const locale of LOCALES) {
        const loc = SITE + localizedPath(route.path, locale);
        const entry = entries.find((e) => e.includes(`<loc>${loc}</loc>`));
        expect(entry, loc).toBeDefined();
        for (const l of LOCALES)
          expect(entry).toContain(
            `<xhtml:link rel="alternate" hreflang="${l}" href="${SITE + localizedPath(route.path, l)}"/>`,
          );
        expect(entry).toContain(
          `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE + route.path}"/>`,
        );
      }
  });
});
