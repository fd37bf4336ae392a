// What `npm start` and `npm run dev` share: waiting for a server and telling durations.

/** "2.3 s". */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitReady(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not become ready`);
}
