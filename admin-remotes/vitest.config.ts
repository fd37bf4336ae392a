import { defineConfig } from 'vitest/config';

// Unit tests of the shared package and of each remote (sources, no federation): jsdom + Testing Library.
export default defineConfig({
  test: {
    name: 'admin-remotes',
    environment: 'jsdom',
    include: ['*/test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test-setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // The files share one jsdom and one module cache (antd imported once, not 39 times: the
    // project ran in a third of the time). Nothing here replaces a module (no vi.mock); every
    // test's DOM, storage, mocks and stubbed globals are cleared after it (test-setup.ts).
    isolate: false,
    // antd's first import and jsdom are slow on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
