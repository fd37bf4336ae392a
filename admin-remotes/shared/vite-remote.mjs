// @ts-check
/**
 * vite config of one remote, the same for every tab: build-all.mjs builds a remote with it
 * unless its folder has a vite.config.ts of its own. Served at /admin-remotes/<tab>/ with
 * /admin-remotes/<tab>/remoteEntry.js as the federation entry.
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { preactInTheBrowser } from './preact.mjs';
import { remoteBase, remoteFederation, remotesDir, sharedDependencies } from './federation.mjs';

/**
 * Each wrapper module of a package the shell provides (`import: false`) offers the exports the
 * federation plugin has seen imported when it judges the module graph complete: 10 ms after a
 * module is parsed, if every module it has seen loading has been parsed. The modules that one
 * imports are counted only once their loading starts, so when the bundler takes longer than
 * that to start (a busy machine), the graph is judged complete early and the wrapper lacks the
 * names that later modules import (MISSING_EXPORT on its loadShare module). A bare import of
 * each such package in the exposed module asks for all of its exports, and the plugin reads it
 * before the graph can be judged complete (the exposed module is counted from the build's
 * start): the wrappers' exports no longer depend on timing.
 * @param {string} exposedModule absolute path of the exposed module
 * @returns {import('vite').Plugin}
 */
function wholeSharedPackages(exposedModule) {
  const imports = Object.keys(sharedDependencies())
    .map((pkg) => `import ${JSON.stringify(pkg)};`)
    .join('\n');
  return {
    name: 'kavach:whole-shared-packages',
    enforce: 'pre',
    transform(code, id) {
      if (id !== exposedModule) return;
      return { code: `${code}\n${imports}\n`, map: null };
    },
  };
}

export function remoteViteConfig(/** @type {string} */ tab) {
  const root = path.join(remotesDir, tab);
  return defineConfig({
    root,
    base: remoteBase(tab),
    plugins: [
      wholeSharedPackages(path.join(root, 'src', 'Tab.tsx')),
      preactInTheBrowser(),
      react(),
      federation(remoteFederation(tab)),
    ],
    build: {
      target: 'es2022',
      outDir: path.join(root, 'dist'),
      emptyOutDir: true,
      modulePreload: false,
      // No page of its own: the federation plugin adds remoteEntry.js as the entry.
      rolldownOptions: { input: {} },
    },
  });
}
