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
import { remoteBase, remoteFederation, remotesDir } from './federation.mjs';

export function remoteViteConfig(/** @type {string} */ tab) {
  const root = path.join(remotesDir, tab);
  return defineConfig({
    root,
    base: remoteBase(tab),
    plugins: [react(), federation(remoteFederation(tab))],
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
