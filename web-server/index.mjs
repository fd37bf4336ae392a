// @ts-check
/**
 * The server of the one origin (locally http://localhost:3000; in production the SSR server
 * behind the nginx edge, which serves the files itself):
 *
 *   every response               → the security header set (security-headers.mjs)
 *   /api/*                       → the API, streamed (api-proxy.mjs)
 *   /admin, /jobs-admin (+ /*)   → the admin shell; /admin-remotes/<tab>/* → its remote
 *   /sitemap.xml                 → the build's sitemap plus the live content and job URLs (sitemap.mjs)
 *   /{kind}/feed.xml             → Atom feeds of the latest 20 live items: /blog, /news (feeds.mjs)
 *   prerendered pages, assets    → the public site's client build (static-files.mjs)
 *   anything else                → Vike's renderPage(): the 404 page, per-request pages (pages.mjs)
 *
 * Plain ESM JavaScript checked with JSDoc, so production runs `node web-server/index.mjs`
 * with no build step; `--dev` renders the public site's sources through Vite instead.
 *
 * Environment: environment.mjs lists each variable with its default and meaning.
 */
import compression from 'compression';
import express from 'express';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiProxy } from './api-proxy.mjs';
import { cachedRender, renderPages, vikeRenderer } from './pages.mjs';
import { headerArea, inlineHashes, securityHeaders } from './security-headers.mjs';
import { serveFeeds } from './feeds.mjs';
import { serveSitemap } from './sitemap.mjs';
import { servePublicFiles, serveStaffPanel } from './static-files.mjs';
import { apiInternalUrl } from './environment.mjs';
import { carryRequestIds, requestIdentity } from './request-id.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(repoRoot, 'public-web');

/**
 * Addresses (IPs or CIDRs, comma- or space-separated) of the proxies in front of this server
 * whose X-Forwarded-For and X-Forwarded-Proto are believed (a cloud load balancer). Empty: the
 * client is whoever connected, and forwarded headers from clients are ignored.
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function trustedProxies(value) {
  return (value ?? '').split(/[\s,]+/).filter(Boolean);
}

/**
 * How long a request-time page is served from memory (PAGE_CACHE_MS, default 1000; 0 = never).
 * @param {string | undefined} value
 */
export function pageCacheMs(value) {
  const ms = Number(value ?? 1000);
  return Number.isFinite(ms) && ms >= 0 ? ms : 1000;
}

/**
 * @typedef {object} ServerOptions
 * @property {string} [clientDir]   Vike client build (default public-web/dist/client)
 * @property {string} [serverEntry] Vike server build entry (default public-web/dist/server/entry.mjs)
 * @property {string} [adminShellDir]   default admin-shell/dist
 * @property {string} [adminRemotesDir] default admin-remotes (each tab in <tab>/dist)
 * @property {string} [apiUrl]      default API_INTERNAL_URL or http://127.0.0.1:3001
 * @property {string[]} [trustedProxies] default TRUSTED_PROXIES (see trustedProxies())
 * @property {boolean} [recaptcha]  allow Google's reCAPTCHA origins (default CAPTCHA_PROVIDER=recaptcha)
 * @property {boolean} [dev]        serve pages through Vite's dev middleware
 * @property {number} [pageCacheMs]  how long a rendered page is reused (default PAGE_CACHE_MS)
 * @property {import('./pages.mjs').Render} [render] page renderer (tests); default Vike's renderPage()
 * @property {import('./request-id.mjs').LogLine} [log] where the access lines go (default stdout)
 */

/**
 * Errors end here: never a stack trace or a path of this machine (Express's default page shows
 * them outside production). A path that cannot be decoded is the client's mistake.
 * @type {import('express').ErrorRequestHandler}
 */
function plainErrors(err, req, res, next) {
  if (res.headersSent) return next(err);
  const status = err?.status ?? err?.statusCode ?? 500;
  const code = status >= 400 && status < 600 ? status : 500;
  if (code >= 500) console.error(err);
  const message =
    code < 500 ? 'The request could not be understood.' : 'Something went wrong on our side.';
  res.status(code).setHeader('Cache-Control', 'no-store');
  if (headerArea(req.path) === 'api')
    res.json({ statusCode: code, error: http.STATUS_CODES[code], message });
  else res.type('text').send(message);
}

