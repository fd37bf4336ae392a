/**
 * sitemap.xml and robots.txt, generated at build time from routes.ts
 * (see the `seoFiles` plugin in vite.config.ts). Pure functions: no I/O.
 * The web server (web-server/sitemap.mjs) adds the live blog and news
 * slug URLs to this sitemap per request: only the API knows them.
 */
import type { RouteMeta } from '../routes';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function buildSitemapXml(origin: string, routes: RouteMeta[]): string {
  const urls = routes
    .map((r) => {
      const priority = (r.priority ?? 0.6).toFixed(1);
      return `  <url>\n    <loc>${escapeXml(origin + r.path)}</loc>\n    <priority>${priority}</priority>\n  </url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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
