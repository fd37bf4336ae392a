// `npm run build` / `npm start` rebuild only what changed: the real builds, run twice.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..', '..');
const build = () =>
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, encoding: 'utf8' });
const stateOf = (output) =>
  Object.fromEntries(
    [...output.matchAll(/✔ (.+?)(?: \(\d+\))?: (up to date|built in [\d.]+ s)/g)].map((m) => [
      m[1],
      m[2].startsWith('built') ? 'built' : 'up to date',
    ]),
  );

test('a second build with nothing changed builds nothing', () => {
  build();
  const second = stateOf(build());
  assert.deepEqual(Object.keys(second), [
    'API',
    'public site',
    'staff panel shell',
    'staff panel tabs',
  ]);
  for (const [part, state] of Object.entries(second)) assert.equal(state, 'up to date', part);
});

test('a change to one tab rebuilds the tabs only; undoing it rebuilds them again', () => {
  const file = join(root, 'admin-remotes/audit/src/Tab.tsx');
  const original = readFileSync(file, 'utf8');
  build();
  try {
    writeFileSync(file, `${original}\n// edited by build-cache.test.mjs\n`);
    assert.deepEqual(stateOf(build()), {
      API: 'up to date',
      'public site': 'up to date',
      'staff panel shell': 'up to date',
      'staff panel tabs': 'built',
    });
  } finally {
    writeFileSync(file, original);
  }
  assert.equal(stateOf(build())['staff panel tabs'], 'built');
  assert.equal(stateOf(build())['staff panel tabs'], 'up to date');
});
