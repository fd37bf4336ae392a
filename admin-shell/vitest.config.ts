import { defineConfig } from 'vitest/config';
import { dashboardShares } from '../admin-remotes/shared/federation.mjs';

// Unit tests run on the sources (no federation): jsdom + Testing Library.
export default defineConfig({
  plugins: [dashboardShares()],
  test: {
    name: 'admin-shell',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['../admin-remotes/test-setup.ts'],
    restoreMocks: true,
    // antd's first import and jsdom are slow on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
