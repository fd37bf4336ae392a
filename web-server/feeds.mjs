// @ts-check
/**
 * Atom feeds of the blog (/blog/feed.xml) and the news (/news/feed.xml): the latest 20 live
 * items of GET /api/content/{kind}, newest first, each at its slug URL. Per request, kept 5 s
 * as the pages' reads; when the API cannot answer, the last feed, else 503.
 */
const TTL_MS = 5_000;
const TIMEOUT_MS = 4_000;
const LATEST = 20;

/** @typedef {{ title: string, url: string, iso_date: string | null, updated_at: string, seo_description: string | null, fields: Record<string, unknown> }} View */

const FEEDS = {
  blog: { title: 'Kavach Genomics: Blogs', page: '/blog', summary: 'description' },
  news: { title: 'Kavach Genomics: News', page: '/media', summary: 'desc' },
};

/** @param {string} text */
const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The feed of a kind from the API's list (blog oldest first, news newest first).
 * @param {'blog' | 'news'} kind
 * @param {View[]} list
 * @param {string} origin e.g. 'https://kavach.example'
 */
export function atomFeed(kind, list, origin) {
  const feed = FEEDS[kind];
  const newest = (kind === 'blog' ? [...list].reverse() : list).slice(0, LATEST);
  const updated = newest.reduce((max, v) => (v.updated_at > max ? v.updated_at : max), '');
  const entries = newest.map((v) => {
    const summary = v.seo_description || String(v.fields[feed.summary] ?? '');
    const published = v.iso_date ? `\n    <published>${v.iso_date}T00:00:00Z</published>` : '';
    return `  <entry>
    <id>${escapeXml(origin + v.url)}</id>
    <title>${escapeXml(v.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(origin + v.url)}"/>
    <updated>${escapeXml(v.updated_at)}</updated>${published}
    <summary>${escapeXml(summary)}</summary>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(origin + feed.page)}</id>
  <title>${escapeXml(feed.title)}</title>
  <link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}/${kind}/feed.xml`)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(origin + feed.page)}"/>
  <updated>${escapeXml(updated || new Date(0).toISOString())}</updated>
  <author><name>Kavach Genomics</name></author>
${entries.join('\n')}
</feed>
`;
}

/**
 * @param {import('express').Express} app
 * @param {{ apiUrl: string, origin: () => string | null, now?: () => number }} options
 */
export function serveFeeds(app, { apiUrl, origin, now = Date.now }) {
  for (const kind of /** @type {const} */ (['blog', 'news'])) {
    /** @type {{ at: number, xml: string } | null} */
    let cached = null;
    app.get(`/${kind}/feed.xml`, async (_req, res, next) => {
      try {
        const site = origin();
        if (!site) return next();
        if (!cached || now() - cached.at >= TTL_MS) {
          const list = await readList(apiUrl, kind);
          if (list) cached = { at: now(), xml: atomFeed(kind, list, site) };
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
 * @returns {Promise<View[] | null>}
 */
async function readList(apiUrl, kind) {
  try {
    const res = await fetch(`${apiUrl.replace(/\/+$/, '')}/api/content/${kind}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body = /** @type {{ data?: View[] }} */ (await res.json());
    if (!Array.isArray(body.data)) throw new Error('unexpected response shape');
    return body.data.filter((v) => typeof v?.url === 'string' && typeof v.title === 'string');
  } catch (err) {
    console.warn(
      `[web-server] ${kind} feed: GET /api/content/${kind}: ${/** @type {Error} */ (err).message}`,
    );
    return null;
  }
}
