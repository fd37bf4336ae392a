import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { asStaff, createUser, loginAs } from '../../test/helpers/auth';
import { solveCaptcha } from '../../test/helpers/captcha';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { applications, subscribers } from '../../test/factories';
import { CURRENT_PRIVACY_NOTICE } from '../privacy-notice/privacy-notice';
import { WebhookDeliveryWorker } from './webhook-delivery.worker';

/** One request the receiver got. */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A receiving system on this machine. `answer` decides each answer; `received` keeps every
 * request. `stop()` and `start()` play an outage on the same port.
 */
class Receiver {
  received: Received[] = [];
  answer: (res: http.ServerResponse) => void = (res) => res.writeHead(204).end();
  private server: http.Server | null = null;
  port = 0;

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body });
        this.answer(res);
      });
    });
    await new Promise<void>((r) => this.server!.listen(this.port, '127.0.0.1', r));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (s) await new Promise((r) => s.close(r));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/kavach`;
  }
}

/**
 * The Standard Webhooks check a receiver makes, written from the scheme, not from the API's
 * code: HMAC-SHA256 with the secret's base64 bytes over `id.timestamp.body`, compared with each
 * `v1,` signature of the header.
 */
function verifies(secret: string, r: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${String(r.headers['webhook-id'])}.${String(r.headers['webhook-timestamp'])}.${r.body}`;
  const expected = createHmac('sha256', key).update(signed).digest('base64');
  return String(r.headers['webhook-signature'])
    .split(' ')
    .some((s) => s === `v1,${expected}`);
}

