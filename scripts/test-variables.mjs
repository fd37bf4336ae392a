// @ts-check
/**
 * The environment variables of the test suites (`npm test`, the benchmarks), each once, with
 * its default and meaning. docs/configuration.md is written from this list
 * (scripts/config-doc.mjs); tests/scripts/test-variables.test.mjs holds each default to the code
 * that reads it.
 */

/**
 * @typedef {object} Variable
 * @property {string} name
 * @property {string} [default] the value used when it is unset, as it would be written
 * @property {string} meaning Markdown, one line
 */

/** @type {readonly Variable[]} */
export const TEST_VARIABLES = [
  {
    name: 'TEST_DATABASE_URL',
    default: 'postgres://postgres@127.0.0.1:5432/postgres',
    meaning: 'server the tests create their databases on',
  },
  {
    name: 'TEST_REDIS_URL',
    default: 'redis://127.0.0.1:6379',
    meaning: 'Redis of the replica, edge and Kubernetes tests and of the benchmarks',
  },
  {
    name: 'TEST_CHROMIUM_PATH',
    default: '/usr/bin/chromium-headless-shell',
    meaning:
      "the browser of the Playwright suites and the edge test (Debian's `chromium-headless-shell`, installed by the test script when missing)",
  },
  {
    name: 'CHROMIUM_PATH',
    default: '/usr/bin/chromium',
    meaning:
      "the browser of the benchmarks: the full Chromium visitors run (Debian's package, installed when missing)",
  },
];
