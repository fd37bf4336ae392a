// What files cost over the wire as production sends them, for bench:web and bench:admin-ui:
// from the Node web server of `npm start` (web-server/index.mjs) and from the edge, Debian's
// nginx with the configuration the edge image renders (docker/edge/render.sh), each serving the
// brotli and gzip copies the build made (scripts/precompress.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureEdgeTools } from '../../scripts/ensure-edge.mjs';
import { renderEdge } from '../edge/nginx.mjs';
import { freePort } from '../edge/ports.mjs';
import { ROOT, startProcess, stopProcess, waitReady } from './lib.mjs';

/** What Chromium asks for. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The body of GET `origin + path` as it arrived (not decoded), with its Content-Encoding. */
function fetchRaw(origin, urlPath) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${origin}${urlPath}`,
      { headers: { 'Accept-Encoding': ACCEPT_ENCODING } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            bytes,
            encoding: res.headers['content-encoding'] ?? 'identity',
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/**
 * The bytes of the bodies of `paths` from `origin`, as a browser receives them, and how each
 * encoding was used ({ br: 12, gzip: 1 }). A path that does not answer 200 fails the benchmark.
 */
export async function wireBytes(origin, paths) {
  let bytes = 0;
  const encodings = {};
  for (const p of paths) {
    const got = await fetchRaw(origin, p);
    if (got.status !== 200) throw new Error(`${origin}${p} answered ${got.status}`);
    bytes += got.bytes;
    encodings[got.encoding] = (encodings[got.encoding] ?? 0) + 1;
  }
  return { bytes, encodings };
}

/** '12 br, 1 gzip' */
export function encodingsText(encodings) {
  return Object.entries(encodings)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ');
}

/** The Node web server of `npm start` in production mode, with the API at `apiUrl`. */
export async function startWebServer(apiUrl) {
  const port = await freePort();
  const proc = startProcess(path.join(ROOT, 'web-server/index.mjs'), {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    API_INTERNAL_URL: apiUrl,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitReady(`${origin}/robots.txt`, proc);
  return { origin, port, stop: () => stopProcess(proc) };
}

/**
 * The edge in front of the web server on `webPort` and the API on `apiPort`: the built files
 * laid out under one root as the image lays them out, nginx unprivileged as in the image.
 */
export async function startEdge({ webPort, apiPort }) {
  ensureEdgeTools();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-bench-edge-'));
  const port = await freePort();
  let statusPort;
  do statusPort = await freePort();
  while (statusPort === port);
  const { conf, unprivileged } = renderEdge(work, {
    EDGE_LISTEN: `127.0.0.1:${port}`,
    EDGE_STATUS_LISTEN: `127.0.0.1:${statusPort}`,
    // Addresses, not names: nothing for the resolver to look up.
    EDGE_API: `127.0.0.1:${apiPort}`,
    EDGE_WEB: `127.0.0.1:${webPort}`,
    EDGE_RESOLVER: '127.0.0.1',
  });
  // nginx reopens /dev/stdout by path: the log must belong to the user it runs as.
  const log = fs.openSync(path.join(work, 'nginx.log'), 'a');
  if (unprivileged.uid) fs.fchownSync(log, unprivileged.uid, unprivileged.gid);
  const nginx = spawn('/usr/sbin/nginx', ['-c', conf], {
    stdio: ['ignore', log, log],
    ...unprivileged,
  });
  nginx.output = () => fs.readFileSync(path.join(work, 'nginx.log'), 'utf8');
  const origin = `http://127.0.0.1:${port}`;
  await waitReady(`${origin}/robots.txt`, nginx, 20_000);
  return {
    origin,
    async stop() {
      await stopProcess(nginx);
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
