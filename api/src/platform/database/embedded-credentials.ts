import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The database the app uses and the role it connects as: its owner, not a superuser. */
export const EMBEDDED_DATABASE = 'kavach';
export const APP_ROLE = 'kavach_app';

/**
 * What data folders made before the credentials file existed used: the app connected as this
 * superuser with a password written in the source. The first start after the upgrade gives it a
 * random password (and the app its own role); nothing uses these afterwards.
 */
export const LEGACY_SUPERUSER = { name: 'kavach', password: 'kavach-embedded' };

export interface EmbeddedCredentials {
  /** The cluster's superuser: used only at start, to create and check the app role. */
  superuser: { name: string; password: string };
  app: { name: string; password: string };
}

/** `<dataDir>/database-credentials.json`, readable by its owner only (0600). */
export function credentialsFile(dataDir: string): string {
  return join(dataDir, 'database-credentials.json');
}

export function readCredentials(dataDir: string): EmbeddedCredentials | undefined {
  const file = credentialsFile(dataDir);
  if (!existsSync(file)) return undefined;
  const c = JSON.parse(readFileSync(file, 'utf8')) as EmbeddedCredentials;
  if (!c?.superuser?.name || !c.superuser.password || !c.app?.name || !c.app.password) {
    throw new Error(`${file} is not a valid credentials file (delete it to create a new one).`);
  }
  return c;
}

/** 192 random bits, URL-safe (it goes into a connection URL as it is). */
export function randomPassword(): string {
  return randomBytes(24).toString('base64url');
}

/** Writes the file 0600 (through a temporary file, so a crash never leaves half of it). */
export function writeCredentials(dataDir: string, c: EmbeddedCredentials): void {
  const file = credentialsFile(dataDir);
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, JSON.stringify(c, null, 2) + '\n', { mode: 0o600 });
  chmodSync(tmp, 0o600); // mode is ignored when the file already existed
  renameSync(tmp, file);
}

/** The URL the app, the user CLI and the seed CLI connect with. */
export function appUrl(c: EmbeddedCredentials, port: number): string {
  return `postgres://${c.app.name}:${encodeURIComponent(c.app.password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
}
