// @ts-check
/**
 * Files the server sends as they are (or the brotli or gzip copy the build made of one, when the
 * browser takes it), and how long browsers may keep them:
 *   hashed assets a year (immutable); HTML, page contexts and each remote's remoteEntry.js are
 *   revalidated (their names stay the same across deploys); anything else a short while.
 */
import express from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { servedAsFile } from './request-id.mjs';

const YEAR = 'public, max-age=31536000, immutable';

/** The encodings of the files the build writes beside a file (scripts/precompress.mjs), best first. */
const ENCODINGS = /** @type {const} */ ([
  ['br', '.br'],
  ['gzip', '.gz'],
]);

/**
 * The precompressed copy of `file` the browser accepts (brotli first, then gzip), made from the
 * file as it is now (not older than it), or null: then the file goes out as it is, and the
 * compression middleware compresses it on the fly.
 * @param {import('express').Request} req
 * @param {string} file
 * @returns {{ file: string, encoding: string } | null}
 */
function precompressedCopy(req, file) {
  let source;
  try {
    source = fs.statSync(file);
  } catch {
    return null;
  }
  if (!source.isFile()) return null;
  for (const [encoding, suffix] of ENCODINGS) {
    if (req.acceptsEncodings(encoding) !== encoding) continue;
    try {
      if (fs.statSync(file + suffix).mtimeMs >= source.mtimeMs)
        return { file: file + suffix, encoding };
    } catch {
      /* no such copy */
    }
  }
  return null;
}

/**
 * Before express.static on `dir`: a request for a file that has a precompressed copy the browser
 * takes is served that copy (see `sentEncoded`), as the edge serves them (gzip_static,
 * brotli_static). The request's own path names the file, and only a file inside `dir`.
 * @param {string} dir
 * @returns {import('express').RequestHandler}
 */
function precompressed(dir) {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let name;
    try {
      name = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(dir, name);
    if (!file.startsWith(dir + path.sep)) return next();
    const copy = precompressedCopy(req, file);
    res.vary('Accept-Encoding');
    if (!copy) return next();
    res.locals.encoded = { encoding: copy.encoding, type: path.extname(file) };
    req.url = req.url.replace(req.path, req.path + copy.file.slice(file.length));
    next();
  };
}

/**
 * Marks a response of express.static that sends a precompressed copy (`precompressed` chose it):
 * its encoding, and the type of the file it encodes. The path it returns is the file's own, for
 * the caching rules.
 * @param {import('express').Response} res
 * @param {string} filePath
 */
function sentEncoded(res, filePath) {
  const encoded = res.locals.encoded;
  if (!encoded) return filePath;
  res.setHeader('Content-Encoding', encoded.encoding);
  res.type(encoded.type);
  return filePath.replace(/\.(br|gz)$/, '');
}

/**
 * Maps '/about-us' → '<dir>/about-us/index.html' for every prerendered page,
 * so express.static never answers a folder with a 301 to '/about-us/'.
 * @param {string} clientDir
 * @returns {Map<string, string>}
 */
function findPrerenderedPages(clientDir) {
  /** @type {Map<string, string>} */
  const pages = new Map();
  /** @param {string} dir @param {string} urlPrefix */
  function walk(dir, urlPrefix) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (urlPrefix === '' && entry.name === 'assets') continue;
        walk(path.join(dir, entry.name), urlPrefix + '/' + entry.name);
      } else if (entry.name === 'index.html') {
        pages.set(urlPrefix || '/', path.join(dir, entry.name));
      }
    }
  }
  if (fs.existsSync(clientDir)) walk(clientDir, '');
  return pages;
}

/**
 * Sends an HTML page of a build (a prerendered page, the panel's index.html): its precompressed
 * copy when the browser takes one.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {string} file
 */
function sendPage(req, res, file) {
  const copy = precompressedCopy(req, file);
  res.vary('Accept-Encoding');
  if (!copy) return res.sendFile(file);
  res.setHeader('Content-Encoding', copy.encoding);
  res.type('html');
  res.sendFile(copy.file);
}

