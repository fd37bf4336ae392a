// `npm run seed:demo`: the demo job openings, sessions and translation drafts, once, on the configured database, or
// on the embedded one of `npm start` (which also seeds itself on its first start).
import 'reflect-metadata';
import { ENTITIES } from '../entities';
import { DataSource } from 'typeorm';
import { parseDatabaseUrl, parseEnv } from '../platform/config/env';
import { seedDemoJobs } from '../jobs/jobs.seed';
import { seedDemoSessions } from '../sessions/sessions.seed';
import { seedDemoTranslations } from '../content/content-translations.seed';
import { seedOnce } from '../platform/database/demo-seeds';
import {
  openEmbeddedDatabase,
  type EmbeddedDatabase,
} from '../platform/database/embedded-postgres';
import { runMigrations } from '../platform/database/migrate';
import { typeormOptions } from '../platform/database/typeorm-options';
import { runCli } from '../platform/run-cli';

async function main(): Promise<void> {
  let url = parseDatabaseUrl(process.env);
  let embedded: EmbeddedDatabase | undefined;
  if (!url) {
    const env = parseEnv(process.env);
    embedded = await openEmbeddedDatabase(env.DATA_DIR, env.EMBEDDED_PG_PORT);
    url = embedded.url;
  }
  await runMigrations(url);
  const ds = new DataSource({ ...typeormOptions(url, 2), entities: ENTITIES });
  await ds.initialize();
  try {
    const jobs = await seedOnce(ds, 'jobs', (m) => seedDemoJobs(m));
    const sessions = await seedOnce(ds, 'sessions', seedDemoSessions);
    const translations = await seedOnce(ds, 'content-translations', seedDemoTranslations);
    const said = (done: boolean) => (done ? 'seeded' : 'already seeded');
    process.stdout.write(
      `jobs: ${said(jobs)}; sessions: ${said(sessions)}; translation drafts: ${said(translations)}\n`,
    );
  } finally {
    await ds.destroy();
    await embedded?.stop();
  }
}

runCli(main);
