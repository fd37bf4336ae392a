// Only the edge decides the client address: a forged X-Forwarded-For changes nothing, a trusted
// proxy's client is used.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, test } from 'node:test';
import { randomLoopback, request } from './http.mjs';
import { edgePort, FRONT_PROXY, RATE_LIMIT, webPort } from './topology.mjs';

// ---------------------------------------------------------------- client address

describe('only the edge decides the client address', () => {
  // A bad newsletter post counts against the form's per-address limit: after RATE_LIMIT of
  // them the next is 429. Which bucket a request lands in shows whose address the API used.
  const post = (port, from, xff) =>
    request(port, '/api/subscriptions', {
      method: 'POST',
      from,
      headers: { 'Content-Type': 'application/json', ...(xff ? { 'X-Forwarded-For': xff } : {}) },
      body: '{}',
    });

  for (const [name, port] of [
    ['nginx edge', () => edgePort],
    ['one-URL web server', () => webPort],
  ]) {
    test(`${name}: a forged X-Forwarded-For does not give a fresh allowance`, async () => {
      const client = randomLoopback();
      for (let i = 0; i < RATE_LIMIT; i++)
        assert.equal((await post(port(), client, `198.51.100.${i + 1}`)).status, 400);
      assert.equal(
        (await post(port(), client, '198.51.100.200')).status,
        429,
        'another forged address: same bucket',
      );
      assert.equal((await post(port(), client)).status, 429, 'no header: same bucket');
    });

    test(`${name}: behind the trusted proxy, its client's address is used`, async () => {
      // Addresses of the benchmarking range, random so that no run meets another's bucket.
      const visitor = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
      const other = `198.19.${randomInt(256)}.${randomInt(1, 255)}`;
      for (let i = 0; i < RATE_LIMIT; i++)
        assert.equal((await post(port(), FRONT_PROXY, visitor)).status, 400);
      assert.equal((await post(port(), FRONT_PROXY, visitor)).status, 429);
      // Another visitor behind the same proxy has an allowance of their own.
      assert.equal((await post(port(), FRONT_PROXY, `${visitor}, ${other}`)).status, 400);
    });
  }
});
