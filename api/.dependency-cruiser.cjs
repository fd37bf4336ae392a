/**
 * The API's layers (docs/architecture.md): `platform/` imports no feature; features import the
 * platform and each other only downward; the app root (`app.*`, `feature-modules.ts`, `main.ts`,
 * `cli/`, `openapi/`) sits on top. `npm test` runs this (`npm run layers`).
 */
const FEATURE = '^src/(?!platform/|cli/|openapi/)[^/]+/';
const APP_ROOT = '^src/([^/]+\\.ts$|cli/|openapi/)';

module.exports = {
  forbidden: [
    {
      name: 'no-import-circle',
      severity: 'error',
      comment: 'Two files that import each other, directly or through others.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-loop',
      severity: 'error',
      comment: 'Two folders whose files import each other: one of them must be the lower layer.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-imports-no-feature',
      severity: 'error',
      comment: 'The platform layer is below every feature.',
      from: { path: '^src/platform/' },
      to: { path: [FEATURE, APP_ROOT] },
    },
    {
      name: 'no-sql-in-controllers',
      severity: 'error',
      comment:
        'A controller answers HTTP; the queries are its feature services’ (or repositories’).',
      from: { path: '\\.controller\\.ts$' },
      to: { path: 'node_modules/typeorm/' },
    },
    {
      name: 'features-below-the-app',
      severity: 'error',
      comment: 'Only the app root assembles the features.',
      from: { path: FEATURE },
      to: { path: APP_ROOT },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.spec\\.ts|\\.e2e-spec\\.ts|/migrations/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.build.json' },
  },
};
