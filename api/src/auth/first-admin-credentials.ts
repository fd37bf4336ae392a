import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { privateDirectory } from '../platform/config/private-directory';

/**
 * <DATA_DIR>/admin-credentials.txt: the demo admin's generated first password, kept for the
 * person who starts the system (`npm start` shows it). It is there only while that password
 * still signs in: the file is deleted when it is replaced (UsersService.setPassword), and at
 * start when it no longer works (AdminBootstrap), so a password the admin has left behind does
 * not stay readable on disk.
 */
export const FIRST_CREDENTIALS_FILE = 'admin-credentials.txt';

export interface FirstCredentials {
  username: string;
  password: string;
}

/** Writes the file (0600, in a 0700 data folder); returns its path. */
export function writeFirstCredentials(dataDir: string, c: FirstCredentials): string {
  privateDirectory(dataDir);
  const file = join(dataDir, FIRST_CREDENTIALS_FILE);
  writeFileSync(file, `username: ${c.username}\npassword: ${c.password}\n`, { mode: 0o600 });
  return file;
}

/** What the file holds; null when there is none (or it holds no username and password). */
export function readFirstCredentials(dataDir: string): FirstCredentials | null {
  let text: string;
  try {
    text = readFileSync(join(dataDir, FIRST_CREDENTIALS_FILE), 'utf8');
  } catch {
    return null;
  }
  const username = /^username: (.+)$/m.exec(text)?.[1];
  const password = /^password: (.+)$/m.exec(text)?.[1];
  return username && password ? { username, password } : null;
}

/**
 * Deletes the file; with `username`, only when it is that user's (usernames match in any case).
 * True when there was one to delete.
 */
export function forgetFirstCredentials(dataDir: string, username?: string): boolean {
  const file = join(dataDir, FIRST_CREDENTIALS_FILE);
  if (!existsSync(file)) return false;
  if (username !== undefined) {
    const c = readFirstCredentials(dataDir);
    if (!c || c.username.toLowerCase() !== username.toLowerCase()) return false;
  }
  rmSync(file, { force: true });
  return true;
}
