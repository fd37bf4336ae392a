// Fails when the committed api/openapi.json or the generated client types are stale, when the
// document points at a schema it does not define (the client would type that field as anything),
// or when it breaks clients of the last released document (api/openapi.released.json) without a
// new major version.
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
/** Every `$ref` of a document that names no schema of its own components. */
function danglingRefs(document) {
  const schemas = document.components?.schemas ?? {};
  const found = [];
  const walk = (node, path) => {
    if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${path}/${i}`));
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string') {
          const name = /^#\/components\/schemas\/(.+)$/.exec(v)?.[1];
          if (!name || !(name in schemas)) found.push(`${path}: ${v}`);
        } else walk(v, `${path}/${k}`);
      }
  };
  walk(document, '');
  return found;
}
const dangling = danglingRefs(JSON.parse(readFileSync(doc, 'utf8')));
if (dangling.length) {
  console.error(`References to no schema in the OpenAPI document:\n  ${dangling.join('\n  ')}`);
  process.exit(1);
}
const { documentCompatibility } = createRequire(import.meta.url)(
  join(api, 'dist/openapi/document-compatibility.js'),
);
const compatibility = documentCompatibility(
  JSON.parse(readFileSync(join(api, 'openapi.released.json'), 'utf8')),
  JSON.parse(readFileSync(doc, 'utf8')),
);
if (!compatibility.releasable) {
  console.error(`${compatibility.refusal}\n  ${compatibility.breaking.join('\n  ')}`);
  process.exit(1);
}
if (stale.length) {
  console.error(`Stale: ${stale.join(', ')}. Run \`npm run openapi\` and commit the result.`);
  process.exit(1);
}
console.log('OpenAPI document and client are up to date.');
