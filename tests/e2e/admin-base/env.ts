/** Where the admin e2e environment lives (ports and database can be moved by env). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const serverUrl = new URL(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
// One run = one database and two ports, so two runs (e.g. two engineers on one machine) never
// share state. The runner sets ADMIN_E2E_RUN once; its workers inherit it.
process.env.ADMIN_E2E_RUN ??= String(process.pid);
const run = Number(process.env.ADMIN_E2E_RUN);
const database = process.env.ADMIN_E2E_DB ?? `kavach_admin_e2e_${run}`;
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${database}`;
const webPort = Number(process.env.ADMIN_E2E_PORT ?? 10_000 + (run % 5_000) * 2);
const apiPort = Number(process.env.ADMIN_E2E_API_PORT ?? webPort + 1);

export const E2E = {
  run,
  database,
  databaseUrl: databaseUrl.href,
  webPort,
  apiPort,
  baseUrl: `http://127.0.0.1:${webPort}`,
  apiUrl: `http://127.0.0.1:${apiPort}`,
};

export const USERS = {
  admin: { username: 'admin', password: 'admin e2e password 1', role: 'admin' },
  kavach: { username: 'kavach1', password: 'kavach e2e password 1', role: 'kavach_admin' },
  hr: { username: 'hr1', password: 'hr e2e password 1', role: 'hr_manager' },
  jobs: { username: 'jobs1', password: 'jobs e2e password 1', role: 'jobs_admin' },
} as const;
export type UserKey = keyof typeof USERS;
