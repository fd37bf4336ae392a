// `npm run seed:demo`: the demo job openings and sessions, once, on the configured database
// (the embedded database seeds itself on first start).
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { parseDatabaseUrl } from '../config/env';
import { seedDemoJobs } from '../jobs/job-seeds';
import { seedDemoSessions } from '../sessions/sessions.seed';
import { seedOnce } from './demo-seeds';
import { runMigrations } from './migrate';
import { typeormOptions } from './typeorm-options';

async function main(): Promise<void> {
  const url = parseDatabaseUrl(process.env);
  if (!url)
    throw new Error(
      'Set DATABASE_URL or DATABASE_HOST (the embedded database seeds itself on first start).',
    );
  await runMigrations(url);
  const ds = new DataSource(typeormOptions(url, 2));
  await ds.initialize();
  try {
    const jobs = await seedOnce(ds, 'jobs', (m) => seedDemoJobs(m));
    const sessions = await seedOnce(ds, 'sessions', seedDemoSessions);
    process.stdout.write(
      `jobs: ${jobs ? 'seeded' : 'already seeded'}; sessions: ${sessions ? 'seeded' : 'already seeded'}\n`,
    );
  } finally {
    await ds.destroy();
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
