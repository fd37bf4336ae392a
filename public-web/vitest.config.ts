import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
 *
 * The component files that replace no module (no `vi.mock`) also share one jsdom and one module
 * cache; each test's DOM, mocks, stubbed globals and storage are cleared after it. A jsdom of its
 * own took about 0.7 s a file, far more than most files' tests. Those that replace a module keep
 * their own.
 */
const componentTests = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.test.tsx') && !/^(node_modules|dist)\//.test(file),
);
const replacingAModule = componentTests.filter((file) =>
  readFileSync(join(root, file), 'utf8').includes('vi.mock('),
);
const component = {
  environment: 'jsdom',
  exclude,
  setupFiles: ['./test/setup.ts'],
  css: { modules: { classNameStrategy: 'non-scoped' as const } },
  // jsdom renders slowly on a busy 2-core machine: a render of 30 items took over 5 s there.
  testTimeout: 30_000,
};

export const PUBLIC_WEB_PROJECTS = [
  defineProject({
    ...shared,
    test: { ...component, name: 'public-web', include: replacingAModule },
  }),
  defineProject({
    ...shared,
    test: {
      ...component,
      name: 'public-web shared jsdom',
      include: componentTests.filter((file) => !replacingAModule.includes(file)),
      isolate: false,
      restoreMocks: true,
      unstubGlobals: true,
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
