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
    name: 'CHROMIUM_PATH',
    default: '/usr/bin/chromium',
    meaning:
      "the browser of the Playwright suites, the edge test and the benchmarks (Debian's package, installed by the test script when missing)",
  },
];
