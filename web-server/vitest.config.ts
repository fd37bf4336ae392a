import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The files share one module cache: nothing here replaces a module (no vi.mock).
  test: { name: 'web-server', environment: 'node', include: ['test/**/*.test.ts'], isolate: false },
});
