import { defineConfig } from 'vitest/config';

// Unit tests of the shared package and of each remote (sources, no federation): jsdom + Testing Library.
export default defineConfig({
  test: {
    name: 'admin-remotes',
    environment: 'jsdom',
    include: ['*/test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test-setup.ts'],
    restoreMocks: true,
    // antd's first import and jsdom are slow on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
