import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFeeds } from '../feeds.mjs';

/** A stand-in for the API's feed route: answers, or fails, as the test says. */
let apiAnswers = true;
let calls = 0;
const api = express().get('/api/content/:kind/feed.atom', (req, res) => {
  calls += 1;
  // As the API: a kind without a page per item has no feed, and an unknown one is no kind.
  if (req.params.kind === 'faq') return res.status(404).json({ message: 'No feed.' });
  if (!apiAnswers) return res.status(503).json({ message: 'down' });
  res.type('application/atom+xml').send(`<feed><title>${req.params.kind} ${calls}</title></feed>`);
});

describe('the site’s feed addresses pass the API’s feeds on', () => {
  let apiServer: ReturnType<typeof api.listen>;
  let site: ReturnType<ReturnType<typeof express>['listen']>;
  let clock = 0;
  const get = (path: string) =>
    fetch(`http://127.0.0.1:${(site.address() as AddressInfo).port}${path}`);

  beforeAll(async () => {
    apiServer = await new Promise((r) => {
      const s = api.listen(0, '127.0.0.1', () => r(s));
    });
    const app = express();
    serveFeeds(app, {
      apiUrl: `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`,
      now: () => clock,
    });
    site = await new Promise((r) => {
      const s = app.listen(0, '127.0.0.1', () => r(s));
    });
  });
  afterAll(() => {
    site.close();
    apiServer.close();
  });

  it('serves the API’s feed for 5 s, then the last one while the API fails, as Atom', async () => {
    apiAnswers = true;
    const first = await get('/news/feed.xml');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('application/atom+xml');
    expect(await first.text()).toBe('<feed><title>news 1</title></feed>');
    clock = 4_999;
    expect(await (await get('/news/feed.xml')).text()).toBe('<feed><title>news 1</title></feed>');
    clock = 5_000;
    apiAnswers = false;
    const stale = await get('/news/feed.xml');
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe('<feed><title>news 1</title></feed>');
  });

  it('answers 503 with Retry-After when the API never gave a feed', async () => {
    apiAnswers = false;
    const res = await get('/blog/feed.xml');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.text()).toBe('The feed is unavailable for a moment.');
  });

  it('a kind the API gives no feed, or no kind at all, is the site’s 404', async () => {
    apiAnswers = true;
    expect((await get('/faq/feed.xml')).status).toBe(404);
    expect((await get('/Blog%2F..%2Fx/feed.xml')).status).toBe(404);
  });
});
