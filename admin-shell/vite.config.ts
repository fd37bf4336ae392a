/**
 * The staff panel's federation host, served at /admin and /jobs-admin (the
 * same index.html; its assets always under /admin/assets/). Remotes are not
 * listed here: the shell registers them at runtime from the user's tabs.
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { shellFederation } from '../admin-remotes/shared/federation.mjs';
import { startPreload } from './startPreload';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), federation(shellFederation()), startPreload()],
  build: {
    target: 'es2022',
    modulePreload: false,
    // The federation plugin also emits antd whole (≈ 1.4 MB) as the fallback of the tree-shaken
    // share; no page loads it (the tree-shaken chunk holds every export the panel imports, and
    // tests/e2e/admin/federation.spec.ts checks that one antd is downloaded). Every chunk a
    // browser does load is under this limit.
    chunkSizeWarningLimit: 1500,
  },
});
