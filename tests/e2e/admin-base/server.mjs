// @ts-check
/**
 * A tiny one-origin server for the admin panel's browser tests and bench:
 * the same routes as web-server/index.mjs (which also serves the
 * public site), without needing the public site's build.
 *
 *   /api/*                     → proxied to the API (API_URL)
 *   /admin, /jobs-admin (+ /*) → admin-shell/dist (SPA fallback to index.html)
 *   /admin-remotes/<tab>/*     → admin-remotes/<tab>/dist/*
 *
 * Usage: node tests/e2e/admin/server.mjs [port] (env API_URL, PORT).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** @param {http.ServerResponse} res @param {string} file */
function sendFile(res, file, cache = 'no-cache') {
  const type =
    TYPES[/** @type {keyof typeof TYPES} */ (path.extname(file))] ?? 'application/octet-stream';
  res.writeHead(200, { 'Content-Type': type, 'Cache-Control': cache });
  fs.createReadStream(file).pipe(res);
}

/** @param {string} dir @param {string} rel */
function fileIn(dir, rel) {
  const file = path.normalize(path.join(dir, rel));
  if (!file.startsWith(dir + path.sep)) return null;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

/**
 * The client address the API sees. Browser tests give each context its own
 * address (header x-test-client-ip) so the API's per-IP login lockout of one
 * test does not lock the others out; only honoured from the loopback.
 * @param {http.IncomingMessage} req
 */
function clientIp(req) {
  const remote = req.socket.remoteAddress ?? '';
  const test = req.headers['x-test-client-ip'];
  const loopback = remote === '127.0.0.1' || remote === '::1' || remote === '::ffff:127.0.0.1';
  return loopback && typeof test === 'string' && /^[0-9.]+$/.test(test) ? test : remote;
}

/**
 * @param {{ apiUrl: string, shellDir?: string, remotesDir?: string }} options
 */
export function createAdminServer({ apiUrl, shellDir, remotesDir }) {
  const shell = shellDir ?? path.join(repoRoot, 'admin-shell', 'dist');
  const remotes = remotesDir ?? path.join(repoRoot, 'admin-remotes');
  const api = new URL(apiUrl);

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const p = decodeURIComponent(url.pathname);

    if (p === '/api' || p.startsWith('/api/')) {
      const upstream = http.request(
        {
          host: api.hostname,
          port: api.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: api.host, 'x-forwarded-for': clientIp(req) },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(503, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'The API is not reachable.',
          }),
        );
      });
      req.pipe(upstream);
      return;
    }

    const panel = /^\/(admin|jobs-admin)(\/.*)?$/.exec(p);
    if (panel) {
      const rel = panel[2] ?? '/';
      const file = rel !== '/' && fileIn(shell, rel);
      if (file)
        return sendFile(
          res,
          file,
          /assets\//.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      if (path.extname(rel)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        return res.end('Not found');
      }
      return sendFile(res, path.join(shell, 'index.html'));
    }

    const remote = /^\/admin-remotes\/([a-z0-9-]+)(\/.*)$/.exec(p);
    if (remote) {
      const file = fileIn(path.join(remotes, remote[1], 'dist'), remote[2]);
      if (file) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        return sendFile(
          res,
          file,
          /assets\//.test(remote[2]) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      }
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 3100);
  const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3101';
  createAdminServer({ apiUrl }).listen(port, '127.0.0.1', () =>
    console.log(`admin test server on http://127.0.0.1:${port} (API → ${apiUrl})`),
  );
}
