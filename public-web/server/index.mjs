// @ts-check
/**
 * The one origin of the system (locally: http://localhost:3000).
 *
 *   /api/*                      → proxied, streamed, to API_INTERNAL_URL
 *   /admin, /jobs-admin (+ /*)  → admin-shell/dist (SPA fallback to index.html)
 *   /admin-remotes/<tab>/*      → admin-remotes/<tab>/dist/*
 *   /assets/*, /images/*, ...   → the Vike client build (hashed assets cached a year)
 *   prerendered pages           → dist/client/<path>/index.html
 *   anything else               → Vike renderPage() (404 page, per-request pages)
 *
 * Plain ESM JavaScript (checked with JSDoc) so production runs with `node
 * server/index.mjs` and no build step. `node server/index.mjs --dev` serves
 * the pages through Vite's dev middleware instead of the build.
 *
 * Environment: PORT (3000), HOST (0.0.0.0), API_INTERNAL_URL
 * (http://127.0.0.1:3001).
 */
import compression from 'compression';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '..');
const repoRoot = path.resolve(webRoot, '..');

/** Google's origins, allowed only when the forms use reCAPTCHA (CAPTCHA_PROVIDER=recaptcha, as for the API). */
const RECAPTCHA = process.env.CAPTCHA_PROVIDER === 'recaptcha';
const GOOGLE_SCRIPTS = RECAPTCHA
  ? ' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/'
  : '';
const GOOGLE_FRAMES = RECAPTCHA
  ? ' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/'
  : '';

/**
 * Security headers of the public HTML. Vike's page context is a
 * <script type="application/json"> and JSON-LD is application/ld+json: neither
 * executes, so script-src needs no 'unsafe-inline', nonce or hash.
 */
