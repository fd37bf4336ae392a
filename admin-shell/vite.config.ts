/**
 * The staff panel's federation host, served at /admin and /jobs-admin (the
 * same index.html; its assets always under /admin/assets/). Remotes are not
 * listed here: the shell registers them at runtime from the user's tabs.
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { dashboardShares, shellFederation } from '../admin-remotes/shared/federation.mjs';
import { preactInTheBrowser } from '../admin-remotes/shared/preact.mjs';
import { startPreload } from './startPreload';

export default defineConfig({
  base: '/admin/',
  plugins: [
    // Preact's createRoot with React's effect timing and autoFocus (src/preactClient.ts).
    preactInTheBrowser({
      client: fileURLToPath(new URL('./src/preactClient.ts', import.meta.url)),
    }),
    react(),
    dashboardShares(),
    federation(shellFederation()),
    startPreload(),
  ],
  build: {
    target: 'es2022',
    modulePreload: false,
    rolldownOptions: {
      // antd's @rc-component packages do not say they are free of side effects, so the bundler
      // keeps every module they import whole: antd's ConfigProvider imports one context of
      // @rc-component/form, and all of the form with its validator (13 KB gzip) came with it.
      // They are React components and helpers that do nothing when imported.
      treeshake: {
        moduleSideEffects: (id: string) =>
          /[\\/]node_modules[\\/]@rc-component[\\/]/.test(id) ? false : undefined,
      },
    },
  },
});
