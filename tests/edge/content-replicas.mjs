// Request-time pages on two SSR replicas with production settings (docs/architecture.md): two
// web servers, each behind another API replica of one database, the nginx edge in front of the
// first. A page is rendered once for many visitors (the page cache), and a publish shows on
// every replica within 5 s with nothing sent between them: each sees the change when its cached
// page and its cached API read have both expired.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { postJson, staffToken } from './forms.mjs';
import { randomLoopback, request } from './http.mjs';
import { freePort, logOf, startProcess, stopProcess, tail, waitFor } from './processes.mjs';
import { apiPort, edgePort, REPLICAS, ROOT, webPort } from './topology.mjs';

/** The promise, plus one page load of the poll itself. */
const WITHIN_MS = 5_000 + 1_000;

/** A second SSR web server, reading from the second API replica, with production settings. */
async function startSecondWeb() {
  const port = await freePort('127.0.0.1');
  const child = startProcess('web-2', process.execPath, [path.join(ROOT, 'web-server/index.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_INTERNAL_URL: `http://${REPLICAS[1]}:${apiPort}`,
    },
  });
  await waitFor(
    'second web server',
    async () => (await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok,
    60_000,
    ['web-2'],
  );
  return { port, child };
}

describe('a publish on two web servers', () => {
  let secondWeb;
  before(async () => {
    secondWeb = await startSecondWeb();
  });
  after(() => stopProcess(secondWeb.child));

  test('a request-time page is rendered once for many visitors, not once each', async () => {
    // The second web server reads only from the second API replica: its access lines count
    // the server's reads of the sessions behind /our-sessions.
    const reads = () =>
      fs
        .readFileSync(logOf('api-2'), 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l))
        .filter((l) => 'responseTime' in l && l.req?.path === '/api/sessions').length;
    const before = reads();
    const url = `/our-sessions?visit=${Date.now()}`;
    const started = Date.now();
    const pages = await Promise.all(Array.from({ length: 20 }, () => request(secondWeb.port, url)));
    for (const page of pages) assert.equal(page.status, 200);
    // Then ten visitors one after another.
    for (let i = 0; i < 10; i++) assert.equal((await request(secondWeb.port, url)).status, 200);
    const seconds = Math.ceil((Date.now() - started) / 1000);
    await new Promise((r) => setTimeout(r, 300));
    // One render per second the visits took (PAGE_CACHE_MS); 30 without the page cache.
    const rendered = reads() - before;
    assert.ok(rendered >= 1, 'the page was rendered from the API');
    assert.ok(rendered <= seconds, `${rendered} reads for 30 visits in ${seconds} s`);
  });

  test('a published news item shows on /media and at its slug URL on both within 5 s; unpublished, it goes', async () => {
    const from = randomLoopback();
    const headers = { Authorization: `Bearer ${await staffToken(edgePort, from)}` };
    const call = async (urlPath, body) => {
      const res = await postJson(edgePort, urlPath, body, { from, headers });
      assert.ok(res.status < 300, `${urlPath}: ${res.status} ${res.text()}`);
      return res.json().data;
    };
    const servers = [
      ['nginx edge', edgePort],
      ['web server 1', webPort],
      ['web server 2', secondWeb.port],
    ];
    const title = `Kavach opens a centre in Nashik ${Date.now()}`;
    // Every server has the pages cached before the change, as under traffic.
    for (const [name, port] of servers) {
      const res = await request(port, '/media');
      assert.equal(res.status, 200, `${name}: ${tail('web-2')}`);
    }

    const draft = await call('/api/admin/content/news', {
      title,
      date: new Date().toISOString().slice(0, 10),
      fields: { image: '/images/news-1.svg', description: 'Samples can now be given in Nashik.' },
      body: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Open from Monday.' }] }],
      },
    });
    const published = await call(`/api/admin/content/news/${draft.id}/publish`, {
      version: draft.version,
    });
    const publishedAt = Date.now();
    const shownWithin = async (check) => {
      const seen = {};
      while (Object.keys(seen).length < servers.length) {
        assert.ok(
          Date.now() - publishedAt < WITHIN_MS,
          `not on ${servers
            .map(([n]) => n)
            .filter((n) => !(n in seen))
            .join(', ')}`,
        );
        for (const [name, port] of servers)
          if (!(name in seen) && (await check(port))) seen[name] = Date.now() - publishedAt;
        await new Promise((r) => setTimeout(r, 100));
      }
      return seen;
    };
    const onMedia = async (port) => (await request(port, '/media')).text().includes(title);
    const atSlug = async (port) => (await request(port, `/news/${draft.slug}`)).status;
    try {
      await shownWithin(onMedia);
      for (const [name, port] of servers) assert.equal(await atSlug(port), 200, name);
    } finally {
      await call(`/api/admin/content/news/${draft.id}/unpublish`, { version: published.version });
    }
    const unpublishedAt = Date.now();
    const goneFrom = new Set();
    while (goneFrom.size < servers.length) {
      assert.ok(
        Date.now() - unpublishedAt < WITHIN_MS,
        `still on ${servers
          .filter(([n]) => !goneFrom.has(n))
          .map(([n]) => n)
          .join(', ')}`,
      );
      for (const [name, port] of servers)
        if ((await atSlug(port)) === 404 && !(await onMedia(port))) goneFrom.add(name);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});
