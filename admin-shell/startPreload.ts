/**
 * Lists the panel's start-up scripts in index.html as modulepreload links, so the browser fetches
 * them at once instead of one after another. The shell starts through Module Federation: the
 * bootstrap imports the host's init, which loads the federation runtime and the share map, then
 * the app, whose chunks import react and react-dom. Left to themselves these are a dozen round
 * trips in a row before the login screen draws; listed up front they are one.
 *
 * The federation plugin writes its bootstrap and host init outside the build's bundle, so the
 * list is read from the files written: from the script index.html starts, every `./x.js` a file
 * imports, statically or dynamically. Two kinds of dynamic import are left to load when needed:
 * those of the panel's own code (the dashboard with antd and the shared package's tables, the
 * forgot-password screen, the captcha widget, the account screens), and those of the share map,
 * which can load every shared package but at the start needs none the app's chunks do not
 * import themselves (so the login screen preloads no antd). The full antd the federation plugin
 * emits as a fallback is never loaded at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The panel's own sources: their dynamic imports are lazy views. */
const PANEL_CODE = /\/(admin-shell\/src|admin-remotes\/shared\/src)\//;
/** The full antd the federation plugin emits beside the tree-shaken one (never loaded). */
const UNUSED_FALLBACK = /__prebuild__/;
/** The federation's share map: a loader for each shared package, called when one is imported. */
const SHARE_MAP = /localSharedImportMap/;
/** An import of a file beside this one: `from"./x.js"`, `import"./x.js"`, `import(`./x.js`)`, `__mfImport("./x.js")`. */
const IMPORT = /(from|import|import\(|__mfImport\()\s*["'`]\.\/([\w.-]+\.js)["'`]/g;

/**
 * The scripts (file names in `assets`) the panel loads on every start, besides `entry`: what
 * `entry` reaches through imports, not through a dynamic import of a file of `panelCode` or of
 * the share map.
 */
export function startScripts(
  read: (file: string) => string,
  entry: string,
  panelCode: ReadonlySet<string>,
): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const [, how, imported] of read(file).matchAll(IMPORT)) {
      const dynamic = how !== 'from' && how !== 'import';
      if (seen.has(imported) || UNUSED_FALLBACK.test(imported)) continue;
      if (dynamic && (panelCode.has(file) || SHARE_MAP.test(file))) continue;
      seen.add(imported);
      queue.push(imported);
    }
  }
  seen.delete(entry);
  return [...seen];
}

export function startPreload(): Plugin {
  const panelCode = new Set<string>();
  let outDir = '';
  return {
    name: 'kavach:start-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (
          chunk.type === 'chunk' &&
          chunk.moduleIds.some((id) => PANEL_CODE.test(id.replaceAll('\\', '/')))
        )
          panelCode.add(path.basename(chunk.fileName));
    },
    closeBundle: {
      order: 'post',
      handler() {
        const htmlFile = path.join(outDir, 'index.html');
        const html = fs.readFileSync(htmlFile, 'utf8');
        const entry =
          /<script type="module" crossorigin src="\/admin\/assets\/([\w.-]+\.js)">/.exec(html)?.[1];
        if (!entry)
          throw new Error('start-preload: index.html starts no script under /admin/assets/');
        const assets = path.join(outDir, 'assets');
        const links = startScripts(
          (file) => fs.readFileSync(path.join(assets, file), 'utf8'),
          entry,
          panelCode,
        )
          .map(
            (file) => `    <link rel="modulepreload" crossorigin href="/admin/assets/${file}">\n`,
          )
          .join('');
        fs.writeFileSync(htmlFile, html.replace('  </head>', `${links}  </head>`));
      },
    },
  };
}
