// The edge's nginx as its image runs it, for the edge test (topology.mjs) and the benchmarks
// (tests/bench/wire.mjs): the built files laid out under one root as the image lays them out, the
// configuration rendered by docker/edge/render.sh with the snippets of
// web-server/security-headers.mjs, and nginx's user (unprivileged, as in the image, when the test
// runs as root). No side effects on import.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeNginxSnippets } from '../../web-server/security-headers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The built front ends the edge serves as files. */
export const dists = {
  public: path.join(ROOT, 'public-web/dist/client'),
  admin: path.join(ROOT, 'admin-shell/dist'),
  remotes: path.join(ROOT, 'admin-remotes'),
};

/** The tabs whose remote is built. */
export function builtRemotes() {
  return fs
    .readdirSync(dists.remotes)
    .filter((t) => fs.existsSync(path.join(dists.remotes, t, 'dist/remoteEntry.js')));
}

/**
 * nginx's configuration for a run in `work`: the files under `work/srv` (public/, admin/,
 * admin-remotes/<tab>/), the snippets under `work/conf`, rendered into `work/run`. `addresses`
 * are render.sh's EDGE_LISTEN, EDGE_STATUS_LISTEN, EDGE_API, EDGE_WEB, EDGE_RESOLVER (and
 * TRUSTED_PROXIES). Returns the rendered file and the user nginx runs as (spawn options).
 * @param {string} work
 * @param {Record<string, string>} addresses
 */
export function renderEdge(work, addresses) {
  const srv = path.join(work, 'srv');
  fs.mkdirSync(path.join(srv, 'admin-remotes'), { recursive: true });
  fs.symlinkSync(dists.public, path.join(srv, 'public'));
  fs.symlinkSync(dists.admin, path.join(srv, 'admin'));
  for (const t of builtRemotes())
    fs.symlinkSync(path.join(dists.remotes, t, 'dist'), path.join(srv, 'admin-remotes', t));
  const confDir = path.join(work, 'conf');
  fs.mkdirSync(confDir);
  fs.copyFileSync(path.join(ROOT, 'docker/edge/proxy.conf'), path.join(confDir, 'proxy.conf'));
  writeNginxSnippets(confDir);
  const runDir = path.join(work, 'run');
  const conf = execFileSync('sh', [path.join(ROOT, 'docker/edge/render.sh')], {
    env: {
      ...process.env,
      ...addresses,
      EDGE_ROOT: srv,
      EDGE_CONF_DIR: confDir,
      EDGE_RUN_DIR: runDir,
    },
  })
    .toString()
    .trim();
  const unprivileged = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  if (unprivileged.uid) {
    for (const p of [work, srv, confDir, path.join(srv, 'admin-remotes')]) fs.chmodSync(p, 0o755);
    execFileSync('chown', ['-R', '65534:65534', runDir]);
  }
  return { conf, unprivileged };
}
