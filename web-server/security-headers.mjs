// @ts-check
/**
 * The security headers every response of the system carries, in one place. Both edges send
 * exactly this set, once per response, whatever is behind them:
 *   - the one-URL web server (index.mjs) sets them on every response and drops the
 *     proxied API's own copies;
 *   - the nginx edge (docker/edge/) includes the snippets this file renders
 *     (`node web-server/security-headers.mjs --nginx <dir>`), hides the copies its
 *     upstreams send, and adds these.
 *
 * Three areas differ only in their Content-Security-Policy:
 *   page  — the public site (prerendered and server-rendered HTML, its assets, robots, sitemap)
 *   admin — /admin, /jobs-admin and /admin-remotes (antd injects <style> elements at runtime)
 *   api   — /api (JSON, and the Swagger UI at /api/docs)
 * With CAPTCHA_PROVIDER=recaptcha the public forms and the staff login show Google's
 * reCAPTCHA: page and admin then allow Google's script and frame origins (nothing else).
 * Strict-Transport-Security is sent only when the request arrived over https (directly or as
 * told by a trusted proxy in front): browsers ignore it over http anyway.
 *
 * One exception to "this set, whatever is behind": an uploaded file the API serves (a session
 * image, a résumé) carries its own policy, `default-src 'none'; sandbox`. Both edges pass an
 * upstream policy with the `sandbox` directive through instead of the area's: it is stricter
 * than any page policy (a sandboxed response runs no script), and replacing it would let an
 * uploaded SVG or HTML run as a page of this origin.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The public site's built files, as the web server serves them by default (index.mjs). */
const SITE_CLIENT_DIR = fileURLToPath(new URL('../public-web/dist/client/', import.meta.url));
/**
 * What the public pages carry inline besides the Devanagari font's gate, by the hashes
 * ('sha256-…', quoted for a policy) of the built files: the stylesheets and the loader of the
 * page's scripts (public-web/page-scripts.mjs, inlineStylesheets and deferPageScripts).
 * @typedef {{ styles: string[], scripts: string[] }} InlineHashes
 */

/** @type {Map<string, InlineHashes>} */
const inlineHashesByDir = new Map();

/** @param {string} file */
function sourceHash(file) {
  return `'sha256-${createHash('sha256').update(fs.readFileSync(file)).digest('base64')}'`;
}

/**
 * The hashes of what the built site in `clientDir` puts inline in its pages: every
 * assets/static/*.css and page-scripts.js, read once. None when the site is not built.
 * @param {string} [clientDir]
 * @returns {InlineHashes}
 */
export function inlineHashes(clientDir = SITE_CLIENT_DIR) {
  const dir = path.resolve(clientDir);
  let hashes = inlineHashesByDir.get(dir);
  if (!hashes) {
    const styles = path.join(dir, 'assets', 'static');
    const loader = path.join(dir, 'page-scripts.js');
    hashes = {
      styles: fs.existsSync(styles)
        ? fs
            .readdirSync(styles)
            .filter((name) => name.endsWith('.css'))
            .sort()
            .map((name) => sourceHash(path.join(styles, name)))
        : [],
      scripts: fs.existsSync(loader) ? [sourceHash(loader)] : [],
    };
    inlineHashesByDir.set(dir, hashes);
  }
  return hashes;
}

/** @typedef {'page' | 'admin' | 'api'} HeaderArea */

/** Google's origins, allowed only when the public forms and the staff login use reCAPTCHA. */
function recaptchaSources(/** @type {boolean} */ recaptcha) {
  return {
    scripts: recaptcha
      ? ' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/'
      : '',
    frames: recaptcha
      ? ' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/'
      : '',
  };
}

/**
 * The inline script of a Hindi or Marathi page's head, by its hash: the Devanagari font's gate
 * (DEVANAGARI_FONT_GATE in public-web/page-scripts.mjs, which must run before the page is drawn).
 * public-web/languages.test.ts holds the two together.
 */
export const DEVANAGARI_FONT_GATE_HASH = "'sha256-8DHw4zoWed5ejSMjZIm+9NMWckQ5Nv+MORiBAC5ArDk='";

/**
 * Content-Security-Policy of each area. None allows inline scripts or styles but the public
 * pages' own, by their hashes only: the font's gate above and `inline` (by default the built
 * site's): their stylesheets and the loader of their scripts, inline so the first paint waits
 * for no second request. Vike's page context is a <script type="application/json"> and JSON-LD
 * is application/ld+json, neither executes.
 * @param {{ recaptcha?: boolean, inline?: InlineHashes }} [options]
 * @returns {Record<HeaderArea, string>}
 */
