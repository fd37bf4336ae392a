// What an operator scrapes and follows: nginx's status page on its internal listener and the
// API's metrics on their own port, neither reachable through the public port; and one request
// id in the lines of the edge, the web server and the API for a page that reads the API.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { describe, test } from 'node:test';
import { request } from './http.mjs';
import { logOf, waitFor } from './processes.mjs';
import { edgePort, metricsPort, REPLICAS, statusPort } from './topology.mjs';

const readLog = (name) => fs.readFileSync(logOf(name), 'utf8');

describe('metrics and request ids', () => {
  test('nginx answers /nginx_status on its internal listener only', async () => {
    const status = await request(statusPort, '/nginx_status');
    assert.equal(status.status, 200);
    assert.match(status.text(), /^Active connections: \d+/);
    assert.match(status.text(), /server accepts handled requests/);
    assert.equal((await request(statusPort, '/')).status, 404);
  });

  test('the API replicas serve their metrics on their own port', async () => {
    const res = await fetch(`http://${REPLICAS[0]}:${metricsPort}/metrics`);
    assert.equal(res.status, 200);
    const text = await res.text();
    assert.match(
      text,
      /^kavach_http_requests_total\{method="GET",route="\/api\/health\/ready",status="200"\} \d+$/m,
    );
    assert.match(text, /^kavach_database_up 1$/m);
  });

  test('the public port refuses the status page and the metrics', async () => {
    for (const path of ['/nginx_status', '/metrics', '/api/metrics']) {
      const res = await request(edgePort, path);
      assert.equal(res.status, 404, path);
      assert.doesNotMatch(res.text(), /Active connections|kavach_|# TYPE/, path);
    }
  });

  test('a page that reads the API: one id in the lines of the edge, the web server and the API', async () => {
    // A query of its own, so neither the web server's page cache nor another test answered it.
    const page = `/our-sessions?rid=${randomBytes(6).toString('hex')}`;
    const res = await request(edgePort, page, {
      headers: { 'X-Request-Id': 'chosen-by-a-visitor' },
    });
    assert.equal(res.status, 200);
    const id = res.headers['x-request-id'];
    assert.match(id, /^[0-9a-f]{32}$/, "the edge's own id, not the visitor's");
    const lines = (name) =>
      readLog(name)
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l));
    await waitFor(
      `request ${id} in every log`,
      () =>
        readLog('nginx')
          .split('\n')
          .some((l) => l.startsWith('"GET /our-sessions" 200 ') && l.includes(` rid=${id} `)) &&
        lines('web').some((l) => l.req?.id === id && l.req.path === '/our-sessions') &&
        lines('api-one-url').some((l) => l.req?.id === id && l.req.path === '/api/sessions'),
      10_000,
      ['nginx', 'web', 'api-one-url'],
    );
  });
});
