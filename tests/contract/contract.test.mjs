// The generated client is the contract of the front ends: a change to the API's document that
// a front end does not follow fails that front end's type check. Each case changes one thing
// in a scratch copy of the generated types (never the real file); each front end's type check
// runs once against that copy and must show, in its own code, an error naming each change.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLIENT = path.join(ROOT, 'api/client/src');
// The type check's own compiler, TypeScript 7 (scripts/type-check/package.json).
const TSC = path.join(
  path.dirname(
    createRequire(path.join(ROOT, 'scripts/type-check/package.json')).resolve(
      'typescript/package.json',
    ),
  ),
  'bin/tsc',
);

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
 * A copy of the client whose schema.d.ts has every change of `cases` applied. It lives under
 * node_modules/.cache so that it resolves openapi-fetch like the real one.
 */
function changedClient(cases) {
  const cache = path.join(ROOT, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'contract-'));
  fs.copyFileSync(path.join(CLIENT, 'index.ts'), path.join(dir, 'index.ts'));
  let schema = fs.readFileSync(path.join(CLIENT, 'schema.d.ts'), 'utf8');
  for (const c of cases) schema = changeSchema(schema, c.schema, c.change);
  fs.writeFileSync(path.join(dir, 'schema.d.ts'), schema);
  return dir;
}

/** Type-checks `workspace` against the client in `dir`; resolves to the errors it printed. */
async function typeCheckAgainst(workspace, dir) {
  const tsconfig = path.join(dir, `tsconfig.${workspace}.json`);
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
    // Plain output whatever the environment asks (FORCE_COLOR turns tsc's colours on).
    await promisify(execFile)(process.execPath, [TSC, '-p', tsconfig, '--pretty', 'false'], {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    });
    return [];
  } catch (e) {
    return `${e.stdout}${e.stderr}`.split('\n').filter((l) => /error TS\d+/.test(l));
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
    error: /i18n\/en\.ts.*Thanks for contacting us!/,
  },
  {
    what: 'a renamed permission its tab table still names',
    workspace: 'admin-shell',
    schema: 'Permission',
    change: (b) => b.replace('"audit:read"', '"audit-log:read"'),
    error: /tabs\.ts.*'"audit:read"' is not assignable/,
  },
];

// Every change in one copy, and one type check per front end: the changes touch different
// schemas, and each case below still has to find its own error in its own front end.
const client = changedClient(cases);
const workspaces = [...new Set(cases.map((c) => c.workspace))];
const checks = new Map(workspaces.map((w) => [w, typeCheckAgainst(w, client)]));
after(() => fs.rmSync(client, { recursive: true, force: true }));

for (const c of cases)
  test(`${c.workspace}: ${c.what} fails its type check`, { timeout: 300_000 }, async () => {
    const errors = await checks.get(c.workspace);
    assert.ok(errors.length, `the type check of ${c.workspace} passed despite the changes`);
    const inFrontEnd = errors.filter((l) => l.startsWith(`${c.workspace}/`));
    assert.ok(
      inFrontEnd.some((l) => c.error.test(l)),
      `an error in ${c.workspace}'s code names the change:\n${errors.slice(0, 20).join('\n')}`,
    );
  });
