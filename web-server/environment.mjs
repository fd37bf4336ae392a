// @ts-check
/**
 * The environment variables of the web server's process, each once, with its default and
 * meaning: the server's own (index.mjs, security-headers.mjs), those of the public site's code it
 * runs (public-web/lib/serverApi.ts) and the one the public site's build reads
 * (public-web/vite.config.ts). docs/configuration.md is written from this list
 * (scripts/config-doc.mjs); test/environment.test.ts holds it to what that code reads.
 */

/**
 * @typedef {object} Variable
 * @property {string} name
 * @property {string} [default] the value used when it is unset, as it would be written
 * @property {string} meaning Markdown, one line
 */

/** @type {readonly Variable[]} */
export const WEB_SERVER_VARIABLES = [
  { name: 'PORT', default: '3000', meaning: 'port of the web server (the one URL)' },
  { name: 'HOST', default: '0.0.0.0', meaning: 'interface of the web server' },
  {
    name: 'API_INTERNAL_URL',
    default: 'http://127.0.0.1:3001',
    meaning:
      'where the web server proxies `/api`, and where the pages rendered per request, the sitemap and the feeds read the API',
  },
  {
    name: 'TRUSTED_PROXIES',
    meaning:
      'addresses or CIDRs (comma- or space-separated) of load balancers in front whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed; empty = the connecting peer is the client (docs/operations.md, "Client address"); the edge reads it too',
  },
  {
    name: 'CAPTCHA_PROVIDER',
    default: 'altcha',
    meaning:
      "the API's setting, read here for the Content-Security-Policy: `recaptcha` lets the pages load Google's reCAPTCHA",
  },
  {
    name: 'PAGE_CACHE_MS',
    default: '1000',
    meaning:
      'how long a page rendered per request (sessions, careers, contact, privacy policy, blog, news, …) is reused from memory; a change shows within this time on every replica; `0` = render every request',
  },
  {
    name: 'API_READ_TIMEOUT_MS',
    default: '4000',
    meaning:
      'how long a page rendered per request waits for the API before it shows its "could not load" state',
  },
  {
    name: 'NODE_ENV',
    default: 'production',
    meaning:
      "React's build the pages render with: set to `production` when unset as the server loads the site's production build (`npm run dev` leaves it unset, for React's development build)",
  },
  {
    name: 'PUBLIC_SITE_URL',
    default: 'http://localhost:3000',
    meaning:
      "read by the public site's build (`npm run build`), not when the server runs: the canonical origin of the prerendered pages, `sitemap.xml` and `robots.txt`; a change rebuilds the site",
  },
];

/**
 * Where the API is, as the public site's pages read it too (public-web/lib/serverApi.ts): an
 * empty API_INTERNAL_URL counts as unset, so both reach the same API.
 */
export function apiInternalUrl() {
  return process.env.API_INTERNAL_URL || 'http://127.0.0.1:3001';
}
