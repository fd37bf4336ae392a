// @vitest-environment node
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from '../index.mjs';
import { contentSecurityPolicies, DEVANAGARI_FONT_GATE_HASH, HSTS } from '../security-headers.mjs';

/** The site's one built stylesheet in this test, which its pages carry inline. */
const SITE_CSS = 'h1{color:#0b6e4f}\n';
const SITE_CSS_HASH = `'sha256-${createHash('sha256').update(SITE_CSS).digest('base64')}'`;
const LOADER = '(function(){document.currentScript.dataset.started=""})();';
const LOADER_HASH = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;
const CSP = contentSecurityPolicies({
  inline: { styles: [SITE_CSS_HASH], scripts: [LOADER_HASH] },
});
const FILE_CSP = "default-src 'none'; sandbox";

let root: string;
let base: string;
let server: http.Server;
let upstream: http.Server;
const seen: { method?: string; url?: string; xff?: string; bytes?: number; rid?: string } = {};
/** The web server's access lines. */
const lines: string[] = [];

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-web-'));
  write(path.join(root, 'client/index.html'), '<!doctype html><h1>Home</h1>');
  write(path.join(root, 'client/about-us/index.html'), '<!doctype html><h1>About</h1>');
  write(path.join(root, 'client/assets/entries/page.Ab12Cd34.js'), 'console.log(1)');
  write(path.join(root, 'client/robots.txt'), 'User-agent: *');
  write(path.join(root, 'client/assets/static/site.Zx34Cv56.css'), SITE_CSS);
  write(path.join(root, 'client/page-scripts.js'), LOADER);
  write(path.join(root, 'admin-shell/index.html'), '<!doctype html><div id="admin"></div>');
  write(path.join(root, 'admin-shell/assets/shell.Zz99Yy88.js'), 'shell()');
  write(path.join(root, 'remotes/sessions/dist/remoteEntry.js'), 'remote()');
  // Files with the copies the build writes beside them (scripts/precompress.mjs); one whose copy
  // is older than itself (the file was built again since).
  for (const [file, text] of [
    ['client/assets/entries/big.Qw12Er34.js', `console.log("${'kavach '.repeat(200)}")`],
    ['client/contact-us/index.html', `<!doctype html><h1>Contact</h1>${'<p>text</p>'.repeat(100)}`],
    ['remotes/sessions/dist/assets/tab.Mn56Bv78.js', `tab("${'x'.repeat(2000)}")`],
    ['client/assets/entries/stale.Po90Iu12.js', `stale("${'y'.repeat(2000)}")`],
  ]) {
    const at = path.join(root, file);
    write(at, text);
    fs.writeFileSync(`${at}.br`, brotliCompressSync(text));
    fs.writeFileSync(`${at}.gz`, gzipSync(text));
  }
  const stale = path.join(root, 'client/assets/entries/stale.Po90Iu12.js');
  const past = new Date(Date.now() - 60_000);
  for (const copy of [`${stale}.br`, `${stale}.gz`]) fs.utimesSync(copy, past, past);

  upstream = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      Object.assign(seen, {
        method: req.method,
        url: req.url,
        xff: req.headers['x-forwarded-for'],
        bytes,
        rid: req.headers['x-request-id'],
      });
      // An uploaded file the API serves, with its own sandboxing policy.
      if (req.url?.startsWith('/api/files/')) {
        res.writeHead(200, {
          'Content-Type': 'image/png',
          'Content-Security-Policy': FILE_CSP,
          'X-Content-Type-Options': 'nosniff',
        });
        return res.end('png');
      }
      // The API's own copies of the security headers: the web server sends its set instead.
      res.writeHead(201, {
        'Content-Type': 'application/json',
        'Content-Security-Policy': "default-src 'none'",
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(JSON.stringify({ status: 'success' }));
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));

  const app = await createServer({
    clientDir: path.join(root, 'client'),
    adminShellDir: path.join(root, 'admin-shell'),
    adminRemotesDir: path.join(root, 'remotes'),
    apiUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    log: (line) => lines.push(line),
    render: async (url) => {
      // A page rendered per request that reads the API, as the sessions page does.
      if (url.split('?')[0] === '/reads-the-api') {
        await fetch(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}/api/sessions`);
        return { statusCode: 200, headers: [], body: '<h1>Sessions</h1>' };
      }
      return url === '/boom'
        ? {
            statusCode: 500,
            headers: [['Content-Type', 'text/html;charset=utf-8']],
            body: '<h1>Something went wrong</h1>',
          }
        : {
            statusCode: 404,
            headers: [['Content-Type', 'text/html;charset=utf-8']],
            body: '<h1>Page not found</h1>',
          };
    },
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await new Promise((r) => upstream.close(r));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('public pages', () => {
  it('serves prerendered pages without a trailing-slash redirect, with security headers', async () => {
    const res = await fetch(base + '/about-us', { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>About</h1>');
    expect(res.headers.get('content-security-policy')).toBe(CSP.page);
    expect(CSP.page).toContain("script-src 'self'");
    expect(CSP.page).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(CSP.page).toContain("frame-ancestors 'none'");
    // Its stylesheets inline, by their hashes only.
    expect(CSP.page).toContain(`; style-src 'self' ${SITE_CSS_HASH};`);
    // The scripts' loader, inline, by its hash; nothing else inline but the font's gate.
    expect(CSP.page).toContain(`script-src 'self' ${DEVANAGARI_FONT_GATE_HASH} ${LOADER_HASH};`);
    // Plain http: no HSTS.
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves / from index.html', async () => {
    expect(await (await fetch(base + '/')).text()).toContain('<h1>Home</h1>');
  });

  it('caches hashed assets for a year and compresses', async () => {
    const res = await fetch(base + '/assets/entries/page.Ab12Cd34.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('renders unknown routes with the page renderer (404 with CSP)', async () => {
    const res = await fetch(base + '/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
    expect(res.headers.get('content-security-policy')).toBe(CSP.page);
    expect((await fetch(base + '/boom')).status).toBe(500);
  });

  it('answers a path it cannot decode with a plain 400: no stack trace, no file path', async () => {
    for (const url of ['/admin-remotes/%ZZ/a']) {
      const res = await fetch(base + url);
      expect(res.status, url).toBe(400);
      const text = await res.text();
      expect(text).toBe('The request could not be understood.');
      expect(res.headers.get('content-security-policy')).toBeTruthy();
    }
  });
});

/** A GET as a browser that accepts `encoding` sends it, with the bytes as they came. */
function getRaw(url: string, encoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('precompressed files (the copies the build makes, as the edge sends them)', () => {
  const read = (file: string) => fs.readFileSync(path.join(root, file));

  it('sends the brotli copy to a browser that takes it, gzip to one that takes only gzip', async () => {
    const js = '/assets/entries/big.Qw12Er34.js';
    const br = await getRaw(base + js, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.body.equals(read(`client${js}.br`))).toBe(true);

    const gz = await getRaw(base + js, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(read(`client${js}.gz`))).toBe(true);

    const plain = await getRaw(base + js, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(read(`client${js}`))).toBe(true);
  });

  it("a prerendered page and a remote tab's file go out precompressed too, with their own caching", async () => {
    const page = await getRaw(base + '/contact-us', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.equals(read('client/contact-us/index.html.br'))).toBe(true);

    const tab = await getRaw(base + '/admin-remotes/sessions/assets/tab.Mn56Bv78.js', 'gzip');
    expect(tab.headers['content-encoding']).toBe('gzip');
    expect(tab.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(tab.body.equals(read('remotes/sessions/dist/assets/tab.Mn56Bv78.js.gz'))).toBe(true);
  });

  it('never a copy older than its file: that file is compressed on the fly instead', async () => {
    const js = '/assets/entries/stale.Po90Iu12.js';
    const res = await getRaw(base + js, 'gzip, br');
    expect(res.body.equals(read(`client${js}.br`))).toBe(false);
    expect(res.body.equals(read(`client${js}.gz`))).toBe(false);
    const decode = { br: brotliDecompressSync, gzip: gunzipSync }[
      res.headers['content-encoding'] as 'br' | 'gzip'
    ];
    expect(decode(res.body).toString()).toBe(read(`client${js}`).toString());
  });
});

describe('/api proxy', () => {
  it('keeps the /api path, streams the body and forwards the client address it saw', async () => {
    const body = 'x'.repeat(300_000);
    const res = await fetch(base + '/api/contacts?x=1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', 'X-Forwarded-For': '203.0.113.7' },
      body,
    });
    expect(res.status).toBe(201);
    expect(seen).toMatchObject({ method: 'POST', url: '/api/contacts?x=1', bytes: 300_000 });
    // A client cannot choose its own address (and so its rate-limit bucket).
    expect(seen.xff).toBe('127.0.0.1');
    // The web server's security headers, each once, instead of the API's.
    expect(res.headers.get('content-security-policy')).toBe(CSP.api);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("keeps an uploaded file's own sandboxing policy instead of the API area's", async () => {
    const res = await fetch(base + '/api/files/session-images/a.png');
    expect(res.status).toBe(200);
    // fetch joins a repeated header with ", ": one value means the header was sent once.
    expect(res.headers.get('content-security-policy')).toBe(FILE_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('believes X-Forwarded-* only from a configured proxy in front', async () => {
    const app = await createServer({
      log: () => undefined, // no access lines in the test's output
      clientDir: path.join(root, 'client'),
      apiUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      trustedProxies: ['127.0.0.2'],
      render: async () => null,
    });
    const s = app.listen(0, '127.0.0.1');
    await new Promise((r) => s.once('listening', r));
    const port = (s.address() as AddressInfo).port;
    const post = (localAddress: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            localAddress,
            method: 'POST',
            path: '/api/contacts',
            headers: { 'X-Forwarded-For': '198.51.100.4', 'X-Forwarded-Proto': 'https' },
          },
          (res) => (res.resume(), res.on('end', () => resolve(res))),
        );
        req.on('error', reject);
        req.end('{}');
      });
    const fromProxy = await post('127.0.0.2');
    expect(seen.xff).toBe('198.51.100.4');
    expect(fromProxy.headers['strict-transport-security']).toBe(HSTS);
    const fromClient = await post('127.0.0.3');
    expect(seen.xff).toBe('127.0.0.3');
    expect(fromClient.headers['strict-transport-security']).toBeUndefined();
    await new Promise((r) => s.close(r));
  });

  it('answers 503 JSON when the API is down', async () => {
    const app = await createServer({
      log: () => undefined, // no access lines in the test's output
      clientDir: path.join(root, 'client'),
      apiUrl: 'http://127.0.0.1:9',
      render: async () => null,
    });
    const s = app.listen(0, '127.0.0.1');
    await new Promise((r) => s.once('listening', r));
    const res = await fetch(
      `http://127.0.0.1:${(s.address() as AddressInfo).port}/api/subscriptions`,
      { method: 'POST', body: '{}' },
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });
    expect(res.headers.get('retry-after')).toBe('5');
    await new Promise((r) => s.close(r));
  });
});