/**
 * Builds the Express app (not listening).
 * @param {ServerOptions} [options]
 */
export async function createServer(options = {}) {
  const clientDir = options.clientDir ?? path.join(webRoot, 'dist', 'client');
  const serverEntry = options.serverEntry ?? path.join(webRoot, 'dist', 'server', 'entry.mjs');
  const adminShellDir = options.adminShellDir ?? path.join(repoRoot, 'admin-shell', 'dist');
  const adminRemotesDir = options.adminRemotesDir ?? path.join(repoRoot, 'admin-remotes');
  const apiUrl = options.apiUrl ?? apiInternalUrl();
  const proxies = options.trustedProxies ?? trustedProxies(process.env.TRUSTED_PROXIES);
  const recaptcha = options.recaptcha ?? process.env.CAPTCHA_PROVIDER === 'recaptcha';

  carryRequestIds(apiUrl);
  const app = express();
  app.disable('x-powered-by');
  // First: every request has its id (X-Request-Id) before anything logs or calls the API.
  app.use(requestIdentity({ log: options.log }));
  // req.ip and req.protocol: from X-Forwarded-* only when the peer is a configured proxy.
  app.set('trust proxy', proxies.length ? proxies : false);
  // The public pages carry their stylesheets and their scripts' loader inline, allowed by these
  // hashes. The set of each area, over http and over https, is made once (the page policy names
  // every stylesheet).
  const inline = inlineHashes(clientDir);
  /** @type {Map<string, [string, string][]>} */
  const headerSets = new Map();
  app.use((req, res, next) => {
    const https = req.protocol === 'https';
    const area = headerArea(req.path);
    const key = `${area} ${https}`;
    let headers = headerSets.get(key);
    if (!headers)
      headerSets.set(key, (headers = securityHeaders(area, { https, recaptcha, inline })));
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  });
  app.use(apiProxy(apiUrl));
  app.use(compression());
  serveStaffPanel(app, { adminShellDir, adminRemotesDir });
  const render =
    options.render ??
    cachedRender(await vikeRenderer({ serverEntry, clientDir, dev: options.dev, webRoot, app }), {
      ttlMs: options.dev ? 0 : (options.pageCacheMs ?? pageCacheMs(process.env.PAGE_CACHE_MS)),
    });
  if (!options.dev) {
    serveSitemap(app, { clientDir, apiUrl });
    serveFeeds(app, { apiUrl });
    servePublicFiles(app, clientDir);
  }
  app.use(renderPages(render, { dev: options.dev }));
  app.use(plainErrors);
  return app;
}

/**
 * When whatever reads this process's output has gone (its supervisor or a test runner that
 * died), the next line fails with EPIPE. Unhandled, that error reaches Vike's uncaught-error
 * handler, which logs it to the same dead pipe, and so on: a core kept busy by a server nobody
 * can observe. A process that can no longer be observed closes, as a Unix program on SIGPIPE.
 * @param {() => void} close
 */
function closeWhenLogReaderGoes(close) {
  let closing = false;
  for (const stream of [process.stdout, process.stderr])
    stream.on('error', (/** @type {NodeJS.ErrnoException} */ err) => {
      if (err.code !== 'EPIPE' || closing) return;
      closing = true;
      close();
    });
}

/** Starts listening; closes gracefully on SIGTERM/SIGINT, and when its output's reader goes. */
export async function start() {
  const dev = process.argv.includes('--dev');
  const app = await createServer({ dev });
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const server = app.listen(port, host, () => {
    console.log(
      `Kavach Genomics web server on http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (API → ${apiInternalUrl()})`,
    );
  });
  // Longer than the idle timeout of a proxy in front (nginx, cloud load balancers: 60 s), so a
  // request never arrives on a connection this server is closing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const shutdown = (/** @type {string} */ reason) => {
    console.log(`${reason}: closing the web server`);
    server.close(() => process.exit(0));
    server.closeIdleConnections?.();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM received'));
  process.once('SIGINT', () => shutdown('SIGINT received'));
  closeWhenLogReaderGoes(() => shutdown('the reader of its output has gone'));
  return server;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  start().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
