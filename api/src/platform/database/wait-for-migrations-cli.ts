// Waits until the database has every migration of this build applied, and changes nothing: the
// init container of the API's pods in Kubernetes (deploy/kubernetes), so a new release's pods
// start once the migration Job has run, and the old ones keep serving until then.
//   node api/dist/platform/database/wait-for-migrations-cli.js [--timeout <seconds>] [--interval <seconds>]
import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { parseDatabaseUrl } from '../config/env';
import { runCli } from '../run-cli';
import { migrationsOfThisBuild } from './migrate';
import { typeormOptions } from './typeorm-options';

const USAGE = `Usage: node api/dist/platform/database/wait-for-migrations-cli.js [--timeout <seconds>] [--interval <seconds>]
Exits 0 once every migration of this build is applied to the database (DATABASE_URL, or
DATABASE_HOST and the rest); otherwise asks again every --interval seconds (2) and gives up
with exit code 1 after --timeout seconds (600).`;

/** This build's migrations, by name, and those the database has not recorded as applied. */
async function migrationState(url: string): Promise<{ all: string[]; missing: string[] }> {
  const all = await migrationsOfThisBuild();
  // No entities and no migrations: this reads one table and runs nothing.
  const ds = new DataSource({ ...typeormOptions(url, 1), entities: [], migrations: [] });
  try {
    await ds.initialize();
    // Read only: before the first migration there is no table, and it is not created here.
    const [{ present }] = (await ds.query(
      "SELECT to_regclass('migrations') IS NOT NULL AS present",
    )) as { present: boolean }[];
    const applied = present
      ? new Set(
          ((await ds.query('SELECT name FROM migrations')) as { name: string }[]).map(
            (r) => r.name,
          ),
        )
      : new Set<string>();
    return { all, missing: all.filter((name) => !applied.has(name)) };
  } finally {
    if (ds.isInitialized) await ds.destroy();
  }
}

function seconds(value: string, flag: string): number {
  const n = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || n <= 0)
    throw new Error(`--${flag} must be a number of seconds above 0, not '${value}'`);
  return n;
}

const listed = (names: string[]) =>
  names.length > 3
    ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`
    : names.join(', ');

async function main(): Promise<void> {
  let timeout: number;
  let interval: number;
  try {
    const { values } = parseArgs({
      options: {
        timeout: { type: 'string', default: '600' },
        interval: { type: 'string', default: '2' },
        help: { type: 'boolean', default: false },
      },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      return;
    }
    timeout = seconds(values.timeout, 'timeout');
    interval = seconds(values.interval, 'interval');
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}\n`);
    process.exit(64);
  }
  const url = parseDatabaseUrl(process.env);
  if (!url)
    throw new Error(
      'DATABASE_URL or DATABASE_HOST must be set (the embedded database is migrated by the API itself at start).',
    );

  const deadline = Date.now() + timeout * 1000;
  let said = '';
  for (;;) {
    let state: string;
    let advice: string;
    try {
      const { all, missing } = await migrationState(url);
      if (!missing.length) {
        console.log(`All ${all.length} migrations of this build are applied.`);
        return;
      }
      state = `${missing.length} of the ${all.length} migrations of this build are not applied yet: ${listed(missing)}`;
      advice =
        'The migration Job applies them (kubectl logs job/migrate-<release> says why it has not), or `npm run migration:run` against this database.';
    } catch (e) {
      state = `The database does not answer: ${(e as Error).message}`;
      advice =
        'Check that it runs and that DATABASE_HOST, DATABASE_PORT and the credentials are right.';
    }
    // One line per change of state, not one per attempt.
    if (state !== said) console.log(`${state}; waiting.`);
    said = state;
    if (Date.now() + interval * 1000 > deadline)
      throw new Error(`Gave up after ${timeout} s. ${state}. ${advice}`);
    await sleep(interval * 1000);
  }
}

runCli(main);
