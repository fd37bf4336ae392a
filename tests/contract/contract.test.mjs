// The generated client is the contract of the front ends: a change to the API's document that
// a front end does not follow fails that front end's type check. Each case changes one thing
// in a scratch copy of the generated types (never the real file), points the front end's type
// check at the copy, and expects an error in the front end's own code that names the change.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLIENT = path.join(ROOT, 'api/client/src');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

/**
 * Applies `change` to the body of one schema (`components.schemas[name]`) of schema.d.ts: an
 * object's block, or the one line of an enum (a union of strings).
 */
function changeSchema(source, name, change) {
  const start = source.indexOf(`\n        ${name}: `);
  assert.ok(start >= 0, `schema ${name} is in the generated types`);
  const isObject = source.startsWith(`\n        ${name}: {\n`, start);
  const end = isObject ? source.indexOf('\n        };\n', start) : source.indexOf('\n', start + 1);
  const body = source.slice(start, end);
  const changed = change(body);
  assert.notEqual(changed, body, `the change applies to ${name}`);
  return source.slice(0, start) + changed + source.slice(end);
}

/**
 * Type-checks `workspace` against a copy of the client whose schema.d.ts has `name` changed.
 * The copy lives under node_modules/.cache so that it resolves openapi-fetch like the real one.
 */
async function typeCheckAgainst(workspace, name, change) {
  const cache = path.join(ROOT, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'contract-'));
  try {
    fs.copyFileSync(path.join(CLIENT, 'index.ts'), path.join(dir, 'index.ts'));
    const schema = fs.readFileSync(path.join(CLIENT, 'schema.d.ts'), 'utf8');
    fs.writeFileSync(path.join(dir, 'schema.d.ts'), changeSchema(schema, name, change));
    const tsconfig = path.join(dir, 'tsconfig.json');
    fs.writeFileSync(
      tsconfig,
      JSON.stringify({
        extends: path.join(ROOT, workspace, 'tsconfig.json'),
        compilerOptions: {
          noEmit: true,
          paths: { '@kavach/api-client': [path.join(dir, 'index.ts')] },
        },
      }),
    );
    try {
      await promisify(execFile)(process.execPath, [TSC, '-p', tsconfig], {
        cwd: ROOT,
        maxBuffer: 16 * 1024 * 1024,
      });
      return { failed: false, output: '' };
    } catch (e) {
      return { failed: true, output: `${e.stdout}${e.stderr}` };
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const cases = [
  {
    what: 'a renamed field of the public job listing',
    workspace: 'public-web',
    schema: 'PublicJobView',
    change: (b) => b.replace('            title: string;', '            headline: string;'),
    error: /Property 'title' does not exist/,
  },
  {
    what: 'a renamed field of the contacts list',
    workspace: 'admin-remotes',
    schema: 'ContactView',
    change: (b) =>
      b.replace('            created_at: string;', '            submitted_at: string;'),
    error: /'created_at'/,
  },
  {
    what: 'a new job status the Jobs Manager has no label for',
    workspace: 'admin-remotes',
    schema: 'JobView',
    change: (b) => b.replace('status: "active" |', 'status: "archived" | "active" |'),
    error: /'archived'/,
  },
  {
    what: 'a new session mode the public site has no label for',
    workspace: 'public-web',
    schema: 'SessionView',
    change: (b) => b.replace(/mode: "([a-z]+)"/, 'mode: "webinar" | "$1"'),
    error: /'webinar'/,
  },
  {
    what: "a changed thank-you text of the contact form (the API's text is the site's)",
    workspace: 'public-web',
    schema: 'SubmitResponse',
    change: (b) => b.replace('Thanks for contacting us!', 'Thank you for writing!'),
    error: /contactMessage\.ts.*Thanks for contacting us!/,
  },
  {
    what: 'a renamed permission its tab table still names',
    workspace: 'admin-shell',
    schema: 'Permission',
    change: (b) => b.replace('"audit:read"', '"audit-log:read"'),
    error: /tabs\.ts.*'"audit:read"' is not assignable/,
  },
];

for (const c of cases)
  test(`${c.workspace}: ${c.what} fails its type check`, { timeout: 180_000 }, async () => {
    const { failed, output } = await typeCheckAgainst(c.workspace, c.schema, c.change);
    assert.ok(failed, `the type check of ${c.workspace} passed despite the change`);
    const errors = output.split('\n').filter((l) => /error TS\d+/.test(l));
    const inFrontEnd = errors.filter((l) => l.startsWith(`${c.workspace}/`));
    assert.ok(
      inFrontEnd.some((l) => c.error.test(l)),
      `an error in ${c.workspace}'s code names the change:\n${errors.slice(0, 20).join('\n')}`,
    );
  });
