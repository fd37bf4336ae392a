// @ts-check
// `npm run docs:config` writes docs/configuration.md, the reference of every environment
// variable, from what the code itself reads: the API's schema (api/src/platform/config/env.ts:
// each variable's description, default and range), the web server's list
// (web-server/environment.mjs) and the test suites' (scripts/test-variables.mjs).
// `npm run docs:config -- --check` (the first step of `npm run lint`) writes nothing and fails
// when the file is not what it would write.
//
// The schema is read from the API's build, as the OpenAPI document is: the build is brought up
// to date first (scripts/build.mjs, nothing to do when the API's sources have not changed).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_SERVER_VARIABLES } from '../web-server/environment.mjs';
import { buildChanged, changedParts, parts } from './build.mjs';
import { TEST_VARIABLES } from './test-variables.mjs';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const DOC = 'docs/configuration.md';

/** @typedef {{ name: string, default: string, meaning: string }} Row Markdown cells */

/** A Markdown code span. */
const code = (/** @type {string} */ text) => `\`${text}\``;

/**
 * Text for a table cell: one line, `|` escaped (GFM splits cells on it even inside code spans),
 * and `<` outside code spans escaped so that `<its value>` is not read as an HTML tag.
 * @param {string} text
 */
function cell(text) {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;')))
    .join('')
    .replace(/\|/g, '\\|');
}

/** @param {Row[]} rows */
function table(rows) {
  return [
    '| Variable | Default | Meaning |',
    '|---|---|---|',
    ...rows.map((r) => `| ${code(r.name)} | ${cell(r.default)} | ${cell(r.meaning)} |`),
  ].join('\n');
}

/**
 * The API's variables, in the schema's order, from its JSON Schema (the input side: what the
 * environment holds, before any transform).
 */
async function apiVariables() {
  const api = parts().filter((part) => part.outputs.includes('api/dist'));
  if (changedParts({ parts: api }).length) {
    try {
      await buildChanged({ parts: api });
    } catch {
      process.exit(1); // the build printed why
    }
  }
  const requireInApi = createRequire(join(root, 'api', 'package.json'));
  const env = requireInApi('./dist/platform/config/env.js');
  const { z } = requireInApi('zod');
  /** @type {{ properties: Record<string, Record<string, unknown>> }} */
  const schema = z.toJSONSchema(env.envSchema, { io: 'input', unrepresentable: 'any' });
  /** A default computed from where the API lives (DATA_DIR), as a path from the repository. */
  const shown = (/** @type {unknown} */ value) =>
    typeof value === 'string' && value.startsWith(env.REPO_ROOT + sep)
      ? `./${relative(env.REPO_ROOT, value).split(sep).join('/')}`
      : String(value);
  /** @type {Row[]} */
  const rows = [];
  for (const [name, property] of Object.entries(schema.properties)) {
    if (name in env.RETIRED) continue;
    const { description, whenUnset, minimum, maximum } = property;
    if (typeof description !== 'string' || !description.trim())
      throw new Error(`${name} has no description in envSchema (api/src/platform/config/env.ts)`);
    const range =
      property.type === 'integer' && typeof minimum === 'number' && typeof maximum === 'number'
        ? ` (${minimum}–${maximum})`
        : '';
    const unset = typeof whenUnset === 'string' ? whenUnset : '—';
    rows.push({
      name,
      default: (property.default === undefined ? unset : code(shown(property.default))) + range,
      meaning: description,
    });
  }
  return {
    rows,
    /** @type {readonly string[]} */
    keyrings: env.KEYRING_VARIABLES,
    /** @type {Record<string, string>} */
    retired: env.RETIRED,
  };
}

/** @param {readonly { name: string, default?: string, meaning: string }[]} list @returns {Row[]} */
const listed = (list) =>
  list.map((v) => ({
    name: v.name,
    default: v.default === undefined ? '—' : code(v.default),
    meaning: v.meaning,
  }));

