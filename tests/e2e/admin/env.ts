/** Where the admin e2e environment lives: this run's databases, and the stack of each worker. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CapturedMail } from './smtp-capture';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const serverUrl = new URL(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
// One run = its own databases and free ports, so two runs (e.g. two engineers on one machine)
// never share state. The runner sets ADMIN_E2E_RUN once; its workers inherit it.
process.env.ADMIN_E2E_RUN ??= String(process.pid);
const run = Number(process.env.ADMIN_E2E_RUN);
const databasePrefix = process.env.ADMIN_E2E_DB ?? `kavach_admin_e2e_${run}`;

/** A database of this run on the test server: `<prefix>_<suffix>`. */
export function databaseOf(suffix: string): { name: string; url: string } {
  const name = `${databasePrefix}_${suffix}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.href };
}

export const RUN = {
  run,
  serverUrl: serverUrl.href,
  databasePrefix,
  /** Migrated and filled with USERS once by global-setup.ts; each worker's database is a copy. */
  template: databaseOf('template'),
};

/** What one worker's tests talk to (stack.ts). */
export interface Stack {
  database: string;
  databaseUrl: string;
  /** The one-origin server of the panel in front of the API. */
  baseUrl: string;
  apiUrl: string;
  /** Where the API keeps uploaded files (resumes). */
  uploadDir: string;
  /** The API that requires two-factor sign-in for STRICT_TWO_FACTOR_ROLE, and its server. */
  strictUrl: string;
  strictApiUrl: string;
  /** The server of the API with CAPTCHA_PROVIDER=recaptcha, and its siteverify stand-in. */
  recaptchaUrl: string;
  siteverifyUrl: string;
  /** What the stack's SMTP server received so far, oldest first (read through mail.ts). */
  mails: readonly CapturedMail[];
}

let current: Stack | undefined;
/** Called by the worker's `stack` fixture (helpers.ts) once its stack is up. */
export function useStack(stack: Stack | undefined) {
  current = stack;
}
/** This worker's stack (set by the `stack` fixture of helpers.ts). */
export function currentStack(): Stack {
  if (!current) throw new Error('No API stack in this process: use `test` from helpers.ts');
  return current;
}

/** This worker's stack. */
export const E2E = {
  run,
  get database() {
    return currentStack().database;
  },
  get databaseUrl() {
    return currentStack().databaseUrl;
  },
  get baseUrl() {
    return currentStack().baseUrl;
  },
  get apiUrl() {
    return currentStack().apiUrl;
  },
  get uploadDir() {
    return currentStack().uploadDir;
  },
};

export const USERS = {
  admin: { username: 'admin', password: 'admin e2e password 1', role: 'admin' },
  kavach: { username: 'kavach1', password: 'kavach e2e password 1', role: 'kavach_admin' },
  hr: { username: 'hr1', password: 'hr e2e password 1', role: 'hr_manager' },
  jobs: { username: 'jobs1', password: 'jobs e2e password 1', role: 'jobs_admin' },
  editor: { username: 'editor1', password: 'editor e2e password 1', role: 'content_editor' },
} as const;
export type UserKey = keyof typeof USERS;
