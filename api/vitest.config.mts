// The API's tests (unit and end-to-end, real PostgreSQL): `npm test -- api` (`npx vitest run --root api`).
// swc compiles the TypeScript with the decorators' metadata Nest's injection reads (esbuild emits
// none). The files run one after another in one process that keeps its modules between files:
// each file loading the whole API afresh had cost it about 2.5 s of CPU, near half of the suite.
// What a file changes it puts back (spies restored, apps closed, databases dropped). A file that
// changes the API's modules for its own run gets them fresh, in a process of its own: one that
// replaces a module (vi.mock), or adds a kind or a route to the API's tables before they load,
// as the how-to guides do.
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const CHANGES_THE_API = [
  'test/log-privacy.e2e-spec.ts',
  'test/how-to/*.e2e-spec.ts',
  'src/inbox/inbox-kind-declared-once.e2e-spec.ts',
];

export default defineConfig({
  plugins: [
    swc.vite({
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
      },
    }),
  ],
  test: {
    globals: true,
    environment: 'node',
    globalSetup: ['./test/global-setup.mjs'],
    // A hang's safety net, not a target: a file's set-up boots the API and hashes passwords,
    // which a host with its other core busy stretches.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: [
            'src/**/*.{spec,e2e-spec}.ts',
            'test/**/*.{spec,e2e-spec}.ts',
            '../tests/reliability/**/*.e2e-spec.ts',
          ],
          exclude: CHANGES_THE_API,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'api (own modules)', include: CHANGES_THE_API } },
    ],
  },
});
