// Jest runs TypeScript through swc (ts-jest cannot load Nest 12's ESM packages on Node 20).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test', '<rootDir>/../tests/reliability'],
  testRegex: '.*\\.(spec|e2e-spec)\\.ts$',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|feed|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|@standard-schema|altcha-lib|@scure|@noble|@otplib)/)',
  ],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  // A hang's safety net, not a target: a file's set-up boots the API and hashes passwords,
  // which a host with its other core busy stretches.
  testTimeout: 60_000,
  // Every test file loads the API's modules afresh, and a process that runs them all keeps each
  // file's copy: run in band, the heap passed 4 GB and garbage collection made the last files
  // 9 × slower (the whole suite took 649 s against 487 s). Run with one worker (--maxWorkers=1,
  // not --runInBand), which jest replaces once it holds more than this after a file.
  workerIdleMemoryLimit: '700MB',
};