/** A small page for an admin bundle that has not been built. */
function adminNotBuilt(/** @type {import('express').Response} */ res) {
  res
    .status(503)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Admin panel not built</title>' +
        '<meta name="viewport" content="width=device-width,initial-scale=1"></head><body>' +
        '<main><h1>Admin panel not built</h1><p>Run <code>npm run build</code> at the repository root, then restart the server.</p></main>' +
        '</body></html>',
    );
}

/**
 * Static files of a built bundle (the admin shell, a remote); with `spa`, index.html for
 * unknown paths without an extension (client routes).
 * @param {string} distDir
 * @param {{ spa: boolean }} options
 * @returns {import('express').RequestHandler}
 */
function staticBundle(distDir, { spa }) {
  const encoded = precompressed(distDir);
  const files = express.static(distDir, {
    index: false,
    redirect: false,
    fallthrough: true,
    setHeaders(res, sentPath) {
      servedAsFile(res);
      const filePath = sentEncoded(res, sentPath);
      if (filePath.endsWith('.html') || path.basename(filePath) === 'remoteEntry.js')
        res.setHeader('Cache-Control', 'no-cache');
      else if (/[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?)$/.test(filePath))
        res.setHeader('Cache-Control', YEAR);
      else res.setHeader('Cache-Control', 'public, max-age=300');
    },
  });
  /** @type {import('express').RequestHandler} */
  const serve = (req, res, next) =>
    encoded(req, res, (err) => (err ? next(err) : files(req, res, next)));
  return (req, res, next) => {
    if (!fs.existsSync(spa ? path.join(distDir, 'index.html') : distDir)) return adminNotBuilt(res);
    serve(req, res, (err) => {
      if (err) return next(err);
      if (!spa || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
      // A missing file with an extension is a real 404, not a client route.
      if (path.extname(req.path)) return res.status(404).type('text').send('Not found');
      res.setHeader('Cache-Control', 'no-cache');
      sendPage(req, res, path.join(distDir, 'index.html'));
    });
  };
}

/**
 * The staff panel: /admin and /jobs-admin (the shell, client routes included) and each tab's
 * remote under /admin-remotes/<tab>/.
 * @param {import('express').Express} app
 * @param {{ adminShellDir: string, adminRemotesDir: string }} dirs
 */
export function serveStaffPanel(app, { adminShellDir, adminRemotesDir }) {
  // Express matches whole segments: '/administrator' does not reach this.
  app.use(['/admin', '/jobs-admin'], staticBundle(adminShellDir, { spa: true }));
  app.use('/admin-remotes/:tab', (req, res, next) => {
    const tab = String(req.params.tab);
    if (!/^[a-z0-9-]+$/.test(tab)) return next();
    const dir = path.join(adminRemotesDir, tab, 'dist');
    if (!fs.existsSync(dir)) return adminNotBuilt(res);
    res.setHeader('Access-Control-Allow-Origin', '*');
    staticBundle(dir, { spa: false })(req, res, () =>
      res.status(404).type('text').send('Not found'),
    );
  });
}

/**
 * The public site's build: prerendered pages by their clean path, then every other file of
 * the client build.
 * @param {import('express').Express} app
 * @param {string} clientDir
 */
export function servePublicFiles(app, clientDir) {
  const prerendered = findPrerenderedPages(clientDir);
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = prerendered.get(req.path);
    if (!file) return next();
    res.setHeader('Cache-Control', 'no-cache');
    sendPage(req, res, file);
  });
  app.use(
    precompressed(clientDir),
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders(res, sentPath) {
        servedAsFile(res);
        const filePath = sentEncoded(res, sentPath);
        const rel = path.relative(clientDir, filePath);
        if (rel.startsWith('assets' + path.sep)) res.setHeader('Cache-Control', YEAR);
        else if (filePath.endsWith('.html') || filePath.endsWith('.json'))
          res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
}
