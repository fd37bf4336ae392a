/**
 * Canonical origin of the public site (no trailing slash).
 *
 * Set at build time from the PUBLIC_SITE_URL environment variable (see
 * vite.config.ts); prerendered pages bake it into canonical links, Open Graph
 * URLs, JSON-LD and sitemap.xml. Default: http://localhost:3000.
 */
export const PUBLIC_SITE_URL: string =
  typeof __PUBLIC_SITE_URL__ === 'string' ? __PUBLIC_SITE_URL__ : 'http://localhost:3000';

/** Absolute URL for a site path such as '/faqs'. */
export function absoluteUrl(path: string): string {
  return PUBLIC_SITE_URL + (path.startsWith('/') ? path : '/' + path);
}
