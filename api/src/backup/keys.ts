import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { KEYRING_VARIABLES } from '../platform/config/env';
import { privateDirectory } from '../platform/config/private-directory';

/**
 * The keys travel with the data they open: two-factor secrets are sealed with
 * TOTP_ENCRYPTION_KEYS and the unsubscribe links in mails already sent are signed with
 * LINK_SIGNING_KEYS, so a database restored without them would lock staff out and break links.
 *
 * - `keys/data-folder/<file>`: what `npm start` generates in DATA_DIR (app-config.ts), and the
 *   first admin's credentials file.
 * - `keys/environment.env`: the keyring variables, when they are set, as `NAME=value` lines.
 *
 * The database's own passwords (database-credentials.json) are not kept: a restore makes a new
 * database with new ones.
 */
const DATA_FOLDER_FILES = [
  'jwt-secret',
  'totp-keys',
  'link-keys',
  'captcha-keys',
  'admin-credentials.txt',
];
const DATA_FOLDER = 'keys/data-folder/';
const ENVIRONMENT = 'keys/environment.env';
/** The keyrings, and the single secret outside production (tests, demos). */
const VARIABLES = [...KEYRING_VARIABLES, 'JWT_SECRET'];

/** The keys of this installation, as archive members (path → bytes). */
export function keysToKeep(
  variables: Record<string, string | undefined>,
  dataDir: string,
  embedded: boolean,
): Map<string, Buffer> {
  const keys = new Map<string, Buffer>();
  if (embedded)
    for (const name of DATA_FOLDER_FILES) {
      const file = join(dataDir, name);
      if (existsSync(file)) keys.set(DATA_FOLDER + name, readFileSync(file));
    }
  const lines = VARIABLES.filter((v) => variables[v]).map((v) => `${v}=${variables[v]}\n`);
  if (lines.length) keys.set(ENVIRONMENT, Buffer.from(lines.join('')));
  return keys;
}

export const isKeyEntry = (path: string) =>
  path === ENVIRONMENT ||
  (path.startsWith(DATA_FOLDER) && DATA_FOLDER_FILES.includes(path.slice(DATA_FOLDER.length)));

/** A generated key file as the variable that replaces it (a configured installation). */
const AS_VARIABLE: Record<string, (text: string) => string> = {
  'jwt-secret': (secret) => `JWT_SECRETS=local:${secret}`,
  'totp-keys': (ring) => `TOTP_ENCRYPTION_KEYS=${ring}`,
  'link-keys': (ring) => `LINK_SIGNING_KEYS=${ring}`,
  'captcha-keys': (ring) => `CAPTCHA_KEYS=${ring}`,
};

/**
 * Puts the archive's keys back: into DATA_DIR where the restored installation is embedded (it
 * reads them there), and what must become variables into `variablesFile` (0600), which the
 * operator moves into the secret store. Never printed.
 */
export class KeyRestore {
  private readonly written: string[] = [];
  private readonly toDataFolder = new Map<string, Buffer>();
  private readonly variableLines: string[] = [];

  constructor(
    keys: Map<string, Buffer>,
    private readonly target: { embedded: boolean; dataDir: string; variablesFile: string },
  ) {
    for (const [path, bytes] of keys) {
      if (path === ENVIRONMENT) {
        this.variableLines.push(...bytes.toString('utf8').split('\n').filter(Boolean));
        continue;
      }
      const name = path.slice(DATA_FOLDER.length);
      if (target.embedded) this.toDataFolder.set(name, bytes);
      else if (AS_VARIABLE[name])
        this.variableLines.push(AS_VARIABLE[name](bytes.toString('utf8').trim()));
      // Configured: the first admin's credentials file has no use (the accounts are in the database).
    }
  }

  /** Why the keys cannot go where they belong, before anything is written; or undefined. */
  problem(): string | undefined {
    const { dataDir, variablesFile } = this.target;
    const differing = [...this.toDataFolder].filter(([name, bytes]) => {
      const file = join(dataDir, name);
      return existsSync(file) && !readFileSync(file).equals(bytes);
    });
    if (differing.length)
      return (
        `${dataDir} already has keys of its own (${differing.map(([n]) => n).join(', ')}): ` +
        'restore into a new DATA_DIR.'
      );
    if (this.variableLines.length && existsSync(variablesFile))
      return `${variablesFile} already exists: move it away, or name another file with --keys-out.`;
    return undefined;
  }

  /** Writes them; returns the variables file when one was written. */
  write(): string | undefined {
    const { dataDir, variablesFile } = this.target;
    if (this.toDataFolder.size) privateDirectory(dataDir);
    for (const [name, bytes] of this.toDataFolder) {
      const file = join(dataDir, name);
      if (existsSync(file)) continue; // the same key (problem() checked)
      writeFileSync(file, bytes, { mode: 0o600, flag: 'wx' });
      this.written.push(file);
    }
    if (!this.variableLines.length) return undefined;
    writeFileSync(variablesFile, this.variableLines.join('\n') + '\n', { mode: 0o600, flag: 'wx' });
    this.written.push(variablesFile);
    return variablesFile;
  }

  /** Removes what write() wrote (the restore failed after it). */
  undo(): void {
    for (const file of this.written.splice(0)) rmSync(file, { force: true });
  }
}
