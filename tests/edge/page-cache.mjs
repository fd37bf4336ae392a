// Request-time pages are kept for a second by each SSR replica (PAGE_CACHE_MS): a session
// changed by staff shows on /our-sessions within about that second, through the edge and on
// the one-URL server, with no message between replicas.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { request } from './http.mjs';
import { edgePort, webPort, withDb } from './topology.mjs';

describe('request-time page cache', () => {
  for (const [name, port] of [
    ['nginx edge', () => edgePort],
    ['one-URL server', () => webPort],
  ]) {
    test(`${name}: a changed session title shows on /our-sessions within the cache's second`, async () => {
      const title = `Cache check ${name} ${Date.now()}`;
      const id = await withDb(
        async (db) =>
          (
            await db.query(
              `INSERT INTO sessions (title, image, date, time, status)
               VALUES ('Before the change', '/images/cover-hero.png', CURRENT_DATE + 7, '10:00 AM', 'active')
               RETURNING id`,
            )
          ).rows[0].id,
      );
      try {
        // Whatever is cached now, the new row shows once the cached page is older than a second.
        const seen = async (text) =>
          (await request(port(), '/our-sessions')).body.toString().includes(text);
        const deadline = Date.now() + 10_000;
        while (!(await seen('Before the change'))) {
          assert.ok(Date.now() < deadline, 'the new session never showed');
          await new Promise((r) => setTimeout(r, 100));
        }
        await withDb((db) => db.query('UPDATE sessions SET title = $1 WHERE id = $2', [title, id]));
        const changed = Date.now();
        while (!(await seen(title))) {
          assert.ok(Date.now() < deadline, 'the change never showed');
          await new Promise((r) => setTimeout(r, 50));
        }
        // A second of cache plus one render; generous for a loaded test machine.
        assert.ok(Date.now() - changed < 3000, `shown after ${Date.now() - changed} ms`);
      } finally {
        await withDb((db) => db.query('DELETE FROM sessions WHERE id = $1', [id]));
      }
    });
  }
});

describe('the site content the API knows, through the edge', () => {
  for (const [name, port] of [
    ['nginx edge', () => edgePort],
    ['one-URL server', () => webPort],
  ]) {
    test(`${name}: the sitemap and the news feed list the live items' slug URLs`, async () => {
      const [blog] = await withDb(
        async (db) =>
          (
            await db.query(
              `SELECT slug FROM content_items WHERE kind = 'blog' AND status = 'published' LIMIT 1`,
            )
          ).rows,
      );
      const sitemap = await request(port(), '/sitemap.xml');
      assert.equal(sitemap.status, 200);
      assert.match(sitemap.body.toString(), new RegExp(`/blog/${blog.slug}</loc>`));
      const feed = await request(port(), '/news/feed.xml');
      assert.equal(feed.status, 200);
      assert.match(String(feed.headers['content-type']), /application\/atom\+xml/);
      assert.match(feed.body.toString(), /<entry>[\s\S]*<id>[^<]+\/news\/[a-z0-9-]+<\/id>/);
    });
  }
});
