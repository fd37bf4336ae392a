// One lint configuration for every workspace (typescript-eslint, flat config).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const SQL_MESSAGE =
  "SQL lives in the aggregate's repository (<aggregate>.repository.ts); call one of its methods.";

const ENTITY_MANAGER_CALLS =
  '/^(find|findBy|findOne|findOneBy|findAndCount|save|insert|update|upsert|delete|remove|count|countBy|exists|existsBy|increment|decrement|softDelete)$/';

const FETCH_MESSAGE =
  'Call the API through the generated client (@kavach/api-client; a file: parseAs "blob" or "arrayBuffer"), not fetch.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      'api/client/src/schema.d.ts',
      '**/__mf__temp/**',
      '**/.__mf__temp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Browser tests and benchmarks run code inside the page (page.evaluate) as well as in Node.
    files: ['tests/**/*.{ts,mjs,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: [
      'public-web/**/*.{ts,tsx}',
      'public-web/public/**/*.js',
      'admin-shell/**/*.{ts,tsx}',
      'admin-remotes/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The front ends reach the API through the generated client only (@kavach/api-client): typed
    // paths, the session's token and its refresh, one error shape. fetch is for the client's
    // adapters: the client itself and each app's one instance of it. Tests stub fetch freely.
    files: [
      'public-web/**/*.{ts,tsx,js,jsx,mjs}',
      'admin-shell/**/*.{ts,tsx}',
      'admin-remotes/**/*.{ts,tsx}',
      'api/client/src/**/*.ts',
    ],
    ignores: [
      'api/client/src/index.ts',
      'admin-remotes/shared/src/api.ts',
      'public-web/lib/api.ts',
      '**/test/**',
      '**/*.test.{ts,tsx}',
      '**/*.spec.{ts,tsx}',
    ],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: FETCH_MESSAGE }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: FETCH_MESSAGE,
        })),
      ],
    },
  },
  {
    // The browser build hydrates React's server HTML with Preact: ids from useId differ
    // between the two (public-web/lib/domId.ts).
    files: ['public-web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['useId'],
              message:
                'Use domId() from public-web/lib/domId.ts: useId differs between server and browser.',
            },
          ],
        },
      ],
    },
  },
  {
    // Who may act on which record is decided in one place (api/src/platform/access/record-access.ts),
    // beside the guard and the sign-in that decide who is let in at all (api/src/auth/).
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/platform/access/**', 'api/src/auth/**', '**/*.spec.ts', '**/*.e2e-spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='ForbiddenException']",
          message:
            'A refusal of access is decided by platform/access/record-access.ts (requirePermission, requireOwnOr).',
        },
      ],
    },
  },
  {
    // SQL lives in each aggregate's repository (*.repository.ts): services and controllers say
    // what they need in the domain's words and hold no query. The platform's database, its list
    // engine and the export that streams a list's rows are the repositories' own machinery;
    // migrations and demo seeds are SQL by nature.
    files: ['api/src/**/*.ts'],
    ignores: [
      'api/src/**/*.repository.ts',
      'api/src/**/*.seed.ts',
      'api/src/platform/database/**',
      'api/src/platform/listing/**',
      'api/src/platform/csv/csv-export.ts',
      '**/*.spec.ts',
      '**/*.e2e-spec.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(query|createQueryBuilder|getRepository)$/]',
          message: SQL_MESSAGE,
        },
        {
          // An EntityManager's own reads and writes (a transaction's `m`, or a data source's manager).
          selector: `CallExpression:matches([callee.object.name=/^(m|em|manager)$/], [callee.object.property.name='manager'])[callee.property.name=${ENTITY_MANAGER_CALLS}]`,
          message: SQL_MESSAGE,
        },
        {
          selector: 'Literal[value=/^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\\s/]',
          message: SQL_MESSAGE,
        },
        {
          selector: 'TemplateElement[value.raw=/^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\\s/]',
          message: SQL_MESSAGE,
        },
      ],
    },
  },
);
