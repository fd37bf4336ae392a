// The client as integrators install it. `npm pack -w @kavach/api-client` runs this file twice:
//   prepack   checks that the package's version is the API document's (api/openapi.json,
//             info.version), compiles src/ to ES modules and declarations in dist/
//             (tsconfig.build.json; the rules shared with the API, under api/src, come along),
//             and points package.json's main, types and exports at dist/;
//   postpack  puts package.json back as it was and removes dist/.
// `npm run build -w @kavach/api-client` only compiles (to look at dist/).
//
// Inside the monorepo package.json points at the TypeScript sources (src/), so no workspace,
// test or tool needs this build. npm packs package.json as it is on disk and does not apply
// publishConfig.exports, hence the swap for the length of `npm pack`. The file as it was is kept
// in dist/package.source.json meanwhile; a pack stopped half-way is put right by the next build
// or pack.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifestFile = join(here, 'package.json');
const dist = join(here, 'dist');
const backup = join(dist, 'package.source.json');
/** Where tsc puts src/ (its root is api/, for the rules shared with the API). */
const BUILT = './dist/client/src';

/** package.json as it was before a pack that did not finish, if one did not. */
function restore() {
  if (!existsSync(backup)) return;
  copyFileSync(backup, manifestFile);
  rmSync(backup);
}

function build() {
  restore();
  rmSync(dist, { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
    cwd: here,
    stdio: 'inherit',
  });
  // tsc copies no declaration file: the generated types go in beside index.d.ts.
  copyFileSync(join(here, 'src/schema.d.ts'), join(here, BUILT, 'schema.d.ts'));
}

/** The package's version is the version of the API document its types were generated from. */
function checkVersion(manifest) {
  const document = JSON.parse(readFileSync(join(here, '../openapi.json'), 'utf8'));
  if (manifest.version !== document.info.version)
    throw new Error(
      `@kavach/api-client is ${manifest.version} but api/openapi.json is ${document.info.version}: ` +
        'give api/client/package.json (and the workspaces that depend on it) the document’s version.',
    );
}

/** package.json for the tarball: every export's JavaScript and declarations in dist/. */
function packedManifest(manifest) {
  const built = (source, extension) => {
    const match = /^\.\/src\/([\w-]+)\.ts$/.exec(source);
    if (!match) throw new Error(`An export of the client is not a file of src/: ${source}`);
    return `${BUILT}/${match[1]}${extension}`;
  };
  const packed = {
    ...manifest,
    main: built(manifest.exports['.'], '.js'),
    types: built(manifest.exports['.'], '.d.ts'),
    exports: {
      ...Object.fromEntries(
        Object.entries(manifest.exports).map(([subpath, source]) => [
          subpath,
          { types: built(source, '.d.ts'), default: built(source, '.js') },
        ]),
      ),
      './package.json': './package.json',
    },
  };
  // Nothing to run once installed.
  delete packed.scripts;
  return packed;
}

const step = process.argv[2];
if (step === 'build') build();
else if (step === 'prepack') {
  restore();
  const text = readFileSync(manifestFile, 'utf8');
  const manifest = JSON.parse(text);
  checkVersion(manifest);
  build();
  writeFileSync(backup, text);
  writeFileSync(manifestFile, `${JSON.stringify(packedManifest(manifest), null, 2)}\n`);
} else if (step === 'postpack') {
  restore();
  rmSync(dist, { recursive: true, force: true });
} else {
  console.error('Usage: node scripts/pack.mjs build|prepack|postpack');
  process.exit(2);
}
