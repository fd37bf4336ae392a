// The client as an integrator gets it (api/client/README.md): `npm pack` of @kavach/api-client,
// installed into a folder outside the repository, its example run with an integration token
// against a running API that holds a few contacts, and a TypeScript consumer checked against
// the declarations it ships.
//
// The pack runs on a copy of the package (the files its build reads, laid out as in the
// repository, with a link to its node_modules): packing swaps package.json for the tarball's
// while it runs (api/client/scripts/pack.mjs), and the stages beside this one, or the person at
// the keyboard, would see the swapped file.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { ensurePostgres, TEST_DATABASE_URL } from '../../scripts/ensure-postgres.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const run = promisify(execFile);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-client-package-'));
/** The integrator's project: outside the repository, with nothing but the tarball installed. */
const consumer = path.join(work, 'consumer');
const PASSWORD = `client-package-${process.pid}-password`;
const CONTACTS = [1, 2, 3, 4, 5].map((n) => ({
  name: `Contact Person ${n}`,
  email: `contact-person-${n}@example.com`,
  phone: `98765432${String(n).padStart(2, '0')}`,
  message: `Message number ${n} from the client package test.`,
}));

/** npm as a person runs it: without the npm_* variables of the `npm test` this runs under. */
const npmEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([k]) => !k.startsWith('npm_') || /^npm_config_(cache|registry|userconfig)$/.test(k),
  ),
);

// ---------------------------------------------------------------- the package

/**
 * Copies api/client (its sources, build settings, scripts, README and examples) with what its
 * build reads from outside it: the base tsconfig.json, the API document, and the API's files
 * that src/ re-exports (followed through their own relative imports). Not under node_modules:
 * tsc emits no file it finds there.
 */
function copyOfThePackage() {
  const stage = path.join(work, 'repository');
  fs.mkdirSync(stage);
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(stage, 'node_modules'), 'dir');
  const copy = (file) => {
    fs.mkdirSync(path.dirname(path.join(stage, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(stage, file));
  };
  fs.cpSync(path.join(ROOT, 'api/client'), path.join(stage, 'api/client'), {
    recursive: true,
    filter: (f) => !/[/\\](node_modules|dist)$/.test(f),
  });
  copy('tsconfig.json');
  copy('api/openapi.json');
  const pending = fs
    .readdirSync(path.join(ROOT, 'api/client/src'))
    .map((f) => `api/client/src/${f}`);
  const copied = new Set(pending);
  while (pending.length) {
    const file = pending.pop();
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, spec] of text.matchAll(/from '(\.\.?\/[^']+)'/g)) {
      const target = path.posix.join(path.posix.dirname(file), spec).replace(/\.js$/, '.ts');
      if (copied.has(target) || !fs.existsSync(path.join(ROOT, target))) continue;
      copied.add(target);
      copy(target);
      pending.push(target);
    }
  }
  return stage;
}

/** Packs the copy; checks that packing left its package.json as it was, and no build. */
async function pack() {
  const stage = copyOfThePackage();
  try {
    const dir = path.join(stage, 'api/client');
    const manifest = fs.readFileSync(path.join(dir, 'package.json'), 'utf8');
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', work], {
      cwd: dir,
      env: npmEnv,
      maxBuffer: 16 * 1024 * 1024,
    });
    const [{ filename }] = JSON.parse(stdout.slice(stdout.indexOf('[')));
    assert.equal(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'), manifest);
    assert.ok(!fs.existsSync(path.join(dir, 'dist')), 'postpack removes dist/');
    return path.join(work, filename);
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

/** Installs the tarball into the integrator's project, with openapi-fetch from npm's cache. */
async function install(tarball) {
  fs.mkdirSync(consumer);
  fs.writeFileSync(
    path.join(consumer, 'package.json'),
    JSON.stringify({ name: 'integrator', private: true, type: 'module' }),
  );
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], {
    cwd: consumer,
    env: npmEnv,
  });
  fs.copyFileSync(
    path.join(consumer, 'node_modules/@kavach/api-client/examples/page-contacts.mjs'),
    path.join(consumer, 'page-contacts.mjs'),
  );
}

