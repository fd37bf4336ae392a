// @ts-check
/**
 * The one Module Federation configuration of the staff panel, used by the
 * shell's vite.config.ts and every remote's build (vite-remote.mjs), so the share list and the
 * versions cannot drift apart (see admin-remotes/README.md, "Decisions (front end)").
 *
 * - Preact (what react and react-dom are in the browser, preact.mjs) is a singleton the shell
 *   provides from its start (the login needs it).
 * - antd and @kavach/admin-shared are provided by the shell's dashboard chunk when it loads
 *   (dashboardShares(), registered at runtime): the federation host loads every share it
 *   declares during its init, so declared they would make the login screen download antd.
 * - antd is provided tree-shaken: the union of the antd exports imported anywhere in the panel
 *   (collected from the sources below), so a remote never needs a second, full antd.
 * - A remote only consumes the four (import: false).
 * - One federation runtime: the shell publishes runtime-core
 *   (provideExternalRuntime), remotes read it (externalRuntime).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedDir = path.dirname(fileURLToPath(import.meta.url));
export const remotesDir = path.resolve(sharedDir, '..');
export const repoRoot = path.resolve(remotesDir, '..');
const shellSrc = path.join(repoRoot, 'admin-shell', 'src');

/** Folders of remotes: every admin-remotes/<tab> with a src/Tab.tsx (the exposed component). */
export function remoteFolders() {
  return fs
    .readdirSync(remotesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'shared' && !d.name.startsWith('.'))
    .filter((d) => fs.existsSync(path.join(remotesDir, d.name, 'src', 'Tab.tsx')))
    .map((d) => d.name)
    .sort();
}

/** @param {string} dir @param {string[]} out */
function sourceFiles(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist' && !entry.name.startsWith('.'))
        sourceFiles(full, out);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

const ANTD_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]antd['"]/g;

/**
 * Every value export of 'antd' imported by the shell, the shared package or
 * any remote (type-only imports skipped). Sorted, de-duplicated.
 */
export function antdExportsUsed() {
  const dirs = [
    shellSrc,
    path.join(sharedDir, 'src'),
    ...remoteFolders().map((r) => path.join(remotesDir, r, 'src')),
  ];
  const names = new Set();
  for (const file of dirs.flatMap((d) => sourceFiles(d))) {
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(ANTD_IMPORT)) {
      if (/^import\s*type\b/.test(match[0])) continue;
      for (const part of match[1].split(',')) {
        const spec = part.trim();
        if (!spec || spec.startsWith('type ')) continue;
        names.add(spec.split(/\s+as\s+/)[0].trim());
      }
    }
  }
  return [...names].sort();
}

function versionOf(/** @type {string} */ pkg) {
  const file = path.join(repoRoot, 'node_modules', pkg, 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

const major = (/** @type {string} */ pkg) => `^${versionOf(pkg).split('.')[0]}.0.0`;

/**
 * The Preact modules react, react-dom and the JSX runtime become in the browser (preact.mjs):
 * the shell provides them at its start (the login needs them), every remote consumes them.
 */
const PREACT_SHARES = ['preact', 'preact/hooks', 'preact/compat', 'preact/jsx-runtime'];

/** The shares the shell declares to the federation plugin: loaded during the host's init. */
function startShares() {
  const preact = { singleton: true, requiredVersion: major('preact') };
  return Object.fromEntries(PREACT_SHARES.map((name) => [name, preact]));
}

/** The shares the shell's dashboard chunk registers when it loads (see dashboardShares). */
function dashboardShareConfigs() {
  return {
    antd: { singleton: true, requiredVersion: major('antd') },
    '@kavach/admin-shared': { singleton: true, requiredVersion: '^1.0.0' },
  };
}

/** The share table of the remotes: everything the shell provides. */
export function sharedDependencies() {
  return { ...startShares(), ...dashboardShareConfigs() };
}

const DASHBOARD_SHARES = 'virtual:dashboard-shares';

/**
 * The module `virtual:dashboard-shares` of the shell: `dashboardShares`, the argument of the
 * federation runtime's registerShared for antd (the exports the panel imports, so the shell's
 * build keeps only those) and @kavach/admin-shared, both from the shell's own bundle. The
 * dashboard registers them before it registers a remote; a remote's init then finds them.
 * @returns {import('vite').Plugin}
 */
export function dashboardShares() {
  return {
    name: 'kavach:dashboard-shares',
    resolveId(id) {
      return id === DASHBOARD_SHARES ? `\0${DASHBOARD_SHARES}` : undefined;
    },
    load(id) {
      if (id !== `\0${DASHBOARD_SHARES}`) return undefined;
      const names = antdExportsUsed().join(', ');
      const configs = dashboardShareConfigs();
      const share = (/** @type {keyof typeof configs} */ pkg, /** @type {string} */ lib) =>
        `${JSON.stringify(pkg)}: { version: ${JSON.stringify(versionOf(pkg))}, scope: 'default', lib: () => ${lib}, shareConfig: ${JSON.stringify(configs[pkg])} }`;
      return [
        `import { ${names} } from 'antd';`,
        `import * as adminShared from '@kavach/admin-shared';`,
        `const antd = { ${names} };`,
        `export const dashboardShares = { ${share('antd', 'antd')}, ${share('@kavach/admin-shared', 'adminShared')} };`,
      ].join('\n');
    },
  };
}

/**
 * A remote only ever runs inside the shell, which provides every shared package: a remote
 * takes them from the shell (`import: false`) instead of bundling its own fallback copies of
 * antd and react-dom (1.6 MB per remote, most of its build time, never loaded).
 * @template {Record<string, object>} T
 * @param {T} shared
 * @returns {T}
 */
function consumedFromShell(shared) {
  return /** @type {T} */ (
    Object.fromEntries(
      Object.entries(shared).map(([pkg, config]) => [pkg, { ...config, import: false }]),
    )
  );
}

/** Federation name of a remote: 'career-applications' → 'kavach_admin_career_applications'. */
export function remoteName(/** @type {string} */ tab) {
  return `kavach_admin_${tab.replace(/-/g, '_')}`;
}

/** URL base of a remote on the one origin (web-server, docker/edge/nginx.conf.template). */
export function remoteBase(/** @type {string} */ tab) {
  return `/admin-remotes/${tab}/`;
}

const commonOptions = {
  shareStrategy: /** @type {const} */ ('loaded-first'),
  dts: false,
  manifest: false,
};

/** Federation options of the shell (the host). Remotes are registered at runtime. */
export function shellFederation() {
  return {
    ...commonOptions,
    name: 'kavach_admin_shell',
    // The host's own entry next to its assets: /admin/assets/ is the one path both the web
    // server and nginx serve as files (anything else under /admin is the SPA's index.html).
    filename: 'assets/remoteEntry-[hash].js',
    remotes: {},
    shared: startShares(),
    experiments: { provideExternalRuntime: true },
  };
}

/** Federation options of one remote: it exposes './Tab' (its src/Tab.tsx). */
export function remoteFederation(/** @type {string} */ tab) {
  return {
    ...commonOptions,
    name: remoteName(tab),
    filename: 'remoteEntry.js',
    exposes: { './Tab': './src/Tab.tsx' },
    shared: consumedFromShell(sharedDependencies()),
    experiments: { externalRuntime: true },
  };
}