describe('request ids', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  const lineOf = (id: string) =>
    vi.waitFor(() => {
      const line = lines.find((l) => l.includes(id));
      expect(line).toBeTruthy();
      return JSON.parse(line!);
    });

  it("keeps the id the edge gave, sends the page's reads of the API with it, logs the path alone", async () => {
    const res = await fetch(base + '/reads-the-api?token=signed-secret', {
      headers: { 'X-Request-Id': 'edge-4f2a_9' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('edge-4f2a_9');
    expect(seen).toMatchObject({ url: '/api/sessions', rid: 'edge-4f2a_9' });
    expect(await lineOf('edge-4f2a_9')).toMatchObject({
      req: { id: 'edge-4f2a_9', method: 'GET', path: '/reads-the-api' },
      res: { statusCode: 200 },
      msg: expect.stringMatching(/^GET \/reads-the-api 200 \(\d+ ms\)$/),
    });
    expect(lines.join('\n')).not.toContain('signed-secret');
  });

  it('makes an id of its own for a page, or in place of one that breaks the rule', async () => {
    const page = await fetch(base + '/reads-the-api');
    const id = page.headers.get('x-request-id')!;
    expect(id).toMatch(UUID);
    expect(seen.rid).toBe(id);
    const api = await fetch(base + '/api/contacts', {
      method: 'POST',
      headers: { 'X-Request-Id': 'not an id; <script>' },
      body: '{}',
    });
    const other = api.headers.get('x-request-id')!;
    expect(other).toMatch(UUID);
    expect(seen.rid).toBe(other);
  });

  it('writes no access line for a file of the build nor for an API call (the API logs those)', async () => {
    const file = await fetch(base + '/robots.txt');
    expect(file.status).toBe(200);
    const api = await fetch(base + '/api/contacts', { method: 'POST', body: '{}' });
    expect(api.status).toBe(201);
    const page = await fetch(base + '/no-such-page');
    await lineOf(page.headers.get('x-request-id')!);
    for (const res of [file, api])
      expect(lines.some((l) => l.includes(res.headers.get('x-request-id')!))).toBe(false);
  });
});

describe('admin panel', () => {
  it.each(['/admin', '/admin/', '/admin/contacts/12', '/jobs-admin', '/jobs-admin/jobs'])(
    '%s → the shell (SPA fallback, no-cache)',
    async (url) => {
      const res = await fetch(base + url);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('id="admin"');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toBe(CSP.admin);
    },
  );

  it('serves the shell assets under /admin and a missing asset is a 404', async () => {
    expect((await fetch(base + '/admin/assets/shell.Zz99Yy88.js')).status).toBe(200);
    expect((await fetch(base + '/admin/assets/missing.js')).status).toBe(404);
  });

  it('serves a remote tab and 503 for one that is not built', async () => {
    expect(await (await fetch(base + '/admin-remotes/sessions/remoteEntry.js')).text()).toBe(
      'remote()',
    );
    const res = await fetch(base + '/admin-remotes/jobs/remoteEntry.js');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('Admin panel not built');
  });

  it('answers 503 "Admin panel not built" without admin-shell/dist', async () => {
    const app = await createServer({
      log: () => undefined, // no access lines in the test's output
      clientDir: path.join(root, 'client'),
      adminShellDir: path.join(root, 'nothing'),
      render: async () => null,
    });
    const s = app.listen(0, '127.0.0.1');
    await new Promise((r) => s.once('listening', r));
    const res = await fetch(`http://127.0.0.1:${(s.address() as AddressInfo).port}/admin`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('Admin panel not built');
    await new Promise((r) => s.close(r));
  });

  it('does not treat /administrator as the admin panel', async () => {
    expect((await fetch(base + '/administrator')).status).toBe(404);
  });
});
