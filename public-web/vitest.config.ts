import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: { __PUBLIC_SITE_URL__: JSON.stringify('http://localhost:3000') },
  test: {
    name: 'public-web',
    environment: 'jsdom',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**'],
    setupFiles: ['./test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // jsdom renders slowly on a busy 2-core machine: a render of 30 items took over 5 s there.
    testTimeout: 30_000,
  },
});
