// The newsletter's one-click unsubscribe (RFC 8058) through the edge and the one-URL server: a
// mail provider POSTs `List-Unsubscribe=One-Click` form-encoded (or multipart) to the
// List-Unsubscribe URL; a GET of that URL (a browser, a link scanner) only redirects to the
// page with the button. Hostile requests get JSON 4xx and remove nothing.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';
import { assertHeaderSet, request } from './http.mjs';
import { apiLinkKeys, edgePort, ROOT, webPort, withDb } from './topology.mjs';

const load = (file) => createRequire(import.meta.url)(path.join(ROOT, 'api/dist', file));
const { SubscriberTokens } = load('subscriptions/subscriber-tokens.js');
const { parseKeyring } = load('platform/config/keyring.js');

/** A confirmed subscriber and the path of its List-Unsubscribe URL. */
async function subscriber(email) {
  const id = await withDb(
    async (db) =>
      (
        await db.query(
          `INSERT INTO subscribers (email, status, confirmed_at) VALUES ($1, 'confirmed', now())
           RETURNING id`,
          [email],
        )
      ).rows[0].id,
  );
  const token = new SubscriberTokens(parseKeyring(apiLinkKeys())).unsubscribe(id);
  return { id, token, path: `/api/subscriptions/unsubscribe?token=${token}` };
}

const exists = (id) =>
  withDb(async (db) => (await db.query('SELECT 1 FROM subscribers WHERE id = $1', [id])).rowCount);

function assertJsonError(res, status, label) {
  assert.equal(res.status, status, label);
  assert.match(res.headers['content-type'], /application\/json/, label);
  const body = res.json();
  assert.equal(body.statusCode, status, label);
  assert.ok(body.message, label);
  return body;
}

describe('newsletter one-click unsubscribe', () => {
  for (const [name, port] of [
    ['nginx edge', () => edgePort],
    ['one-URL web server', () => webPort],
  ]) {
    test(`${name}: a GET redirects to the page, hostile POSTs are refused, the provider's POST unsubscribes`, async () => {
      const s = await subscriber(`edge-${name.replace(/\W/g, '')}-${Date.now()}@example.com`);

      const get = await request(port(), s.path);
      assert.equal(get.status, 303);
      assert.equal(get.headers.location, `/newsletter/unsubscribe?token=${s.token}`);
      assertHeaderSet(get, 'api', { label: 'redirect' });
      const page = await request(port(), get.headers.location);
      assert.equal(page.status, 200);
      assert.match(page.text(), /<meta name="robots" content="noindex"\/>/);
      assert.match(page.text(), />Unsubscribe from the newsletter</);
      assertHeaderSet(page, 'page', { label: 'unsubscribe page' });
      assert.equal(await exists(s.id), 1, 'opening the link removed nothing');

      const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
      const refused = [
        {
          label: 'wrong content type',
          path: s.path,
          headers: { 'Content-Type': 'text/plain' },
          body: 'List-Unsubscribe=One-Click',
          status: 415,
        },
        {
          label: 'a forged token',
          path: `/api/subscriptions/unsubscribe?token=${s.id}.${'A'.repeat(43)}`,
          headers: form,
          body: 'List-Unsubscribe=One-Click',
          status: 400,
        },
        {
          label: 'a 7 MB body',
          path: s.path,
          headers: { ...form, 'Content-Length': String(7 * 1024 * 1024) },
          body: Buffer.alloc(7 * 1024 * 1024, 120),
          status: 413,
        },
        {
          label: 'a 200 kB body',
          path: s.path,
          headers: form,
          body: `List-Unsubscribe=One-Click&x=${'y'.repeat(200_000)}`,
          status: 413,
        },
      ];
      for (const c of refused) {
        const res = await request(port(), c.path, {
          method: 'POST',
          headers: c.headers,
          body: c.body,
        }).catch((error) => ({ error }));
        assert.ok(!res.error, `${c.label}: answered, not reset (${res.error})`);
        assertJsonError(res, c.status, c.label);
      }
      assert.equal(await exists(s.id), 1, 'refused requests removed nothing');

      // What a mail provider sends: no cookie, no session, the form body.
      const post = await request(port(), s.path, {
        method: 'POST',
        headers: form,
        body: 'List-Unsubscribe=One-Click',
      });
      assert.equal(post.status, 200);
      assert.deepEqual(post.json(), { status: 'success', message: 'You have been unsubscribed.' });
      assertHeaderSet(post, 'api', { label: 'one-click' });
      assert.equal(await exists(s.id), 0);
    });
  }

  test('nginx edge: multipart/form-data and an empty body unsubscribe too', async () => {
    const multipart = await subscriber(`edge-multipart-${Date.now()}@example.com`);
    const boundary = 'kavachEdgeBoundary';
    const res = await request(edgePort, multipart.path, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    assert.equal(res.status, 200, res.text());
    assert.equal(await exists(multipart.id), 0);

    const empty = await subscriber(`edge-empty-${Date.now()}@example.com`);
    const res2 = await request(edgePort, empty.path, {
      method: 'POST',
      headers: { 'Content-Length': '0' },
    });
    assert.equal(res2.status, 200, res2.text());
    assert.equal(await exists(empty.id), 0);
  });
});
