// `npm run build` (and the first step of `npm start`): builds every part whose sources changed
// since its last build, one line per part. A part's inputs (its sources, the packages it
// imports from the repository, the lock file, the build settings it reads from the
// environment) are hashed; the hash is kept in its output folder after a successful build, so
// an unchanged part is skipped and a deleted output folder is rebuilt. A build's own output is
// shown only when it fails.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { antdExportsUsed, remoteFolders } from '../admin-remotes/shared/federation.mjs';
import { precompress } from './precompress.mjs';
import { seconds } from './run-tools.mjs';

const recipe = fileURLToPath(import.meta.url);
const repoRoot = join(recipe, '..', '..');
const STAMP = '.build-inputs';
const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);

/** Folders and files that are never inputs: outputs, dependencies, tests, caches. */
const SKIPPED =
  /(^|\/)(node_modules|dist|test|test-results|coverage|\.[^/]+)$|\.(test|spec|e2e-spec)\.tsx?$/;

/** @param {string} root @param {string} path @param {string[]} out */
function filesUnder(root, path, out = []) {
  const full = join(root, path);
  if (!existsSync(full)) return out;
  if (!statSync(full).isDirectory()) {
    out.push(path);
    return out;
  }
  for (const entry of readdirSync(full).sort()) {
    const child = `${path}/${entry}`;
    if (!SKIPPED.test(child)) filesUnder(root, child, out);
  }
  return out;
}

/**
 * The hash of a part's inputs: every file's path and bytes, plus `key` (settings read at build
 * time) and this script itself (a changed recipe rebuilds everything).
 * @param {string} root @param {string[]} inputs @param {string} key
 */
function inputsHash(root, inputs, key) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((p) => filesUnder(root, p))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  hash.update(`${relative(repoRoot, recipe)}\0`);
  hash.update(readFileSync(recipe));
  hash.update('\0');
  hash.update(key);
  return hash.digest('hex');
}

/**
 * @typedef {{ name: string, inputs: string[], key?: string, outputs: string[],
 *   command: [string, string[], string], precompress?: true }} Part
 * inputs, outputs: paths relative to the root (the repository's); command: program, arguments,
 * working folder (relative to the root); precompress: the outputs are files a browser
 * downloads, which get their brotli and gzip copies (scripts/precompress.mjs) for the web
 * server and the edge to send as they are.
 */

/** Inputs of every part of the repository: the lock file and the base TypeScript settings. */
const COMMON_INPUTS = ['package-lock.json', 'tsconfig.json'];

/** @returns {Part[]} */
export function parts() {
  // The antd the shell's dashboard provides holds the union of the exports the whole panel
  // imports: a change to that set rebuilds the shell and every remote.
  const panelKey = `antd:${antdExportsUsed().join(',')}`;
  const panelShared = ['admin-remotes/shared', 'api/client'];
  const remotes = remoteFolders();
  /** @type {Part[]} */
  const list = [
    {
      name: 'API',
      inputs: ['api/src', 'api/package.json', 'api/tsconfig.json', 'api/tsconfig.build.json'],
      outputs: ['api/dist'],
      // Emit only, as Vite does for the front ends: `npm run typecheck` checks the API's types
      // once, with its tests (the output is the same either way).
      command: [bin('tsc'), ['-p', 'tsconfig.build.json', '--noCheck'], 'api'],
    },
    {
      name: 'public site',
      // Its page-scripts.mjs rewrites the prerendered pages and goes into the server build.
      inputs: ['public-web', 'api/client'],
      // Baked into the prerendered pages, sitemap.xml and robots.txt.
      key: `PUBLIC_SITE_URL=${process.env.PUBLIC_SITE_URL ?? ''}`,
      outputs: ['public-web/dist'],
      command: [bin('vike'), ['build'], 'public-web'],
      precompress: true,
    },
    {
      name: 'staff panel shell',
      inputs: ['admin-shell', ...panelShared],
      key: panelKey,
      outputs: ['admin-shell/dist'],
      command: [bin('vite'), ['build', '--logLevel', 'warn'], 'admin-shell'],
      precompress: true,
    },
    {
      name: `staff panel tabs (${remotes.length})`,
      inputs: [
        ...remotes.map((tab) => `admin-remotes/${tab}`),
        'admin-remotes/build-all.mjs',
        ...panelShared,
      ],
      key: panelKey,
      outputs: remotes.map((tab) => `admin-remotes/${tab}/dist`),
      command: [process.execPath, ['build-all.mjs'], 'admin-remotes'],
      precompress: true,
    },
  ];
  return list.map((part) => ({ ...part, inputs: [...part.inputs, ...COMMON_INPUTS] }));
}

/** @param {string} root @param {Part} part @param {string} hash */
function isCurrent(root, part, hash) {
  return part.outputs.every((dir) => {
    const stamp = join(root, dir, STAMP);
    return existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
  });
}

/**
 * Runs a build with its output held back; resolves to that output, rejects with it.
 * @param {string} root @param {Part['command']} command
 */
function quietly(root, [program, args, cwd]) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      cwd: join(root, cwd),
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', (e) => reject(Object.assign(e, { output })));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(Object.assign(new Error(`exit ${code}`), { output })),
    );
  });
}

/**
 * The parts whose inputs changed since their last build (or whose output is missing).
 * @param {{ root?: string, parts?: Part[] }} [options] the repository's own parts by default
 * @returns {string[]} their names
 */
export function changedParts({ root = repoRoot, parts: list = parts() } = {}) {
  return list
    .filter((part) => !isCurrent(root, part, inputsHash(root, part.inputs, part.key ?? '')))
    .map((part) => part.name);
}

/**
 * Builds what changed. Prints one line per part; on a failure, that build's output, then
 * throws.
 * @param {{ log?: (line: string) => void, root?: string, parts?: Part[] }} [options] the
 *   repository's own parts by default
 */
export async function buildChanged({
  log = (line) => console.log(line),
  root = repoRoot,
  parts: list = parts(),
} = {}) {
  for (const part of list) {
    const started = Date.now();
    const hash = inputsHash(root, part.inputs, part.key ?? '');
    if (isCurrent(root, part, hash)) {
      log(`  ✔ ${part.name}: up to date`);
      continue;
    }
    try {
      await quietly(root, part.command);
      if (part.precompress) await precompress(part.outputs.map((dir) => join(root, dir)));
    } catch (e) {
      log(`  ✖ ${part.name}: build failed (${seconds(Date.now() - started)})\n`);
      process.stderr.write(e.output || `${e.message}\n`);
      throw new Error(`${part.name} did not build`, { cause: e });
    }
    for (const dir of part.outputs) writeFileSync(join(root, dir, STAMP), hash);
    log(`  ✔ ${part.name}: built in ${seconds(Date.now() - started)}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  console.log('Building what changed…');
  try {
    await buildChanged();
  } catch {
    process.exit(1);
  }
  console.log(`Build done in ${seconds(Date.now() - started)}.`);
}
