// Fails on a path in a comment or a document that names no file of the repository: a comment
// that points a reader at a file which was moved or removed misleads the next person to read it.
// Dated decision records are exempt: they say what was true on their day.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const TOP =
  '(?:api|public-web|admin-shell|admin-remotes|web-server|scripts|tests|docker|deploy|docs)';
const EXT = '(?:tsx|ts|mjs|cjs|json|js|md|yaml|yml|conf|sh|template)';
const PATH = new RegExp(`(?<![\\w./-])(${TOP}/[\\w./@+\\[\\]-]*?\\.${EXT})(?![\\w-]|\\.\\w)`, 'g');
const SOURCE = /\.(tsx?|mjs|cjs|js|ya?ml|sh|conf|template)$/;
/** A comment line of the languages here, or a whole document. */
const COMMENT = /^\s*(\/\/|\/?\*|#)/;

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && existsSync(f) && !f.startsWith('docs/decisions/') && !f.includes('/dist/'))
  .filter((f) => f.endsWith('.md') || SOURCE.test(f));

const stale = [];
for (const file of files) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (!file.endsWith('.md') && !COMMENT.test(line)) return;
    for (const [, path] of line.matchAll(PATH))
      // A build's output (dist/) is not there before a build: a fresh clone's lint passes too.
      if (
        !path.includes('<') &&
        !path.includes('*') &&
        !path.includes('/dist/') &&
        !existsSync(path)
      )
        stale.push(`${file}:${i + 1}: ${path}`);
  });
}
if (stale.length) {
  console.error(`Paths that name no file (moved or removed?):\n${stale.join('\n')}`);
  process.exit(1);
}
console.log(`No stale path in ${files.length} files' comments and documents.`);
