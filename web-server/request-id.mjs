// @ts-check
/**
 * Request ids, from the edge through this server to the API: each request keeps the
 * X-Request-Id the edge gave it (held to the API's rule: api/src/platform/http/access-log.ts) or
 * gets a new one; it is sent back, passed on with every request this server makes to the API
 * (the /api proxy, and the fetches of the pages it renders, the sitemap and the feeds), and
 * written in every line this server logs while answering it. One access line per request that
 * is neither a file nor an API call (the API logs those, with the same id): the method, the path
 * without its query (mail links carry signed tokens there), the status and the duration, as JSON
 * in the shape of the API's lines.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

const VALID_ID = /^[\w-]{1,64}$/;
const requestIds = new AsyncLocalStorage();

/** @param {unknown} header */
function requestIdFrom(header) {
  return typeof header === 'string' && VALID_ID.test(header) ? header : randomUUID();
}

/** The id of the request being answered, if any. */
function currentRequestId() {
  return /** @type {string | undefined} */ (requestIds.getStore());
}

/** @type {WeakSet<object>} */
const files = new WeakSet();

/**
 * An answer from the client build or the staff panel's files: no access line (in production the
 * edge serves those itself; on `npm start` a page would bring a line per asset).
 * @param {object} res
 */
export function servedAsFile(res) {
  files.add(res);
}

/**
 * @typedef {(line: string) => void} LogLine
 */

/**
 * The API's rule for its lines (LOG_FORMAT: `pretty`, `json`, or `auto`, pretty when stdout is a
 * terminal outside production): a developer's `npm start` reads
 * "[12:01:02] INFO: GET /about 200 (3 ms) [id]", as the API's lines.
 * @param {NodeJS.ProcessEnv} env
 * @returns {LogLine}
 */
function stdoutLines(env = process.env) {
  const pretty =
    env.LOG_FORMAT === 'pretty' ||
    (env.LOG_FORMAT !== 'json' && env.NODE_ENV !== 'production' && process.stdout.isTTY);
  return pretty
    ? (line) => {
        const { time, req, msg } = JSON.parse(line);
        const at = new Date(time).toTimeString().slice(0, 8);
        process.stdout.write(`[${at}] INFO: ${msg} [${req.id}]\n`);
      }
    : (line) => process.stdout.write(`${line}\n`);
}

/**
 * The first middleware: the request's id, its context, and its access line.
 * @param {{ log?: LogLine }} [options] where lines go (default stdout, as LOG_FORMAT says)
 * @returns {import('express').RequestHandler}
 */
export function requestIdentity({ log = stdoutLines() } = {}) {
  return (req, res, next) => {
    const id = requestIdFrom(req.headers['x-request-id']);
    req.headers['x-request-id'] = id;
    res.setHeader('X-Request-Id', id);
    const start = process.hrtime.bigint();
    res.once('finish', () => {
      const path = req.originalUrl.split('?')[0];
      if (files.has(res) || path === '/api' || path.startsWith('/api/')) return;
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      log(
        JSON.stringify({
          level: 30,
          time: Date.now(),
          req: { id, method: req.method, path },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(ms),
          msg: `${req.method} ${path} ${res.statusCode} (${Math.round(ms)} ms)`,
        }),
      );
    });
    requestIds.run(id, next);
  };
}

/** Origins of the APIs the fetches carry ids to (one per server; tests make several). */
const apiOrigins = new Set();
let installed = false;

/** @param {string | URL | Request} input */
function originOf(input) {
  const url = input instanceof Request ? input.url : String(input);
  return URL.canParse(url) ? new URL(url).origin : undefined;
}

/**
 * The fetches to `apiUrl` made while answering a request carry its id, and console lines written
 * meanwhile (a page's failed read of the API, an error) start with it. Installed once a process.
 * @param {string} apiUrl
 */
export function carryRequestIds(apiUrl) {
  apiOrigins.add(new URL(apiUrl).origin);
  if (installed) return;
  installed = true;
  const fetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const id = currentRequestId();
    if (!id || !apiOrigins.has(originOf(input))) return fetch(input, init);
    const request = new Request(input, init);
    request.headers.set('X-Request-Id', id);
    return fetch(request);
  };
  for (const level of /** @type {const} */ (['log', 'info', 'warn', 'error'])) {
    const write = console[level].bind(console);
    console[level] = (...args) => {
      const id = currentRequestId();
      return id ? write(`[request ${id}]`, ...args) : write(...args);
    };
  }
}
