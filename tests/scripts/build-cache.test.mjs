// `npm run build` / `npm start` rebuild only what changed. The decision is checked on a small
// fixture (two parts whose build writes a file and notes that it ran); the repository's own
// parts are checked for which one an edit makes stale, without building them.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, beforeEach, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildChanged, changedParts } from '../../scripts/build.mjs';

const repoRoot = join(fileURLToPath(import.meta.url), '..', '..', '..');

describe('the build decision, on a fixture', () => {
  const root = mkdtempSync(join(tmpdir(), 'build-cache-'));
  after(() => rmSync(root, { recursive: true, force: true }));

  /** A build that fails while `<part>/fail` exists, else writes dist/out.txt and notes its run. */
  const BUILD = `
    const fs = require('node:fs');
    if (fs.existsSync('fail')) { console.error('the build broke'); process.exit(1); }
    fs.mkdirSync('dist', { recursive: true });
    fs.writeFileSync('dist/out.txt', fs.readFileSync('src/main.txt'));
    fs.appendFileSync('../builds.log', process.argv[1] + '\\n');
  `;
  let setting = 'one';
  /** @returns {import('../../scripts/build.mjs').Part[]} */
  const fixtureParts = () =>
    ['first', 'second'].map((name) => ({
      name,
      inputs: [name, 'shared.txt'],
      key: name === 'first' ? `SETTING=${setting}` : '',
      outputs: [`${name}/dist`],
      command: [process.execPath, ['-e', BUILD, name], name],
    }));
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  /** The parts that build, in order. */
  const build = async () => {
    write('builds.log', '');
    const lines = [];
    await buildChanged({ root, parts: fixtureParts(), log: (line) => lines.push(line) });
    assert.equal(lines.length, 2, 'one line per part');
    return readFileSync(join(root, 'builds.log'), 'utf8').split('\n').filter(Boolean);
  };

  beforeEach(async () => {
    rmSync(root, { recursive: true, force: true });
    setting = 'one';
    write('shared.txt', 'shared');
    write('first/src/main.txt', 'first');
    write('second/src/main.txt', 'second');
    assert.deepEqual(await build(), ['first', 'second'], 'a first build builds every part');
  });

  test('a second build with nothing changed builds nothing', async () => {
    assert.deepEqual(await build(), []);
    assert.deepEqual(changedParts({ root, parts: fixtureParts() }), []);
  });

  test('a change to one part rebuilds that part only; undoing it rebuilds it again', async () => {
    write('first/src/main.txt', 'first, edited');
    assert.deepEqual(changedParts({ root, parts: fixtureParts() }), ['first']);
    assert.deepEqual(await build(), ['first']);
    assert.equal(readFileSync(join(root, 'first/dist/out.txt'), 'utf8'), 'first, edited');
    write('first/src/main.txt', 'first');
    assert.deepEqual(await build(), ['first']);
    assert.deepEqual(await build(), []);
  });

  test('a new file is a change; a change to an input both parts read rebuilds both', async () => {
    write('second/src/more.txt', 'more');
    assert.deepEqual(await build(), ['second']);
    write('shared.txt', 'shared, edited');
    assert.deepEqual(await build(), ['first', 'second']);
  });

  test('a changed build setting rebuilds the part that reads it', async () => {
    setting = 'two';
    assert.deepEqual(await build(), ['first']);
  });

  test('a deleted output folder is rebuilt', async () => {
    rmSync(join(root, 'second/dist'), { recursive: true });
    assert.deepEqual(await build(), ['second']);
  });

  test('tests, outputs and dot-folders are not inputs', async () => {
    write('first/src/main.test.ts', 'a test');
    write('first/test/case.txt', 'a test');
    write('first/.cache/entry', 'a cache');
    write('first/dist/extra.txt', 'an output');
    assert.deepEqual(await build(), []);
  });

  test('a failed build names its part, and the part builds again the next time', async () => {
    write('first/src/main.txt', 'first, edited');
    write('first/fail', '');
    await assert.rejects(
      buildChanged({ root, parts: fixtureParts(), log: () => undefined }),
      /first did not build/,
    );
    rmSync(join(root, 'first/fail'));
    assert.deepEqual(await build(), ['first']);
  });
});

test("the repository's parts: an edit to one tab makes the tabs stale, and only them", async () => {
  // Builds only what is not current: after `npm run build`, nothing.
  await buildChanged({ log: () => undefined });
  assert.deepEqual(changedParts(), []);
  const file = join(repoRoot, 'admin-remotes/audit/src/Tab.tsx');
  const original = readFileSync(file, 'utf8');
  try {
    writeFileSync(file, `${original}\n// edited by build-cache.test.mjs\n`);
    const stale = changedParts();
    assert.equal(stale.length, 1, stale.join(', '));
    assert.match(stale[0], /^staff panel tabs \(\d+\)$/);
  } finally {
    writeFileSync(file, original);
  }
  assert.deepEqual(changedParts(), []);
});
