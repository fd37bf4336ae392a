// A free TCP port, for the processes the edge test and the benchmarks start. No side effects on
// import (processes.mjs makes the edge run's folder when it is loaded).
import net from 'node:net';

/** A port nothing listens on at `host` now (the system's choice). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, host, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}
