// API replicas come and go behind one name: added, stopped, failing after taking a request, all gone.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import { before, describe, test } from 'node:test';
import { CURRENT_PRIVACY_NOTICE, postJson, solvedCaptcha } from './forms.mjs';
import { assertHeaderSet, request, randomLoopback } from './http.mjs';
import { logOf, stopProcess, tail, waitFor } from './processes.mjs';
import {
  apiPort,
  BROKEN_REPLICA,
  dnsmasq,
  DOOMED_REPLICA,
  edgePort,
  oneUrlApi,
  REPLICAS,
  replicas,
  startReplica,
  web,
  webPort,
  withDb,
  writeHosts,
} from './topology.mjs';

// ---------------------------------------------------------------- replicas come and go

describe('API replicas behind one name', () => {
  const upstreamsSince = (offset) =>
    [
      ...fs
        .readFileSync(logOf('nginx'), 'utf8')
        .slice(offset)
        .matchAll(/"GET \/api\/health" 200 .* up=([\d.:]+)/g),
    ].map((m) => m[1].replace(/:\d+$/, ''));

  /**
   * Waits until every nginx worker's cached answer for the API's name has expired. The
   * resolver keeps an answer `valid=5s`, counted in whole seconds of nginx's clock: an answer
   * taken just before the hosts file changed is used for up to 6 s after it. Each worker keeps
   * its own answer and a request does not say which worker took it, so this is a time, counted
   * from `changed` (when the hosts file was written).
   */
  const answersExpired = (changed) =>
    new Promise((r) => setTimeout(r, changed + 7_000 - Date.now()));

  /**
   * Gives the API's name these addresses, as Docker's DNS follows `--scale`: dnsmasq reads its
   * hosts file again. Returns when, for answersExpired.
   */
  const nameApi = (addresses) => {
    const changed = Date.now();
    writeHosts(addresses);
    dnsmasq.kill('SIGHUP');
    return changed;
  };

  // Started now, so that its start overlaps the tests before the one that kills it.
  let doomed;
  before(() => {
    doomed = startReplica(DOOMED_REPLICA, 'api-doomed');
  });

  test(
    'a replica added to the name is used without restarting the edge',
    { timeout: 60_000 },
    async () => {
      await answersExpired(nameApi(REPLICAS));
      const offset = fs.statSync(logOf('nginx')).size;
      for (let i = 0; i < 20; i++)
        assert.equal((await request(edgePort, '/api/health')).status, 200);
      await new Promise((r) => setTimeout(r, 200)); // the access log line follows the response
      assert.deepEqual(new Set(upstreamsSince(offset)), new Set(REPLICAS), 'both replicas answer');
    },
  );

  const explain = (res) => `${res.status} ${res.text()}\n--- nginx\n${tail('nginx', 12)}`;
  const badContact = () =>
    request(edgePort, '/api/contacts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      from: randomLoopback(),
    });

  test('a replica that stops: requests go to the other', { timeout: 60_000 }, async () => {
    await stopProcess(replicas[0]);
    for (let i = 0; i < 6; i++) {
      const get = await request(edgePort, '/api/health');
      assert.equal(get.status, 200, `GET on the remaining replica: ${explain(get)}`);
      // A POST that could not be sent to the stopped replica goes to the other one.
      const post = await badContact();
      assert.equal(post.status, 400, `POST on the remaining replica: ${explain(post)}`);
    }
  });

  test(
    'a replica that fails after taking a request: a GET is retried, a POST is never sent twice',
    { timeout: 60_000 },
    async () => {
      // A "replica" that reads each request and drops the connection without answering.
      const taken = [];
      const broken = net.createServer((socket) => {
        let head = '';
        socket.on('data', (chunk) => {
          head += chunk;
          if (head.includes('\r\n\r\n')) {
            taken.push(head.split(' ')[0]);
            socket.destroy();
          }
        });
      });
      await new Promise((r) => broken.listen(apiPort, BROKEN_REPLICA, r));
      try {
        await answersExpired(nameApi([REPLICAS[1], BROKEN_REPLICA]));
        // nginx puts the two addresses in a random order for each request: 20 tries make a
        // run where no POST meets the failing replica a one-in-a-million event.
        const posts = [];
        for (let i = 0; i < 20; i++) {
          assert.equal((await request(edgePort, '/api/health')).status, 200, 'GET retried');
          posts.push((await badContact()).status);
        }
        const postsTaken = taken.filter((m) => m === 'POST').length;
        assert.ok(postsTaken > 0, 'some POSTs reached the failing replica');
        // Each of those was answered 503 ("try again"), never resent to the healthy replica.
        assert.equal(posts.filter((st) => st === 503).length, postsTaken);
        assert.equal(posts.filter((st) => st === 400).length, posts.length - postsTaken);
      } finally {
        await new Promise((r) => broken.close(r));
      }
    },
  );

  const EDGE_RETRY = 'The service is temporarily unavailable. Please try again in a moment.';

  test(
    'a replica killed (SIGKILL) amid a stream of contact forms: every answer is 201 or a JSON 503, none stored twice, every acknowledged one stored',
    { timeout: 90_000 },
    async () => {
      // Named before it is ready: until then a connection to it is refused, and nginx sends
      // the request to the other replica.
      const changed = nameApi([REPLICAS[1], DOOMED_REPLICA]);
      await waitFor(
        'the replica to be killed',
        async () => (await fetch(`http://${DOOMED_REPLICA}:${apiPort}/api/health/ready`)).ok,
        90_000,
        ['api-doomed'],
      );
      await answersExpired(changed);

      const run = `killed-${Date.now()}`;
      const answers = [];
      let sending = true;
      let n = 0;
      const client = async () => {
        while (sending) {
          const from = randomLoopback();
          const message = `${run} ${n++}`;
          const res = await postJson(
            edgePort,
            '/api/contacts',
            {
              name: 'Asha Rao',
              email: 'asha@example.com',
              phone: '9876543210',
              message,
              privacyNotice: CURRENT_PRIVACY_NOTICE,
              captcha: await solvedCaptcha(edgePort, from),
            },
            { from },
          );
          answers.push({
            message,
            status: res.status,
            body: res.text(),
            retry: res.headers['retry-after'],
          });
        }
      };
      const clients = Array.from({ length: 4 }, client);
      await new Promise((r) => setTimeout(r, 1500));
      doomed.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 1500));
      sending = false;
      await Promise.all(clients);
      await stopProcess(doomed);

      const refused = answers.filter((a) => a.status !== 201);
      for (const a of refused) {
        assert.equal(a.status, 503, `${a.status} ${a.body}`);
        assert.equal(JSON.parse(a.body).message, EDGE_RETRY);
        assert.equal(a.retry, '5');
      }
      const stored = await withDb(
        async (db) =>
          (
            await db.query(
              `SELECT message, count(*)::int AS n FROM contacts WHERE message LIKE $1 GROUP BY message`,
              [`${run} %`],
            )
          ).rows,
      );
      const times = new Map(stored.map((r) => [r.message, r.n]));
      assert.deepEqual(
        stored.filter((r) => r.n > 1),
        [],
        'no contact stored twice',
      );
      const acknowledged = answers.filter((a) => a.status === 201);
      assert.ok(acknowledged.length > 0);
      assert.deepEqual(
        acknowledged.filter((a) => times.get(a.message) !== 1).map((a) => a.message),
        [],
        'every acknowledged contact stored',
      );
      console.log(
        `replica killed: ${answers.length} contacts sent, ${acknowledged.length} stored, ${refused.length} answered 503`,
      );
    },
  );

  test('no replica left: JSON 503 that the forms show as "try again"', async () => {
    await stopProcess(replicas[1]);
    const res = await request(edgePort, '/api/contacts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    assert.equal(res.status, 503);
    assert.deepEqual(res.json(), {
      statusCode: 503,
      error: 'Service Unavailable',
      message: EDGE_RETRY,
    });
    assertHeaderSet(res, 'api', { label: '503' });
    assert.equal(res.headers['retry-after'], '5');
    // The one-URL server says the same when its API is down.
    await stopProcess(oneUrlApi);
    const oneUrl = await request(webPort, '/api/contacts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    assert.equal(oneUrl.status, 503);
    assert.equal(oneUrl.headers['retry-after'], '5');
    assert.equal(oneUrl.json().message, EDGE_RETRY);
  });

  test('the SSR web server gone: a rendered page is the edge\'s own "back in a moment" page, prerendered pages still load', async () => {
    await stopProcess(web);
    const page = await request(edgePort, '/blog/a-post-the-server-would-render');
    assert.equal(page.status, 503);
    assert.match(page.headers['content-type'], /^text\/html/);
    assert.equal(page.headers['retry-after'], '5');
    assert.equal(page.headers['cache-control'], 'no-store');
    assert.match(page.text(), /<h1>We will be back in a moment<\/h1>/);
    assert.doesNotMatch(page.text(), /nginx/i);
    assertHeaderSet(page, 'page', { label: 'back in a moment' });
    const prerendered = await request(edgePort, '/about-us');
    assert.equal(prerendered.status, 200);
    assert.match(prerendered.text(), /<h1/);
  });
});