export const PUBLIC_CSP = [
  "default-src 'self'",
  `script-src 'self'${GOOGLE_SCRIPTS}`,
  "style-src 'self'",
  // Style attributes only (e.g. a colour from content as a CSS variable); no <style> injection.
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "media-src 'self'",
  `frame-src 'self'${GOOGLE_FRAMES}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** @param {import('express').Response} res */
function setHtmlSecurityHeaders(res) {
  res.setHeader('Content-Security-Policy', PUBLIC_CSP);
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader(
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  );
}

/**
 * Maps '/about-us' → '<dir>/about-us/index.html' for every prerendered page,
 * so express.static never answers a folder with a 301 to '/about-us/'.
 * @param {string} clientDir
 * @returns {Map<string, string>}
 */
export function findPrerenderedPages(clientDir) {
  /** @type {Map<string, string>} */
  const pages = new Map();
  /** @param {string} dir @param {string} urlPrefix */
  function walk(dir, urlPrefix) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (urlPrefix === '' && entry.name === 'assets') continue;
        walk(path.join(dir, entry.name), urlPrefix + '/' + entry.name);
      } else if (entry.name === 'index.html') {
        pages.set(urlPrefix || '/', path.join(dir, entry.name));
      }
    }
  }
  if (fs.existsSync(clientDir)) walk(clientDir, '');
  return pages;
}

/** A small page for an admin bundle that has not been built. */
function adminNotBuilt(/** @type {import('express').Response} */ res) {
  res
    .status(503)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Admin panel not built</title>' +
        '<meta name="viewport" content="width=device-width,initial-scale=1"></head><body>' +
        '<main><h1>Admin panel not built</h1><p>Run <code>npm run build</code> at the repository root, then restart the server.</p></main>' +
        '</body></html>',
    );
}

/**
 * Static files of a built single-page app, with index.html for unknown paths.
 * HTML is never cached (a new deploy must be picked up); hashed assets are.
 * @param {string} distDir
 * @param {{ spa: boolean }} options
 * @returns {import('express').RequestHandler}
 */
function staticBundle(distDir, { spa }) {
  const serve = express.static(distDir, {
    index: false,
    redirect: false,
    fallthrough: true,
    setHeaders(res, filePath) {
      if (filePath.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      else if (/[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?)$/.test(filePath))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=300');
    },
  });
  return (req, res, next) => {
    if (!fs.existsSync(spa ? path.join(distDir, 'index.html') : distDir)) return adminNotBuilt(res);
    serve(req, res, (err) => {
      if (err) return next(err);
      if (!spa || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
      // A missing file with an extension is a real 404, not an SPA route.
      if (path.extname(req.path)) return res.status(404).type('text').send('Not found');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('X-Frame-Options', 'DENY');
      res.sendFile(path.join(distDir, 'index.html'));
    });
  };
}

/**
 * @typedef {object} ServerOptions
 * @property {string} [clientDir]   Vike client build (default public-web/dist/client)
 * @property {string} [serverEntry] Vike server build entry (default public-web/dist/server/entry.mjs)
 * @property {string} [adminShellDir]   default admin-shell/dist
 * @property {string} [adminRemotesDir] default admin-remotes (each tab in <tab>/dist)
 * @property {string} [apiUrl]      default API_INTERNAL_URL or http://127.0.0.1:3001
 * @property {boolean} [dev]        serve pages through Vite's dev middleware
 * @property {(url: string, headers: Record<string, string>) => Promise<{ statusCode: number, headers: [string, string][], body: string } | null>} [render]
 *   Page renderer (tests); default Vike's renderPage()
 */

/**
 * Builds the Express app (not listening).
 * @param {ServerOptions} [options]
 */
export async function createServer(options = {}) {
  const clientDir = options.clientDir ?? path.join(webRoot, 'dist', 'client');
  const serverEntry = options.serverEntry ?? path.join(webRoot, 'dist', 'server', 'entry.mjs');
  const adminShellDir = options.adminShellDir ?? path.join(repoRoot, 'admin-shell', 'dist');
  const adminRemotesDir = options.adminRemotesDir ?? path.join(repoRoot, 'admin-remotes');
  const apiUrl = options.apiUrl ?? process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3001';

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  });

  // 1. The API: streamed (no body parsing anywhere before it), path kept.
  app.use(
    createProxyMiddleware({
      target: apiUrl,
      pathFilter: '/api',
      changeOrigin: false,
      xfwd: true,
      proxyTimeout: 120_000,
      on: {
        error(_err, _req, res) {
          const out = /** @type {import('http').ServerResponse} */ (res);
          if (!out.headersSent && typeof out.writeHead === 'function') {
            out.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8' });
            out.end(
              JSON.stringify({
                statusCode: 503,
                error: 'Service Unavailable',
                message: 'The API is not reachable.',
              }),
            );
          } else {
            out.destroy?.();
          }
        },
      },
    }),
  );

  app.use(compression());

  // 2. The admin panel and its remotes (static bundles).
  const adminShell = staticBundle(adminShellDir, { spa: true });
  // Express matches whole segments: '/administrator' does not reach this.
  app.use(['/admin', '/jobs-admin'], adminShell);
  app.use('/admin-remotes/:tab', (req, res, next) => {
    const tab = String(req.params.tab);
    if (!/^[a-z0-9-]+$/.test(tab)) return next();
    const dir = path.join(adminRemotesDir, tab, 'dist');
    if (!fs.existsSync(dir)) return adminNotBuilt(res);
    res.setHeader('Access-Control-Allow-Origin', '*');
    staticBundle(dir, { spa: false })(req, res, () =>
      res.status(404).type('text').send('Not found'),
    );
  });

  // 3. The public site.
  /** @type {NonNullable<ServerOptions['render']>} */
  let render;
  if (options.render) {
    render = options.render;
  } else if (options.dev) {
    const vite = await import('vite');
    const viteServer = await vite.createServer({ root: webRoot, server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    const { renderPage } = await import('vike/server');
    render = async (url, headers) =>
      (await renderPage({ urlOriginal: url, headersOriginal: headers })).httpResponse;
  } else {
    if (!fs.existsSync(serverEntry))
      throw new Error(
        `Vike build not found at ${serverEntry}: run "npm run build -w public-web" first.`,
      );
    await import(pathToFileURL(serverEntry).href);
    const { renderPage } = await import('vike/server');
    render = async (url, headers) =>
      (await renderPage({ urlOriginal: url, headersOriginal: headers })).httpResponse;
  }

  if (!options.dev) {
    const prerendered = findPrerenderedPages(clientDir);
    app.use((req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const file = prerendered.get(req.path);
      if (!file) return next();
      setHtmlSecurityHeaders(res);
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(file);
    });
    app.use(
      express.static(clientDir, {
        index: false,
        redirect: false,
        setHeaders(res, filePath) {
          const rel = path.relative(clientDir, filePath);
          if (rel.startsWith('assets' + path.sep))
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          else if (filePath.endsWith('.html') || filePath.endsWith('.json'))
            res.setHeader('Cache-Control', 'no-cache');
          else res.setHeader('Cache-Control', 'public, max-age=3600');
        },
      }),
    );
  }

  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const headers = /** @type {Record<string, string>} */ ({});
      for (const [key, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers[key] = value;
      const response = await render(req.originalUrl, headers);
      if (!response) return next();
      for (const [name, value] of response.headers) res.setHeader(name, value);
      // Not in dev: Vite's dev client and React refresh use inline scripts.
      if (!options.dev && String(res.getHeader('Content-Type') ?? '').includes('text/html'))
        setHtmlSecurityHeaders(res);
      res.status(response.statusCode).send(response.body);
    } catch (err) {
      next(err);
    }
  });

  return app;
}

/** Starts listening; closes gracefully on SIGTERM/SIGINT. */
export async function start() {
  const dev = process.argv.includes('--dev');
  const app = await createServer({ dev });
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const server = app.listen(port, host, () => {
    console.log(
      `Kavach Genomics web server on http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (API → ${process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3001'})`,
    );
  });
  const shutdown = (/** @type {string} */ signal) => {
    console.log(`${signal} received: closing the web server`);
    server.close(() => process.exit(0));
    server.closeIdleConnections?.();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  return server;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  start().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
