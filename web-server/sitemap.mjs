// @ts-check
/**
 * GET /sitemap.xml per request: the build's sitemap (the route table's static pages, from the
 * `seoFiles` plugin of public-web/vite.config.ts) plus the own address of every live item with a
 * page of its own (blog posts and news items: whichever kinds the API declares so) and of every
 * job opening, which only the API knows (GET /api/content-addresses, GET /api/jobs). Kept 5 s, as the pages' reads;
 * when the API cannot answer, the last list (or none) with a warning, never a failed sitemap.
 */
import fs from 'node:fs';
import path from 'node:path';

const TTL_MS = 5_000;
const TIMEOUT_MS = 4_000;
/** Where the live addresses are read, and what each must start with to be listed. */
const SOURCES = [
  { read: '/api/content-addresses', prefix: '/' },
  { read: '/api/jobs', prefix: '/about-us/careers/' },
];
/** As the index URLs had in the route table. */
const PRIORITY = '0.5';

/** @param {string} text */
const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The live content and job URLs ('/blog/{slug}', …), in that order; null when the API cannot say.
 * @param {string} apiUrl
 * @returns {Promise<string[] | null>}
 */
export async function liveContentUrls(apiUrl) {
  try {
    const urls = [];
    for (const { read, prefix } of SOURCES) {
      const res = await fetch(`${apiUrl.replace(/\/+$/, '')}${read}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body = /** @type {{ data?: { url?: unknown }[] }} */ (await res.json());
      if (!Array.isArray(body.data)) throw new Error('unexpected response shape');
      for (const item of body.data)
        if (typeof item?.url === 'string' && item.url.startsWith(prefix)) urls.push(item.url);
    }
    return urls;
  } catch (err) {
    console.warn(
      `[web-server] sitemap: the API's live items: ${/** @type {Error} */ (err).message}`,
    );
    return null;
  }
}

/**
 * The languages of the build's sitemap as [hreflang, path prefix] ('' for English, '/hi',
 * '/mr'), read from its first entry's alternates: the site's build says which languages it has,
 * the server never repeats the list.
 * @param {string} staticXml
 * @param {string} origin
 * @returns {[string, string][]}
 */
function sitemapLanguages(staticXml, origin) {
  const first = staticXml.slice(0, staticXml.indexOf('</url>'));
  const links = [
    ...first.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
  ];
  const pathOf = (/** @type {string} */ href) => href.slice(origin.length) || '/';
  const fallback = links.find(([, hreflang]) => hreflang === 'x-default');
  if (!fallback) return [];
  // The page's English path; each language's path is it behind the language's prefix.
  const page = pathOf(fallback[2]);
  return links
    .filter(([, hreflang]) => hreflang !== 'x-default')
    .map(([, hreflang, href]) => {
      const path = pathOf(href);
      if (page === '/') return [hreflang, path === '/' ? '' : path];
      return [hreflang, path.slice(0, path.length - page.length)];
    });
}

/**
 * The build's sitemap with `urls` added before its end, in each of its languages with their
 * alternates as its own entries have; the origin is the one of its entries.
 * @param {string} staticXml
 * @param {string[]} urls
 */
export function withContentUrls(staticXml, urls) {
  const first = staticXml.match(/<loc>(https?:\/\/[^/<]+)/);
  if (!first || urls.length === 0) return staticXml;
  const origin = first[1];
  const languages = sitemapLanguages(staticXml, origin);
  const entries = urls
    .map((url) => {
      if (languages.length === 0)
        return `  <url>\n    <loc>${escapeXml(origin + url)}</loc>\n    <priority>${PRIORITY}</priority>\n  </url>\n`;
      const link = (/** @type {string} */ hreflang, /** @type {string} */ href) =>
        `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
      const alternates =
        languages.map(([hreflang, prefix]) => link(hreflang, origin + prefix + url)).join('') +
        link('x-default', origin + url);
      return languages
        .map(
          ([, prefix]) =>
            `  <url>\n    <loc>${escapeXml(origin + prefix + url)}</loc>${alternates}\n    <priority>${PRIORITY}</priority>\n  </url>\n`,
        )
        .join('');
    })
    .join('');
  return staticXml.replace(/<\/urlset>\s*$/, `${entries}</urlset>\n`);
}

/**
 * @param {import('express').Express} app
 * @param {{ clientDir: string, apiUrl: string, now?: () => number }} options
 */
export function serveSitemap(app, { clientDir, apiUrl, now = Date.now }) {
  const file = path.join(clientDir, 'sitemap.xml');
  /** @type {{ at: number, urls: string[] } | null} */
  let cached = null;
  app.get('/sitemap.xml', async (_req, res, next) => {
    try {
      if (!fs.existsSync(file)) return next();
      if (!cached || now() - cached.at >= TTL_MS) {
        const urls = await liveContentUrls(apiUrl);
        if (urls) cached = { at: now(), urls };
      }
      const xml = withContentUrls(fs.readFileSync(file, 'utf8'), cached?.urls ?? []);
      res.setHeader('Cache-Control', 'public, max-age=5');
      res.type('application/xml').send(xml);
    } catch (err) {
      next(err);
    }
  });
}
