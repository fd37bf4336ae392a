// Builds the public site into its own directory (default tests/e2e/public-with-api/dist, git-ignored)
// so these tests never overwrite public-web/dist, which other work may be serving. The directory
// must stay inside the repository: the server build imports vike and react from node_modules.
//   node tests/e2e/public-with-api/build.mjs [outDir]
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '../../../public-web');
export const DEFAULT_OUT_DIR = process.env.PUBLIC_WITH_API_DIST ?? path.join(here, 'dist');

const outDir = path.resolve(process.argv[2] ?? DEFAULT_OUT_DIR);
process.chdir(webRoot);
const { build } = await import('vike/api');
// Vike resolves outDir against the root: pass it relative.
await build({
  viteConfig: {
    root: webRoot,
    logLevel: 'warn',
    build: { outDir: path.relative(webRoot, outDir), emptyOutDir: true },
  },
});
console.log(`public-web built into ${outDir}`);
