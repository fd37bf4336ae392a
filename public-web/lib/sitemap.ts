/**
 * sitemap.xml and robots.txt, generated at build time from routes.ts
 * (see the `seoFiles` plugin in vite.config.ts). Pure functions: no I/O.
 * The web server (web-server/sitemap.mjs) adds the live blog and news
 * slug URLs to this sitemap per request: only the API knows them.
 */
import type { RouteMeta } from '../routes';
import { LOCALES, localizedPath } from './locale';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * One <url> per page and language, each naming the page in every language (and English as the
 * default) with xhtml:link alternates, as its <head> does.
 */
export function buildSitemapXml(origin: string, routes: RouteMeta[]): string {
  const urls = routes.flatMap((r) => {
    const priority = (r.priority ?? 0.6).toFixed(1);
    const alternates = [...LOCALES.map((l) => [l, localizedPath(r.path, l)]), ['x-default', r.path]]
      .map(
        ([hreflang, path]) =>
          `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + path)}"/>`,
      )
      .join('');
    return LOCALES.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(origin + localizedPath(r.path, locale))}</loc>${alternates}\n    <priority>${priority}</priority>\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /jobs-admin',
    'Disallow: /admin-remotes/',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