/** Lines 3 and 4 of misuse.ts, each with the error tsc must report. */
const MISUSES = [
  {
    // A page is a number.
    code: "await api.GET('/api/admin/contacts', { params: { query: { page: 'two' } } });",
    error: /Type 'string' is not assignable to type 'number'/,
  },
  {
    // A contact has no such field.
    code: "const list = await api.GET('/api/admin/contacts'); console.log(list.data?.data[0]?.submitted_at);",
    error: /Property 'submitted_at' does not exist/,
  },
];

/**
 * Type-checks, against the declarations the package ships, a consumer that uses every export
 * and a file of two misuses; resolves to the errors tsc printed.
 */
async function typeCheck() {
  fs.writeFileSync(
    path.join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: 'ES2022',
        lib: ['ES2023', 'DOM'],
        module: 'node16',
        moduleResolution: 'node16',
        types: [],
        noEmit: true,
        // A declaration of the package that does not resolve shows as a missing export below.
        skipLibCheck: true,
      },
      files: ['consumer.ts', 'misuse.ts'],
    }),
  );
  fs.writeFileSync(
    path.join(consumer, 'consumer.ts'),
    `import { createApiClient, type ApiError, type ErrorCode, type Schemas } from '@kavach/api-client';
import { isEmailAddress } from '@kavach/api-client/field-rules';
import { CONTENT_KIND_NAMES, type ContentKindName } from '@kavach/api-client/content-kinds';
import { slugOf } from '@kavach/api-client/slug';
import { captchaMessage } from '@kavach/api-client/captcha-words';

const api = createApiClient({ baseUrl: 'https://www.example.com', getToken: () => 'kvch_it_x' });
const { data, error } = await api.GET('/api/admin/contacts', {
  params: { query: { page: 2, pageSize: 50, status: ['new', 'read'] } },
});
if (error) {
  const e: ApiError = error;
  const code: ErrorCode = e.code;
  console.log(code, e.statusCode, e.message, e.details?.['email']);
} else {
  const contacts: Schemas['ContactView'][] = data.data;
  const pages: number = data.pages;
  console.log(contacts.map((c) => c.created_at), pages, data.total);
}
const kinds: readonly ContentKindName[] = CONTENT_KIND_NAMES;
console.log(isEmailAddress('a@example.com'), slugOf('A title', 40), captchaMessage('short'), kinds);
`,
  );
  fs.writeFileSync(
    path.join(consumer, 'misuse.ts'),
    [
      "import { createApiClient } from '@kavach/api-client';",
      'const api = createApiClient();',
      ...MISUSES.map((m) => m.code),
      '',
    ].join('\n'),
  );
  try {
    await run(process.execPath, [TSC, '-p', 'tsconfig.json', '--pretty', 'false'], {
      cwd: consumer,
    });
    return [];
  } catch (e) {
    return `${e.stdout}${e.stderr}`.split('\n').filter((l) => /error TS\d+/.test(l));
  }
}

// ---------------------------------------------------------------- the API

let database;
let api;
let apiUrl;
let apiLog = '';
const dbUrl = () => Object.assign(new URL(TEST_DATABASE_URL), { pathname: `/${database}` }).href;

