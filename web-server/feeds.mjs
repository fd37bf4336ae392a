// @ts-check
/**
 * The Atom feeds of the blog (/blog/feed.xml) and the news (/news/feed.xml) at the site's own
 * addresses. The API writes them (GET /api/content/{kind}/feed.atom: the latest 20 live items
 * with their text); this server passes them on, kept 5 s as the pages' reads, and serves the
 * last one when the API cannot answer (503 when it never could).
 */
const TTL_MS = 5_000;
const TIMEOUT_MS = 4_000;

/**
 * @param {import('express').Express} app
 * @param {{ apiUrl: string, now?: () => number }} options
 */
export function serveFeeds(app, { apiUrl, now = Date.now }) {
  for (const kind of /** @type {const} */ (['blog', 'news'])) {
    /** @type {{ at: number, xml: string } | null} */
    let cached = null;
    app.get(`/${kind}/feed.xml`, async (_req, res, next) => {
      try {
        if (!cached || now() - cached.at >= TTL_MS) {
          const xml = await readFeed(apiUrl, kind);
          if (xml) cached = { at: now(), xml };
        }
        if (!cached) {
          res.setHeader('Retry-After', '5');
          return res.status(503).type('text/plain').send('The feed is unavailable for a moment.');
        }
        res.setHeader('Cache-Control', 'public, max-age=5');
        res.type('application/atom+xml').send(cached.xml);
      } catch (err) {
        next(err);
      }
    });
  }
}

/**
 * @param {string} apiUrl
 * @param {'blog' | 'news'} kind
 * @returns {Promise<string | null>}
 */
async function readFeed(apiUrl, kind) {
  const path = `/api/content/${kind}/feed.atom`;
  try {
    const res = await fetch(`${apiUrl.replace(/\/+$/, '')}${path}`, {
      headers: { Accept: 'application/atom+xml' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const xml = await res.text();
    if (!xml.includes('<feed')) throw new Error('not an Atom feed');
    return xml;
  } catch (err) {
    console.warn(`[web-server] ${kind} feed: GET ${path}: ${/** @type {Error} */ (err).message}`);
    return null;
  }
}
