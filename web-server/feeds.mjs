// @ts-check
/**
 * The Atom feed of each kind with a page per item at the site's own address, /{kind}/feed.xml
 * (/blog/feed.xml, /news/feed.xml). The API writes them (GET /api/content/{kind}/feed.atom: the
 * latest 20 live items with their text) and says which kinds have one: a kind it answers 404 or
 * 400 for has none, and the address is the site's 404. This server passes a feed on, kept 5 s as
 * the pages' reads, and serves the last one when the API cannot answer (503 when it never could).
 */
const TTL_MS = 5_000;
const TIMEOUT_MS = 4_000;
/** A kind's name as content-kinds.ts writes them; anything else is no feed. */
const KIND = /^[a-z][a-z_]{0,31}$/;

/**
 * @param {import('express').Express} app
 * @param {{ apiUrl: string, now?: () => number }} options
 */
export function serveFeeds(app, { apiUrl, now = Date.now }) {
  /** @type {Map<string, { at: number, xml: string }>} */
  const cached = new Map();
  app.get('/:kind/feed.xml', async (req, res, next) => {
    try {
      const kind = req.params.kind;
      if (!KIND.test(kind)) return next();
      let last = cached.get(kind);
      if (!last || now() - last.at >= TTL_MS) {
        const feed = await readFeed(apiUrl, kind);
        if (feed === 'none') {
          cached.delete(kind);
          return next();
        }
        if (feed) cached.set(kind, (last = { at: now(), xml: feed }));
      }
      if (!last) {
        res.setHeader('Retry-After', '5');
        return res.status(503).type('text/plain').send('The feed is unavailable for a moment.');
      }
      res.setHeader('Cache-Control', 'public, max-age=5');
      res.type('application/atom+xml').send(last.xml);
    } catch (err) {
      next(err);
    }
  });
}

/**
 * The kind's feed; 'none' when the API says the kind has none (or is no kind); null when it
 * cannot answer.
 * @param {string} apiUrl
 * @param {string} kind
 * @returns {Promise<string | 'none' | null>}
 */
async function readFeed(apiUrl, kind) {
  const path = `/api/content/${kind}/feed.atom`;
  try {
    const res = await fetch(`${apiUrl.replace(/\/+$/, '')}${path}`, {
      headers: { Accept: 'application/atom+xml' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status === 404 || res.status === 400) return 'none';
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const xml = await res.text();
    if (!xml.includes('<feed')) throw new Error('not an Atom feed');
    return xml;
  } catch (err) {
    console.warn(`[web-server] ${kind} feed: GET ${path}: ${/** @type {Error} */ (err).message}`);
    return null;
  }
}
