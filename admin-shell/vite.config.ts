/**
 * The staff panel's federation host, served at /admin and /jobs-admin (the
 * same index.html; its assets always under /admin/assets/). Remotes are not
 * listed here: the shell registers them at runtime from the user's tabs.
 */
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dashboardShares, shellFederation } from '../admin-remotes/shared/federation.mjs';
import { startPreload } from './startPreload';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), dashboardShares(), federation(shellFederation()), startPreload()],
  build: {
    target: 'es2022',
    modulePreload: false,
  },
});