/** @param {string[]} items */
const inWords = (items) => `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** docs/configuration.md as the declarations give it. */
async function documentText() {
  const api = await apiVariables();
  const retired = Object.entries(api.retired).map(
    ([name, instead]) => `- ${code(name)}: ${cell(instead)}`,
  );
  return `# Configuration

<!-- Written by scripts/config-doc.mjs (\`npm run docs:config\`) from api/src/platform/config/env.ts,
web-server/environment.mjs and scripts/test-variables.mjs: change those, not this file. -->

Every variable of the API is validated when it starts; a bad value stops it with a message
naming the variable. A whole number's allowed range follows its default, in brackets.

Production (\`NODE_ENV=production\`) requires \`DATABASE_URL\` or \`DATABASE_HOST\` and the keyrings
${inWords(api.keyrings.map(code))},
and refuses \`JWT_SECRET\`, keys that are easy to guess or shared by two purposes, and an
\`ADMIN_PASSWORD\` that fails the password rule. Outside production too, a configured database
needs the keyrings (or \`JWT_SECRET\` for all of them), \`CAPTCHA_PROVIDER=recaptcha\` needs
\`RECAPTCHA_SECRET\`, and \`DATABASE_USER\`, \`DATABASE_PASSWORD\` or \`DATABASE_NAME\` need
\`DATABASE_HOST\` (when \`DATABASE_URL\` is unset). The variables of the web server and of the
tests are read as they are, without such checks.

## The API

${table(api.rows)}

Retired variables, read no more; set, one stops the API with what to write instead:

${retired.join('\n')}

## The web server

The one-URL server of \`npm start\`, and the SSR server behind the edge in production
(\`web-server/\`); it runs the public site's pages.

${table(listed(WEB_SERVER_VARIABLES))}

## The tests

${table(listed(TEST_VARIABLES))}

## The edge image

The edge image (\`docker/edge/render.sh\`) reads \`EDGE_LISTEN\` (\`8080\`), \`EDGE_API\` (\`api:3001\`),
\`EDGE_WEB\` (\`web:3000\`), \`EDGE_RESOLVER\` (\`127.0.0.11\`, Docker's DNS), \`EDGE_ROOT\` (\`/srv\`),
\`EDGE_CONF_DIR\` (\`/etc/kavach-edge\`), \`EDGE_RUN_DIR\` (\`/tmp/nginx\`) and \`TRUSTED_PROXIES\`; the
image sets the defaults in brackets. Its build takes \`CAPTCHA_PROVIDER\` (\`altcha\`) as a build
argument, for the edge's Content-Security-Policy, as the web server reads it for its own.
\`scripts/precompress.mjs\` (run by \`npm run build\` and by the image build) takes \`BROTLI_QUALITY\` (default 11).
`;
}

/** The first line where `a` and `b` differ, 1-based, with both versions of it. */
function firstDifference(/** @type {string} */ a, /** @type {string} */ b) {
  const [x, y] = [a.split('\n'), b.split('\n')];
  const i = x.findIndex((line, n) => line !== y[n]);
  const at = i < 0 ? x.length : i;
  return { line: at + 1, found: x[at] ?? '(end of file)', expected: y[at] ?? '(end of file)' };
}

const args = process.argv.slice(2);
if (args.some((a) => a !== '--check')) {
  console.error('usage: node scripts/config-doc.mjs [--check]');
  process.exit(64);
}
const text = await documentText();
const file = join(root, DOC);
const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
if (current === text) console.log(`${DOC} is up to date.`);
else if (args.includes('--check')) {
  let where = 'it does not exist';
  if (current !== undefined) {
    const { line, found, expected } = firstDifference(current, text);
    where = `line ${line} is\n  ${found}\nwhere the declarations give\n  ${expected}`;
  }
  console.error(
    `${DOC} is not what the declarations of the variables give: ${where}\nRun \`npm run docs:config\` and commit the result.`,
  );
  process.exit(1);
} else {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`Wrote ${DOC}.`);
}
