// @ts-check
/**
 * Where source files read environment variables (`process.env.NAME`, `process.env['NAME']`)
 * and the literal each read falls back to (`?? 3000`, `|| 'x'`): the tests that hold the variable
 * lists of docs/configuration.md to the code read them with this.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ file: string, name: string, fallback?: string }} EnvironmentRead */

const READ = /process\.env(?:\.([A-Z_][A-Z0-9_]*)|\[\s*['"]([A-Z_][A-Z0-9_]*)['"]\s*\])/g;
/** A fallback right after the read, also after the call it is the argument of (`Number(…) || 4`). */
const FALLBACK = /^\)?\s*(?:\?\?|\|\|)\s*(?:'([^']*)'|"([^"]*)"|(\d[\d_]*))/;
/** Never sources: dependencies, build output, reports, hidden folders. */
const NOT_SOURCE = /^(node_modules|dist|test-results|coverage|\..*)$/;
const SOURCE_FILE = /\.(?:[cm]?js|tsx?|mts)$/;

/**
 * Every read of `file` (a path relative to `root`).
 * @param {string} root
 * @param {string} file
 * @returns {EnvironmentRead[]}
 */
export function environmentReads(root, file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(READ)].map((m) => {
    const found = FALLBACK.exec(text.slice((m.index ?? 0) + m[0].length));
    const fallback = found ? (found[1] ?? found[2] ?? found[3].replaceAll('_', '')) : undefined;
    return { file, name: m[1] ?? m[2], fallback };
  });
}

/**
 * The JavaScript and TypeScript files under `dir` (relative to `root`), as paths relative to
 * `root`.
 * @param {string} root
 * @param {string} dir
 * @returns {string[]}
 */
export function sourceFiles(root, dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const child = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_SOURCE.test(entry.name) ? [] : sourceFiles(root, child);
    return SOURCE_FILE.test(entry.name) ? [child] : [];
  });
}