describe('webhooks: signed deliveries of events, retried, never to the inside of the network', () => {
  let t: TestApp;
  let admin: ReturnType<typeof asStaff>;
  let worker: WebhookDeliveryWorker;
  const receiver = new Receiver();

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({
      OUTBOX_POLL_MS: '0',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_TIMEOUT_MS: '3000',
      RATE_LIMIT_FORMS_PER_MINUTE: '1000',
    });
    worker = t.app.get(WebhookDeliveryWorker);
    await createUser(t, 'chief', 'admin');
    admin = asStaff(t, await loginAs(t, 'chief'));
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });
  beforeEach(async () => {
    receiver.received = [];
    receiver.answer = (res) => res.writeHead(204).end();
    await t.db.query(`DELETE FROM webhook_endpoints`);
  });

  const subscribe = async (events: string[], url = receiver.url) => {
    const res = await admin.post('/api/admin/webhooks', { url, events, description: 'CRM' });
    expect(res.status).toBe(201);
    return res.body as { secret: string; webhook: { id: number } };
  };
  const contact = async () => {
    const res = await request(t.http)
      .post('/api/contacts')
      .send({
        captcha: await solveCaptcha(t),
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        message: 'Please call me.',
        privacyNotice: CURRENT_PRIVACY_NOTICE,
      });
    expect([res.status, res.body.message]).toEqual([201, expect.any(String)]);
    const [row] = await t.db.query(`SELECT max(id) AS id FROM contacts`);
    return Number(row.id);
  };
  /** Everything due is made due now (the time a retry waits is the clock's, not the test's). */
  const dueNow = () =>
    t.db.query(`UPDATE webhook_deliveries SET next_attempt_at = now() WHERE status = 'pending'`);
  const deliveries = async (id: number) =>
    (await admin.get(`/api/admin/webhooks/${id}/deliveries?pageSize=100`)).body.data as Array<{
      id: string;
      messageId: string;
      status: string;
      attempts: number;
      responseStatus: number | null;
      responseStart: string | null;
      lastError: string | null;
    }>;

  it('signs each delivery so a receiver can check it, and carries the event, not the person', async () => {
    const { secret, webhook } = await subscribe(['contact.received']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const [stored] = await t.db.query(`SELECT * FROM webhook_endpoints WHERE id = $1`, [
      webhook.id,
    ]);
    expect(JSON.stringify(stored)).not.toContain(secret.slice(6));
    expect(JSON.stringify((await admin.get('/api/admin/webhooks')).body)).not.toContain(secret);

    const id = await contact();
    expect(await worker.processDue()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(verifies(secret, got)).toBe(true);
    expect(verifies(secret, { ...got, body: got.body.replace(String(id), String(id + 1)) })).toBe(
      false,
    );
    expect(got.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(Math.abs(Number(got.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    const body = JSON.parse(got.body);
    expect(body).toEqual({ type: 'contact.received', timestamp: expect.any(String), data: { id } });
    expect(got.body).not.toContain('asha');
    expect(await deliveries(webhook.id)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 1, responseStatus: 204 }),
    ]);
  });

  it('keeps every event while the receiver is down for a minute, and delivers each once it is back, under the same id', async () => {
    const { secret, webhook } = await subscribe(['contact.received']);
    await receiver.stop();
    const ids = [await contact(), await contact(), await contact()];
    expect(await worker.processDue()).toMatchObject({ claimed: 3, retried: 3 });
    const waiting = await deliveries(webhook.id);
    expect(waiting.map((d) => [d.status, d.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(waiting[0].lastError).toMatch(/Could not reach the endpoint/);
    // Nothing is sent again before its time.
    expect(await worker.processDue()).toMatchObject({ claimed: 0 });

    await receiver.start();
    await dueNow();
    expect(await worker.processDue()).toMatchObject({ claimed: 3, delivered: 3 });
    expect(receiver.received.map((r) => JSON.parse(r.body).data.id).sort()).toEqual(ids.sort());
    expect(receiver.received.every((r) => verifies(secret, r))).toBe(true);
    expect(receiver.received.map((r) => r.headers['webhook-id']).sort()).toEqual(
      waiting.map((d) => d.messageId).sort(),
    );
  });

  it('Redeliver sends the same message again: a duplicate only ever with the same id', async () => {
    const { webhook } = await subscribe(['contact.received']);
    await contact();
    await worker.processDue();
    const [first] = await deliveries(webhook.id);
    const res = await admin.post(
      `/api/admin/webhooks/${webhook.id}/deliveries/${first.id}/redeliver`,
    );
    expect(res.status).toBe(200);
    await worker.processDue();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1].headers['webhook-id']).toBe(
      receiver.received[0].headers['webhook-id'],
    );
    expect(receiver.received[1].body).toBe(receiver.received[0].body);
    const audit = await t.db.query(
      `SELECT username FROM audit_log WHERE action = 'webhook.redeliver'`,
    );
    expect(audit).toEqual([{ username: 'chief' }]);
  });

  it('does not follow a redirect, reads at most 64 KB of an answer, and shows its start', async () => {
    const { webhook } = await subscribe(['contact.received']);
    receiver.answer = (res) =>
      res.writeHead(307, { location: `http://127.0.0.1:${receiver.port}/elsewhere` }).end();
    await contact();
    expect(await worker.processDue()).toMatchObject({ retried: 1 });
    expect(receiver.received.map((r) => r.headers.host)).toHaveLength(1);
    expect((await deliveries(webhook.id))[0]).toMatchObject({
      status: 'pending',
      responseStatus: 307,
      lastError: expect.stringMatching(/redirect: webhooks never follow one/),
    });

    receiver.answer = (res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok\0 '.repeat(400_000));
    };
    await dueNow();
    expect(await worker.processDue()).toMatchObject({ delivered: 1 });
    const [done] = await deliveries(webhook.id);
    expect(done.responseStart).toBe('ok '.repeat(167).slice(0, 500));
  });

  it('signs with both secrets for a day after a rotation, so the receiver can switch', async () => {
    const { secret: old, webhook } = await subscribe(['contact.received']);
    const rotated = await admin.post(`/api/admin/webhooks/${webhook.id}/rotate-secret`, {});
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.secret as string;
    expect(fresh).not.toBe(old);
    await contact();
    await worker.processDue();
    const [got] = receiver.received;
    expect(String(got.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect([verifies(fresh, got), verifies(old, got)]).toEqual([true, true]);

    await t.db.query(
      `UPDATE webhook_endpoints SET previous_secret_until = now() - interval '1 second'`,
    );
    await contact();
    await worker.processDue();
    expect([verifies(fresh, receiver.received[1]), verifies(old, receiver.received[1])]).toEqual([
      true,
      false,
    ]);
  });

  it('reports staff changes in their transaction: a status change one by one and in bulk, a subscriber deleted', async () => {
    await subscribe(['application.status_changed', 'subscriber.removed']);
    const [a, b] = await applications.insertMany(t.db, [{}, {}]);
    const subscriber = await subscribers.insert(t.db);
    expect(
      (await admin.patch(`/api/admin/applications/${a.id}/status`, { status: 'shortlisted' }))
        .status,
    ).toBe(200);
    const bulk = await admin.post('/api/admin/applications/bulk', {
      action: 'status',
      status: 'rejected',
      ids: [a.id, b.id],
      expected: 2,
    });
    expect(bulk.status).toBe(200);
    expect((await admin.delete(`/api/admin/subscribers/${subscriber.id}`)).status).toBe(200);
    await worker.processDue();
    expect(receiver.received.map((r) => JSON.parse(r.body)).map((e) => [e.type, e.data])).toEqual(
      expect.arrayContaining([
        ['application.status_changed', { id: a.id, from: 'new', to: 'shortlisted' }],
        ['application.status_changed', { id: a.id, from: 'shortlisted', to: 'rejected' }],
        ['application.status_changed', { id: b.id, from: 'new', to: 'rejected' }],
        ['subscriber.removed', { id: subscriber.id, reason: 'deleted' }],
      ]),
    );
    expect(receiver.received).toHaveLength(4);
  });

  it('sends nothing of an event nobody subscribed to, and nothing to a switched-off endpoint until it is on again', async () => {
    const { webhook } = await subscribe(['application.received']);
    await contact();
    expect(await worker.processDue()).toMatchObject({ claimed: 0 });
    const both = await subscribe(['contact.received']);
    expect(
      (await admin.patch(`/api/admin/webhooks/${both.webhook.id}`, { enabled: false })).status,
    ).toBe(200);
    await contact();
    expect(await worker.processDue()).toMatchObject({ claimed: 0 });
    expect(await deliveries(webhook.id)).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it('switches off an endpoint that failed for the whole retry window, gives up its old deliveries, and mails the System Admins', async () => {
    await t.db.query(`UPDATE users SET email = 'chief@kavach.example' WHERE username = 'chief'`);
    const { webhook } = await subscribe(['contact.received']);
    receiver.answer = (res) => res.writeHead(500).end('down for maintenance');
    await contact();
    await worker.processDue();
    await t.db.query(
      `UPDATE webhook_endpoints SET failing_since = now() - interval '73 hours';
       UPDATE webhook_deliveries SET created_at = now() - interval '73 hours', next_attempt_at = now()`,
    );
    expect(await worker.processDue()).toMatchObject({ failed: 1 });
    const [listed] = (await admin.get('/api/admin/webhooks')).body.data;
    expect(listed).toMatchObject({
      id: webhook.id,
      enabled: false,
      disabledReason: expect.stringMatching(/every delivery failed for 72 hours/),
    });
    expect((await deliveries(webhook.id))[0]).toMatchObject({
      status: 'failed',
      responseStatus: 500,
      responseStart: 'down for maintenance',
    });
    const mails = await t.db.query(
      `SELECT to_address, subject FROM outbox_mails WHERE kind = 'staff.webhook-disabled'`,
    );
    expect(mails).toEqual([
      { to_address: 'chief@kavach.example', subject: 'A Kavach Genomics webhook was switched off' },
    ]);
    // Switched on again, it starts afresh.
    const on = await admin.patch(`/api/admin/webhooks/${webhook.id}`, { enabled: true });
    expect(on.body.webhook).toMatchObject({
      enabled: true,
      disabledReason: null,
      failingSince: null,
    });
  });
});

describe('webhooks: no request to the inside of the network', () => {
  let t: TestApp;
  let admin: ReturnType<typeof asStaff>;
  const receiver = new Receiver();

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({ OUTBOX_POLL_MS: '0', WEBHOOK_TIMEOUT_MS: '3000' });
    await createUser(t, 'chief', 'admin');
    admin = asStaff(t, await loginAs(t, 'chief'));
  });
  afterAll(async () => {
    await t.close();
    await receiver.stop();
  });

  it.each([
    ['http://93.184.215.14/hook', /must start with https/],
    ['https://127.0.0.1/hook', /private or reserved address/],
    ['https://localhost/hook', /private or reserved address/],
    ['https://10.1.2.3/hook', /private or reserved address/],
    ['https://192.168.0.10/hook', /private or reserved address/],
    ['https://169.254.169.254/latest/meta-data/', /private or reserved address/],
    ['https://[::1]/hook', /private or reserved address/],
    ['https://[::ffff:127.0.0.1]/hook', /private or reserved address/],
    ['https://[fd00:ec2::254]/hook', /private or reserved address/],
    ['https://100.64.0.1/hook', /private or reserved address/],
    ['https://user:pass@93.184.215.14/hook', /user name and password/],
    ['not a url', /full address/],
  ])('refuses %s at save', async (url, message) => {
    const res = await admin.post('/api/admin/webhooks', { url, events: ['contact.received'] });
    expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(message)]);
    expect(res.body.details).toEqual({ url: expect.stringMatching(message) });
  });

  it('refuses at delivery a name that resolves to 127.0.0.1 then (DNS rebinding), and sends nothing', async () => {
    // As if the name had resolved to a public address when it was saved.
    const [endpoint] = await t.db.query(
      `INSERT INTO webhook_endpoints (url, events, secret_sealed, created_by)
       VALUES ($1, '{contact.received}', 'never-opened', 'chief') RETURNING id`,
      [`https://localhost:${receiver.port}/hooks/kavach`],
    );
    await t.db.query(
      `INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, body)
       VALUES ($1, 'msg_rebinding', 'contact.received', '{}')`,
      [endpoint.id],
    );
    // Its secret cannot be opened either; the address is judged first, so give it a real one.
    const rotated = await admin.post(`/api/admin/webhooks/${endpoint.id}/rotate-secret`, {});
    expect(rotated.status).toBe(200);
    expect(await t.app.get(WebhookDeliveryWorker).processDue()).toMatchObject({ retried: 1 });
    const [d] = (await admin.get(`/api/admin/webhooks/${endpoint.id}/deliveries`)).body.data;
    expect(d).toMatchObject({
      status: 'pending',
      responseStatus: null,
      lastError: expect.stringMatching(/localhost leads to a private or reserved address/),
    });
    expect(receiver.received).toEqual([]);
  });

  it('is refused to anyone but a System Admin, and its changes need the step-up', async () => {
    await createUser(t, 'kavach', 'kavach_admin');
    const other = asStaff(t, await loginAs(t, 'kavach'));
    expect((await other.get('/api/admin/webhooks')).status).toBe(403);
    await t.db.query(`UPDATE staff_sessions SET authenticated_at = now() - interval '10 minutes'`);
    const late = await admin.post('/api/admin/webhooks', {
      url: 'https://93.184.215.14/hook',
      events: ['contact.received'],
    });
    expect(late.status).toBe(403);
  });
});
