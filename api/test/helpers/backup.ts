/**
 * Test support for the backup commands (api/src/backup): running the built commands, reading an
 * archive the way an operator's tools would (age, then tar: not the restore's own reader), and
 * counting rows.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Manifest } from '../../src/backup/archive';

const API = join(__dirname, '..', '..');

export const PASSPHRASE = 'the passphrase of the test archives';

/** The environment of a command or an API process: this process's, with `over` (an empty value unsets a variable for the API). */
export const environment = (over: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  LOG_LEVEL: 'warn',
  ...over,
});

interface CommandResult {
  code: number | null;
  out: string;
}

/**
 * A built command (`backup/backup-cli.js`, `backup/restore-cli.js`, the user CLI) run to its
 * end, alongside the test: this process goes on serving what it runs in itself (s3rver) and
 * submitting forms meanwhile.
 */
export function command(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  input?: string,
): Promise<CommandResult> {
  const child = spawn(process.execPath, [join(API, 'dist', script), ...args], {
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end(input);
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => (out += d));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, out })));
}

/**
 * The members and the manifest of an archive, read by a separate process with the standard
 * pieces (the age library's decryption, then the `tar` package's parser), as an operator's
 * `age -d … | tar x` would.
 */
export function readArchive(
  file: string,
  passphrase: string,
): { members: string[]; manifest: Manifest } {
  const r = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', READ_ARCHIVE, file, passphrase],
    {
      cwd: API,
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  if (r.status !== 0) throw new Error(`could not read ${file}:\n${r.stderr}`);
  return JSON.parse(r.stdout) as { members: string[]; manifest: Manifest };
}

const READ_ARCHIVE = `
import { Decrypter } from 'age-encryption';
import { Parser } from 'tar';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
const [file, passphrase] = process.argv.slice(1);
const decrypter = new Decrypter();
decrypter.addPassphrase(passphrase);
const plain = Readable.fromWeb(await decrypter.decrypt(Readable.toWeb(createReadStream(file))));
const members = [];
let manifest = '';
const parser = new Parser({ strict: true });
parser.on('entry', (entry) => {
  members.push(entry.path);
  if (entry.path === 'manifest.json') entry.on('data', (d) => (manifest += d));
  else entry.resume();
});
await pipeline(plain, parser);
process.stdout.write(JSON.stringify({ members, manifest: JSON.parse(manifest) }));
`;

/** A solved ALTCHA challenge of the API at `url`, as the page's widget sends it. */
export async function captchaOf(url: string): Promise<string> {
  const challenge = await (await fetch(`${url}/api/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Rows per table of the database at `url` (the app's tables, as the manifest lists them). */
export async function rowCounts(url: string, tables: string[]): Promise<Record<string, number>> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const counts: Record<string, number> = {};
    for (const t of tables)
      counts[t] = (
        await c.query(`SELECT count(*)::int AS n FROM ${c.escapeIdentifier(t)}`)
      ).rows[0].n;
    return counts;
  } finally {
    await c.end();
  }
}
