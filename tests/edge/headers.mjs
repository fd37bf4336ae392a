// Every class of response (pages, the staff panel, assets, the API, redirects) carries the one
// security header set exactly once, and the Cache-Control of its class; on the edge and on the
// one-URL server alike.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { headerArea } from '../../web-server/security-headers.mjs';
import { assertHeaderSet, countHeader, randomLoopback, request } from './http.mjs';
import { dists, edgePort, firstFile, FRONT_PROXY, webPort } from './topology.mjs';

// ---------------------------------------------------------------- what every response carries

/** One URL per class of response, with the Cache-Control it must carry (null: the app's own). */
function responseClasses() {
  const rel = (file, dir) => '/' + path.relative(dir, file).split(path.sep).join('/');
  const adminAsset = firstFile(path.join(dists.admin, 'assets'), /\.js$/);
  const remoteAsset = firstFile(path.join(dists.remotes, 'jobs/dist/assets'), /\.js$/);
  const publicAsset = firstFile(path.join(dists.public, 'assets/entries'), /\.js$/);
  const immutable = /^public, max-age=31536000, immutable$/;
  const revalidate = /^(no-cache|no-store|private, no-store)/;
  const short = /^public, max-age=\d{1,4}$/;
  return [
    { label: 'prerendered page', url: '/', status: 200, cache: revalidate },
    { label: 'prerendered page (nested)', url: '/about-us', status: 200, cache: revalidate },
    { label: 'server-rendered page', url: '/our-sessions', status: 200, cache: revalidate },
    { label: '404 page', url: '/no-such-page', status: 404, cache: null },
    { label: '/admin', url: '/admin', status: 200, cache: revalidate },
    { label: '/admin client route', url: '/admin/contacts', status: 200, cache: revalidate },
    { label: '/jobs-admin', url: '/jobs-admin', status: 200, cache: revalidate },
    {
      label: 'admin asset',
      url: '/admin' + rel(adminAsset, dists.admin),
      status: 200,
      cache: immutable,
    },
    {
      label: 'remoteEntry.js',
      url: '/admin-remotes/jobs/remoteEntry.js',
      status: 200,
      cache: revalidate,
    },
    {
      label: 'remote asset',
      url: '/admin-remotes/jobs' + rel(remoteAsset, path.join(dists.remotes, 'jobs/dist')),
      status: 200,
      cache: immutable,
    },
    { label: 'public asset', url: rel(publicAsset, dists.public), status: 200, cache: immutable },
    { label: 'robots.txt', url: '/robots.txt', status: 200, cache: short },
    { label: 'sitemap.xml', url: '/sitemap.xml', status: 200, cache: short },
    { label: 'favicon', url: '/favicon.svg', status: 200, cache: short },
    { label: '/api/health', url: '/api/health', status: 200, cache: null },
    { label: 'API error', url: '/api/no-such-endpoint', status: 404, cache: null, json: true },
    {
      label: 'trailing-slash redirect',
      url: '/about-us/?from=mail',
      status: 301,
      cache: null,
      location: '/about-us?from=mail',
    },
    {
      label: 'nutrigenomics redirect',
      url: '/products/nutrigenomics',
      status: [301, 302, 307, 308],
      cache: null,
    },
  ];
}

function checkClass(res, c, origin) {
  const label = `${origin} ${c.label} (${c.url})`;
  if (Array.isArray(c.status))
    assert.ok(c.status.includes(res.status), `${label}: status ${res.status}`);
  else assert.equal(res.status, c.status, `${label}: status`);
  assertHeaderSet(res, headerArea(c.url), { label });
  if (c.cache) assert.match(res.headers['cache-control'] ?? '', c.cache, `${label}: Cache-Control`);
  if (c.json) assert.equal(res.json().statusCode, c.status, `${label}: the API's error shape`);
  if (c.location) assert.equal(res.headers.location, c.location, `${label}: Location`);
  const location = res.headers.location;
  if (location && !/^https:\/\/(?!127\.|localhost)/.test(location))
    assert.match(location, /^\/(?!\/)/, `${label}: a redirect inside the site is relative`);
  assert.equal(countHeader(res, 'Location'), location ? 1 : 0);
}

describe('every class of response carries the one header set, exactly once', () => {
  test('through the nginx edge', async () => {
    for (const c of responseClasses()) checkClass(await request(edgePort, c.url), c, 'edge');
  });

  test('through the one-URL web server', async () => {
    for (const c of responseClasses()) checkClass(await request(webPort, c.url), c, 'web server');
  });

  test('HSTS when the visitor used https, as told by the trusted proxy in front only', async () => {
    for (const port of [edgePort, webPort]) {
      const viaProxy = await request(port, '/', {
        from: FRONT_PROXY,
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      assertHeaderSet(viaProxy, 'page', { https: true, label: `${port} via https proxy` });
      const api = await request(port, '/api/health', {
        from: FRONT_PROXY,
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      assertHeaderSet(api, 'api', { https: true, label: `${port} API via https proxy` });
      const forged = await request(port, '/', {
        from: randomLoopback(),
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      assertHeaderSet(forged, 'page', { https: false, label: `${port} forged proto` });
    }
  });

  test('a missing admin or remote file is a 404, not the app page', async () => {
    for (const port of [edgePort, webPort]) {
      for (const url of [
        '/admin/missing.js',
        '/admin/assets/missing-abcdefgh.js',
        '/admin-remotes/jobs/missing.js',
        '/admin-remotes/jobs/assets/missing-abcdefgh.js',
      ]) {
        const res = await request(port, url);
        assert.equal(res.status, 404, `${port} ${url}`);
        assert.doesNotMatch(res.text(), /<div id="root">/, `${port} ${url} is not the shell`);
        assertHeaderSet(res, 'admin', { label: `${port} ${url}` });
      }
    }
  });

  test('a path that cannot be decoded gets a plain error, no stack trace or machine path', async () => {
    for (const port of [edgePort, webPort]) {
      const res = await request(port, '/admin-remotes/%ZZ/a');
      assert.ok(res.status >= 400 && res.status < 500, `${port}: ${res.status}`);
      assert.doesNotMatch(res.text(), /\bat \w|node_modules|\/work\/|\/home\/|\/srv\//);
    }
  });
});
