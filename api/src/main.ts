// First: tracing (when configured) must be running before the modules it instruments load.
import './platform/tracing/start';
import 'reflect-metadata';
import type { Server, ServerResponse } from 'node:http';
import { buildConfig } from './platform/config/app-config';
import { parseEnv } from './platform/config/env';
import {
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from './platform/database/embedded-postgres';
import { stopTracing } from './platform/tracing/tracing';

async function main(): Promise<void> {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    process.exit(78); // EX_CONFIG
  }
  let embedded: EmbeddedDatabase | undefined;
  if (!env.DATABASE_URL) {
    // PostgreSQL's own failures, and what was done about the database (a restart after a crash).
    embedded = await startEmbeddedPostgres(env.DATA_DIR, env.EMBEDDED_PG_PORT, (m) => {
      if (/^embedded database:/.test(m)) process.stderr.write(`${m}\n`);
      else if (/FATAL|ERROR|PANIC/.test(m)) process.stderr.write(`[postgres] ${m}\n`);
    });
  }
  let config;
  try {
    config = buildConfig(env, embedded?.url);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    await embedded?.stop();
    process.exit(78);
  }
  // The application's modules (Nest, TypeORM, every feature: about 2 s of loading) load only
  // once the configuration is valid, so a refused one is told at once. require, not import():
  // Node's ESM loader would load a second copy of Nest beside the one these modules use.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { createNestApp } = require('./app.factory') as typeof import('./app.factory');
  const { AppLogger } =
    require('./platform/http/access-log') as typeof import('./platform/http/access-log');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const app = await createNestApp(config);
  // Idle keep-alive connections stay open longer than the proxies in front keep theirs (the
  // edge 30 s, Node's agent 5 s, cloud load balancers 60 s): the proxy always closes first,
  // so a request never arrives on a connection this server is closing.
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await app.listen(config.port, config.host);
  const docs = config.apiDocs ? ' (docs at /api/docs)' : '';
  app
    .get(AppLogger)
    .log(`API listening on http://${config.host}:${config.port}/api${docs}`, 'Main');

  let stopping = false;
  // While draining, every response closes its connection, so keep-alive clients (nginx, load
  // balancers) reconnect to another replica instead of holding this one open indefinitely.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (stopping) res.setHeader('Connection', 'close');
  });
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.get(AppLogger).log(`${signal}: finishing in-flight requests…`, 'Main');
    // app.close(): stop accepting, wait for in-flight requests, close the pool.
    await app.close();
    await embedded?.stop();
    await stopTracing();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((e: unknown) => {
  process.stderr.write(`API failed to start: ${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
