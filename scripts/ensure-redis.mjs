// Makes sure Redis answers at REDIS_URL (default redis://127.0.0.1:6379); starts the local
// server (Debian's redis-server, nothing kept on disk) when it is down.
import { execSync } from 'node:child_process';
import net from 'node:net';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function ping(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok) => (socket.destroy(), resolve(ok));
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

export async function ensureRedis(url = REDIS_URL) {
  if (await ping(url)) return url;
  const { hostname, port } = new URL(url);
  if (!['127.0.0.1', 'localhost'].includes(hostname))
    throw new Error(`Redis is not reachable at ${url}`);
  execSync(
    `redis-server --daemonize yes --bind 127.0.0.1 -::1 --port ${port || 6379} --save "" --appendonly no --dir /tmp`,
    { stdio: 'inherit' },
  );
  for (let i = 0; i < 20; i++) {
    if (await ping(url)) return url;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `Redis is not reachable at ${url} (start it with redis-server or set TEST_REDIS_URL)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureRedis();