/** Runs `sql` on the database at `url` (the server's maintenance database by default). */
async function query(sql, url = TEST_DATABASE_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** The API (api/dist) on a fresh database that holds the System Admin. */
async function startApi() {
  await ensurePostgres();
  database = `kavach_client_package_${process.pid}`;
  await query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await query(`CREATE DATABASE ${database}`);
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: dbUrl(),
    DATA_DIR: path.join(work, 'data'),
    JWT_SECRET: 'client-package-secret-0123456789-abcdefghij',
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    CAPTCHA_COST: '1',
    CAPTCHA_COUNTER_MAX: '50',
    RATE_LIMIT_FORMS_PER_MINUTE: '100',
    SEED_DEMO: 'false',
    TWO_FACTOR_REQUIRED_ROLES: 'none',
    OUTBOX_POLL_MS: '0',
    LOG_LEVEL: 'warn',
  };
  // The System Admin, made as an operator does (the user CLI migrates the database first).
  await new Promise((resolve, reject) => {
    const cli = execFile(
      process.execPath,
      [
        path.join(ROOT, 'api/dist/auth/cli/user-cli.js'),
        'create',
        '--username',
        'admin',
        '--role',
        'admin',
        '--email',
        'admin@kavach.example',
        '--password-stdin',
      ],
      { cwd: ROOT, env },
      (e, stdout, stderr) =>
        e ? reject(new Error(`user CLI: ${e.message}\n${stderr}`)) : resolve(),
    );
    cli.stdin.end(`${PASSWORD}\n`);
  });
  api = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => (apiLog = (apiLog + chunk).slice(-20_000));
  api.stdout.on('data', keep);
  api.stderr.on('data', keep);
  for (let i = 0; ; i++) {
    if (api.exitCode !== null) throw new Error(`The API exited (${api.exitCode}):\n${apiLog}`);
    try {
      if ((await fetch(`${apiUrl}/api/health/ready`)).ok) return;
    } catch {
      /* not up yet */
    }
    if (i > 240) throw new Error(`The API did not become ready:\n${apiLog}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function call(method, route, body, token) {
  const res = await fetch(`${apiUrl}${route}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A solved ALTCHA challenge of the API, as its widget sends it. */
async function captcha() {
  const challenge = await call('GET', '/api/captcha/challenge');
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * A token as a System Admin makes one in the Integrations tab (signed in a moment ago, with
 * the password as the step-up), and the contacts sent through the public form.
 * @returns {Promise<string>} the token
 */
async function fillApi() {
  const { token: session } = await call('POST', '/api/auth/login', {
    username: 'admin',
    password: PASSWORD,
    captcha: await captcha(),
  });
  const { secret } = await call(
    'POST',
    '/api/admin/integrations',
    {
      name: 'Client package test',
      permissions: ['contacts:read'],
      expiresInDays: 1,
      currentPassword: PASSWORD,
    },
    session,
  );
  const document = JSON.parse(fs.readFileSync(path.join(ROOT, 'api/openapi.json'), 'utf8'));
  const [privacyNotice] =
    document.components.schemas.CreateContactDto.properties.privacyNotice.enum;
  for (const contact of CONTACTS)
    await call('POST', '/api/contacts', { ...contact, privacyNotice, captcha: await captcha() });
  return secret;
}

// ---------------------------------------------------------------- the run

let tarball;
let typeErrors;
let token;
before(async () => {
  if (!fs.existsSync(path.join(ROOT, 'api/dist/main.js')))
    throw new Error('The API is not built: run npm run build first');
  // The pack, install and type check, and the API's start, side by side.
  const packed = async () => {
    const file = await pack();
    await install(file);
    return [file, await typeCheck()];
  };
  // Both settle before a failure is thrown, so `after` finds whatever was started.
  const results = await Promise.allSettled([packed(), startApi().then(fillApi)]);
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
  [[tarball, typeErrors], token] = results.map((r) => r.value);
});

after(async () => {
  if (api && api.exitCode === null) {
    const exited = new Promise((r) => api.once('exit', r));
    api.kill('SIGTERM');
    await exited;
  }
  if (database) await query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  // KEEP_CLIENT_PACKAGE_WORK=1 keeps the tarball and the integrator's project for a look.
  if (process.env.KEEP_CLIENT_PACKAGE_WORK) console.log(`client package files kept in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
});

test('the tarball holds JavaScript and declarations for every export, the README and the example, and no sources', async () => {
  const { stdout } = await run('tar', ['tzf', tarball]);
  const files = stdout.split('\n').filter(Boolean);
  const manifest = JSON.parse(
    fs.readFileSync(path.join(consumer, 'node_modules/@kavach/api-client/package.json'), 'utf8'),
  );
  const document = JSON.parse(fs.readFileSync(path.join(ROOT, 'api/openapi.json'), 'utf8'));
  assert.equal(manifest.version, document.info.version, "the API document's version");
  assert.equal(manifest.scripts, undefined, 'nothing runs on install');
  const source = JSON.parse(fs.readFileSync(path.join(ROOT, 'api/client/package.json'), 'utf8'));
  assert.deepEqual(
    Object.keys(manifest.exports).sort(),
    [...Object.keys(source.exports), './package.json'].sort(),
  );
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    if (subpath === './package.json') continue;
    for (const file of [target.types, target.default])
      assert.ok(files.includes(path.posix.join('package', file)), `${subpath}: ${file}`);
  }
  for (const file of [
    'package.json',
    'README.md',
    'examples/page-contacts.mjs',
    'dist/client/src/schema.d.ts',
  ])
    assert.ok(files.includes(`package/${file}`), file);
  const strays = files.filter(
    (f) =>
      !/^package\/(package\.json|README\.md|examples\/[\w-]+\.mjs|dist\/[\w/-]+\.(js|d\.ts))$/.test(
        f,
      ),
  );
  assert.deepEqual(strays, [], 'only the build, the README, the examples and package.json');
});

test('every export loads in Node', async () => {
  const { stdout } = await run(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `
      const client = await import('@kavach/api-client');
      const rules = await import('@kavach/api-client/field-rules');
      const kinds = await import('@kavach/api-client/content-kinds');
      const slug = await import('@kavach/api-client/slug');
      const words = await import('@kavach/api-client/captcha-words');
      console.log(JSON.stringify({
        client: typeof client.createApiClient,
        email: rules.isEmailAddress('a@example.com'),
        kinds: kinds.CONTENT_KIND_NAMES.length > 0,
        slug: slug.SLUG_PATTERN.test(slug.slugOf('A Title', 40)),
        words: typeof words.captchaMessage('short'),
      }));
      `,
    ],
    { cwd: consumer },
  );
  assert.deepEqual(JSON.parse(stdout), {
    client: 'function',
    email: true,
    kinds: true,
    slug: true,
    words: 'string',
  });
});

test('the example pages through the contacts with an integration token', async () => {
  const { rows } = await query('SELECT id FROM contacts', dbUrl());
  assert.equal(rows.length, CONTACTS.length);
  const { stdout } = await run(process.execPath, ['page-contacts.mjs'], {
    cwd: consumer,
    // Two a page: three requests for five contacts.
    env: { ...process.env, KAVACH_API_URL: apiUrl, KAVACH_TOKEN: token, KAVACH_PAGE_SIZE: '2' },
  });
  const lines = stdout.trim().split('\n');
  assert.equal(lines.pop(), `${CONTACTS.length} contacts`);
  const listed = lines.map((line) => {
    const [id, created, ...rest] = line.split('\t');
    assert.deepEqual(rest, [], line);
    assert.ok(!Number.isNaN(Date.parse(created)), line);
    return Number(id);
  });
  assert.deepEqual(
    listed.sort((a, b) => a - b),
    rows.map((r) => Number(r.id)).sort((a, b) => a - b),
  );
  for (const c of CONTACTS)
    for (const value of Object.values(c)) assert.ok(!stdout.includes(value), 'no personal data');
});

test('a TypeScript consumer type-checks against the shipped declarations, and each misuse fails', () => {
  assert.deepEqual(
    typeErrors.map((l) => l.replace(/,\d+\).*/, ')')),
    ['misuse.ts(3)', 'misuse.ts(4)'],
    `only the two misuses fail:\n${typeErrors.join('\n')}`,
  );
  MISUSES.forEach((m, i) => assert.match(typeErrors[i], m.error));
});
