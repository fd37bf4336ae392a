// Fails when the committed api/openapi.json or the generated client types are stale.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const api = join(dirname(fileURLToPath(import.meta.url)), '..', 'api');
const tmp = mkdtempSync(join(tmpdir(), 'openapi-'));
const doc = join(tmp, 'openapi.json');
const types = join(tmp, 'schema.d.ts');
execFileSync(process.execPath, [join(api, 'dist/openapi/write-openapi.js'), doc], {
  stdio: 'inherit',
});
const cli = join(
  dirname(createRequire(join(api, 'package.json')).resolve('openapi-typescript/package.json')),
  'bin/cli.js',
);
execFileSync(process.execPath, [cli, doc, '-o', types], {
  stdio: 'ignore',
});
const stale = [];
if (readFileSync(doc, 'utf8') !== readFileSync(join(api, 'openapi.json'), 'utf8'))
  stale.push('api/openapi.json');
if (readFileSync(types, 'utf8') !== readFileSync(join(api, 'client/src/schema.d.ts'), 'utf8'))
  stale.push('api/client/src/schema.d.ts');
if (stale.length) {
  console.error(`Stale: ${stale.join(', ')}. Run \`npm run openapi\` and commit the result.`);
  process.exit(1);
}
console.log('OpenAPI document and client are up to date.');