export function contentSecurityPolicies({ recaptcha = false, inline = inlineHashes() } = {}) {
  const google = recaptchaSources(recaptcha);
  const common = [
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return {
    page: [
      "default-src 'self'",
      `script-src 'self' ${[DEVANAGARI_FONT_GATE_HASH, ...inline.scripts].join(' ')}${google.scripts}`,
      `style-src 'self'${inline.styles.map((h) => ` ${h}`).join('')}`,
      // Style attributes only (a colour from content as a CSS variable); no <style> injection.
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "worker-src 'self'",
      "media-src 'self'",
      `frame-src 'self'${google.frames}`,
      ...common,
    ].join('; '),
    admin: [
      "default-src 'self'",
      // The login's reCAPTCHA (when it is the provider) loads Google's script.
      `script-src 'self'${google.scripts}`,
      // antd's CSS-in-JS writes <style> elements at runtime.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "worker-src 'self'",
      // Frames of the panel's own origin only (a PDF résumé preview, served sandboxed by the
      // API), and Google's reCAPTCHA checkbox when it is the provider.
      `frame-src 'self'${google.frames}`,
      ...common,
    ].join('; '),
    api: [
      "default-src 'self'",
      "script-src 'self'",
      // The Swagger UI at /api/docs styles itself inline.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      ...common,
    ].join('; '),
  };
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers that are the same in every area. */
export const COMMON_HEADERS = /** @type {const} */ ([
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
]);

/** Every header name this module owns: an edge drops an upstream's copy of each. */
export const SECURITY_HEADER_NAMES = [
  'Content-Security-Policy',
  'Strict-Transport-Security',
  ...COMMON_HEADERS.map(([name]) => name),
];

/** The `sandbox` directive anywhere in a policy (directive names are case-insensitive). */
const SANDBOX_DIRECTIVE = /(^|;)\s*sandbox(\s|;|$)/i;

/**
 * Whether an upstream's Content-Security-Policy is kept rather than replaced by the area's: the
 * policy of an uploaded file, which sandboxes it.
 * @param {string | string[] | undefined} policy
 */
export function keepsUpstreamPolicy(policy) {
  return typeof policy === 'string' && SANDBOX_DIRECTIVE.test(policy);
}

/**
 * The area of a request path.
 * @param {string} pathname
 * @returns {HeaderArea}
 */
export function headerArea(pathname) {
  if (/^\/api(\/|$)/.test(pathname)) return 'api';
  if (/^\/(admin|jobs-admin|admin-remotes)(\/|$)/.test(pathname)) return 'admin';
  return 'page';
}

/**
 * The full set for one response.
 * @param {HeaderArea} area
 * @param {{ https: boolean, recaptcha?: boolean, inline?: InlineHashes }} options
 * @returns {[string, string][]}
 */
export function securityHeaders(area, { https, recaptcha = false, inline }) {
  /** @type {[string, string][]} */
  const headers = [
    ['Content-Security-Policy', contentSecurityPolicies({ recaptcha, inline })[area]],
  ];
  if (https) headers.push(['Strict-Transport-Security', HSTS]);
  for (const [name, value] of COMMON_HEADERS) headers.push([name, value]);
  return headers;
}

/**
 * nginx snippets of the same set:
 *   security-headers.http.conf — maps (http level): $edge_area from the request path, the CSP
 *                                 from it (or an upstream's sandboxing one, see
 *                                 keepsUpstreamPolicy) and HSTS from $edge_forwarded_proto
 *   security-headers.conf      — the add_header lines, included by every location (an
 *                                 add_header in a location replaces all inherited ones)
 *   hide-upstream-headers.conf — proxy_hide_header for each name, in proxied locations
 * @param {{ recaptcha?: boolean, inline?: InlineHashes }} [options]
 * @returns {Record<string, string>}
 */
export function nginxSnippets({ recaptcha = false, inline } = {}) {
  const csp = contentSecurityPolicies({ recaptcha, inline });
  const quote = (/** @type {string} */ v) => `"${v.replace(/"/g, '\\"')}"`;
  const banner = '# Generated by web-server/security-headers.mjs; do not edit.\n';
  return {
    'security-headers.http.conf':
      banner +
      'map $request_uri $edge_area {\n' +
      '  ~^/api(/|\\?|$) api;\n' +
      '  ~^/(admin|jobs-admin|admin-remotes)(/|\\?|$) admin;\n' +
      '  default page;\n' +
      '}\n' +
      'map $edge_area $edge_area_csp {\n' +
      `  api ${quote(csp.api)};\n` +
      `  admin ${quote(csp.admin)};\n` +
      `  default ${quote(csp.page)};\n` +
      '}\n' +
      // The same test as keepsUpstreamPolicy(); the upstream's header itself is hidden (see
      // hide-upstream-headers.conf) and sent again here, so it is never sent twice.
      'map $upstream_http_content_security_policy $edge_csp {\n' +
      `  "~*${SANDBOX_DIRECTIVE.source}" $upstream_http_content_security_policy;\n` +
      '  default $edge_area_csp;\n' +
      '}\n' +
      'map $edge_forwarded_proto $edge_hsts {\n' +
      `  https ${quote(HSTS)};\n` +
      '  default "";\n' +
      '}\n',
    'security-headers.conf':
      banner +
      'add_header Content-Security-Policy $edge_csp always;\n' +
      // An empty value sends no header: HSTS only over https.
      'add_header Strict-Transport-Security $edge_hsts always;\n' +
      COMMON_HEADERS.map(([n, v]) => `add_header ${n} ${quote(v)} always;\n`).join(''),
    'hide-upstream-headers.conf':
      banner + SECURITY_HEADER_NAMES.map((n) => `proxy_hide_header ${n};\n`).join(''),
  };
}

/** Writes the nginx snippets into `dir`. */
export function writeNginxSnippets(
  /** @type {string} */ dir,
  /** @type {{ recaptcha?: boolean, inline?: InlineHashes }} */ options = {},
) {
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(nginxSnippets(options)))
    fs.writeFileSync(path.join(dir, name), text);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--nginx');
  if (at < 0 || !process.argv[at + 1]) {
    console.error(
      'usage: node security-headers.mjs --nginx <dir>   (CAPTCHA_PROVIDER=recaptcha to allow Google)',
    );
    process.exit(64);
  }
  writeNginxSnippets(process.argv[at + 1], {
    recaptcha: process.env.CAPTCHA_PROVIDER === 'recaptcha',
  });
}
