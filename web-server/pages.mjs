// @ts-check
/**
 * Pages that are not prerendered (the 404 page, pages rendered per request) through Vike's
 * renderPage(), from the public site's server build or, with --dev, through Vite.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @typedef {(url: string, headers: Record<string, string>) =>
 *   Promise<{ statusCode: number, headers: [string, string][], body: string } | null>} Render
 */

/** @type {[string, string][]} */
export const PREVIEW_HEADERS = [
  ['Cache-Control', 'private, no-store'],
  ['X-Robots-Tag', 'noindex, nofollow'],
];

/**
 * Vike's renderer of the built site, or of the sources through Vite's dev middleware (which
 * it mounts on `app`).
 * @param {{ serverEntry: string, clientDir: string, dev?: boolean, webRoot: string, app: import('express').Express }} options
 * @returns {Promise<Render>}
 */
export async function vikeRenderer({ serverEntry, clientDir, dev, webRoot, app }) {
  /** Built pages are finished as the prerendered ones are; Vite's dev client needs its own order. */
  let finishPage = (/** @type {string} */ html, /** @type {string} */ _clientDir) => html;
  if (dev) {
    // Vike takes the site's root from the working folder as well as from Vite's `root`, and
    // stops when the two differ.
    process.chdir(webRoot);
    const vite = await import('vite');
    const viteServer = await vite.createServer({ root: webRoot, server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
  } else {
    if (!fs.existsSync(serverEntry))
      throw new Error(
        `Vike build not found at ${serverEntry}: run "npm run build -w public-web" first.`,
      );
    // A production build renders with React's production build. Vike says so (NODE_ENV) only once
    // its runtime runs, after the entry's chunks: a chunk that imports React before it would load
    // React's development build beside react-dom's production server, and every page would fail.
    process.env.NODE_ENV ??= 'production';
    await import(pathToFileURL(serverEntry).href);
    // The site's build puts the module that finishes its pages beside its server entry
    // (public-web/page-scripts.mjs): the server takes it from the build, not the site's sources.
    ({ finishPage } = await import(
      pathToFileURL(path.join(path.dirname(serverEntry), 'page-scripts.mjs')).href
    ));
  }
  const { renderPage } = await import('vike/server');
  return async (url, headers) => {
    const pageContext = await renderPage({ urlOriginal: url, headersOriginal: headers });
    const response = pageContext.httpResponse;
    if (!response) return null;
    // A page shown without a block the API could not give (its +data's contentUnavailable,
    // e.g. /media's news) says so and answers 503, so it is neither cached nor indexed as is.
    const data = /** @type {{ contentUnavailable?: unknown, preview?: unknown } | undefined} */ (
      /** @type {{ data?: unknown }} */ (pageContext).data
    );
    const statusCode =
      response.statusCode === 200 && data?.contentUnavailable === true ? 503 : response.statusCode;
    // A draft through a preview link is one staff member's look: never kept, never indexed.
    // (Set after Vike's own, so they win.)
    const sent =
      data?.preview === true ? [...response.headers, ...PREVIEW_HEADERS] : response.headers;
    return { statusCode, headers: sent, body: finishPage(response.body, clientDir) };
  };
}

/**
 * A render that keeps each successful page for `ttlMs`: the request-time pages (the sessions
 * list, the contact page) are the same for every visitor and change rarely, so one render a
 * second serves them near the speed of a file, and a change made by staff shows within `ttlMs`
 * on every replica without any message between them. Concurrent requests for a page being
 * rendered wait for that one render. At most `maxEntries` pages are kept (oldest dropped), so
 * made-up query strings cannot grow the memory.
 * @param {Render} render
 * @param {{ ttlMs: number, maxEntries?: number, now?: () => number }} options
 * @returns {Render}
 */
export function cachedRender(render, { ttlMs, maxEntries = 200, now = Date.now }) {
  if (ttlMs <= 0) return render;
  /** @type {Map<string, { until: number, response: Promise<Awaited<ReturnType<Render>>> }>} */
  const pages = new Map();
  return (url, headers) => {
    const hit = pages.get(url);
    if (hit && hit.until > now()) return hit.response;
    pages.delete(url);
    const response = render(url, headers);
    const entry = { until: Infinity, response };
    pages.set(url, entry);
    if (pages.size > maxEntries) pages.delete(pages.keys().next().value ?? '');
    response.then(
      (r) => {
        // Only a good page is kept; an error or a 404 is rendered again next time.
        const kept =
          r &&
          r.statusCode === 200 &&
          !r.headers.some(([n, v]) => /^cache-control$/i.test(n) && /no-store/.test(v));
        if (kept) entry.until = now() + ttlMs;
        else if (pages.get(url) === entry) pages.delete(url);
      },
      () => pages.get(url) === entry && pages.delete(url),
    );
    return response;
  };
}

/**
 * GET and HEAD requests that nothing before answered.
 * @param {Render} render
 * @param {{ dev?: boolean }} options
 * @returns {import('express').RequestHandler}
 */
export function renderPages(render, { dev = false } = {}) {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const headers = /** @type {Record<string, string>} */ ({});
      for (const [key, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers[key] = value;
      const response = await render(req.originalUrl, headers);
      if (!response) return next();
      for (const [name, value] of response.headers) res.setHeader(name, value);
      // Vite's dev client and React refresh use inline scripts.
      if (dev) res.removeHeader('Content-Security-Policy');
      res.status(response.statusCode).send(response.body);
    } catch (err) {
      next(err);
    }
  };
}
