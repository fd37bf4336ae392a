import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, defineProject } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const shared = {
  root,
  plugins: [react()],
  define: { __PUBLIC_SITE_URL__: JSON.stringify('http://localhost:3000') },
};
const exclude = ['node_modules/**', 'dist/**'];

/**
 * Components render in jsdom (*.test.tsx); the rest is plain logic (*.test.ts) and runs in node,
 * its files sharing one module cache (none replaces a module): a jsdom for each of those 20
 * files cost the unit stage about 1.3 s apiece. Both are projects of the root vitest.config.ts.
 */
export const PUBLIC_WEB_PROJECTS = [
  defineProject({
    ...shared,
    test: {
      name: 'public-web',
      environment: 'jsdom',
      include: ['**/*.test.tsx'],
      exclude,
      setupFiles: ['./test/setup.ts'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      // jsdom renders slowly on a busy 2-core machine: a render of 30 items took over 5 s there.
      testTimeout: 30_000,
    },
  }),
  defineProject({
    ...shared,
    test: {
      name: 'public-web logic',
      environment: 'node',
      include: ['**/*.test.ts'],
      exclude,
      isolate: false,
    },
  }),
];

export default defineConfig({ test: { projects: PUBLIC_WEB_PROJECTS } });
