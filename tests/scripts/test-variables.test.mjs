// The test suites' variables in docs/configuration.md (scripts/test-variables.mjs) are the ones
// the scripts and tests read, with the defaults they fall back to.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { environmentReads, sourceFiles } from '../../scripts/environment-reads.mjs';
import { TEST_VARIABLES } from '../../scripts/test-variables.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..', '..');
const reads = ['scripts', 'tests', 'api/test']
  .flatMap((dir) => sourceFiles(root, dir))
  .flatMap((file) => environmentReads(root, file));

describe('scripts/test-variables.mjs', () => {
  for (const variable of TEST_VARIABLES)
    test(`${variable.name} is read, falling back to ${variable.default}`, () => {
      const mine = reads.filter((r) => r.name === variable.name);
      assert.ok(mine.length, `nothing reads ${variable.name}`);
      for (const r of mine.filter((r) => r.fallback !== undefined))
        assert.equal(r.fallback, variable.default, `${r.file} falls back to another value`);
    });
});
