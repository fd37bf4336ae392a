import { Client } from 'pg';
import request from 'supertest';
import { solveCaptcha } from '../../../test/helpers/captcha';
import { freePort } from '../../../test/helpers/smtp-capture';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { OutboxWorker } from '../../notifications/outbox.worker';
import { CURRENT_PRIVACY_NOTICE } from '../../privacy-notice/privacy-notice';
import { MAIL_OUTBOX, type MailOutbox } from '../outbox/outbox-port';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a scrape in the text format (comment lines left out). */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const m = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(l);
      if (!m) throw new Error(`not a sample line: ${l}`);
      const labels = Object.fromEntries(
        [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]),
      );
      return { name: m[1], labels, value: Number(m[3]) };
    });
}

/** The value of the one sample of `name` whose labels include `labels`; undefined if none. */
function valueOf(all: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = all.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)}: several samples`);
  return found[0]?.value;
}

describe('metrics (GET /metrics on METRICS_PORT)', () => {
  let t: TestApp;
  let url: string;
  const scrape = async () => {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  beforeAll(async () => {
    const port = await freePort();
    // The outbox worker stays off (OUTBOX_POLL_MS=0 in the test app): the mails stay queued.
    t = await createTestApp({
      METRICS_PORT: String(port),
      RATE_LIMIT_FORMS_PER_MINUTE: '1000',
      LOGIN_MAX_FAILURES: '2',
      OUTBOX_POLL_MS: '0',
    });
    url = `http://127.0.0.1:${port}/metrics`;
  });
  afterAll(() => t?.close());

  it('counts requests by route template and status, the mails they queued and the failed sign-ins, and holds no personal data', async () => {
    const people = [
      { name: 'Ilsabet Quorwyn', email: 'ilsabet.quorwyn@example.com' },
      { name: 'Zarek Fenmoor', email: 'zarek.fenmoor@example.com' },
      { name: 'Oriel Vantasse', email: 'oriel.vantasse@example.com' },
    ];
    for (const p of people) {
      const res = await request(t.http)
        .post('/api/contacts')
        .send({
          ...p,
          phone: '9876543210',
          message: 'Please call me about the test.',
          privacyNotice: CURRENT_PRIVACY_NOTICE,
          captcha: await solveCaptcha(t),
        });
      expect(res.status).toBe(201);
    }
    for (const email of ['not-an-address', 'someone@@example.com']) {
      const res = await request(t.http)
        .post('/api/contacts')
        .send({ name: 'Quill Amberly', email });
      expect(res.status).toBe(400);
    }
    // A route's own 404 (no such item), and paths no route matches (one holding an address).
    expect((await request(t.http).get('/api/content/news/no-such-item')).status).toBe(404);
    for (const path of ['/api/people/ilsabet.quorwyn@example.com', '/api/nothing-here'])
      expect((await request(t.http).get(path)).status).toBe(404);
    // Two wrong passwords (LOGIN_MAX_FAILURES=2), then a third attempt the limit refuses.
    for (const expected of [401, 401, 429]) {
      const res = await request(t.http)
        .post('/api/auth/login')
        .send({ username: 'nobody', password: 'wrong-password-1', captcha: await solveCaptcha(t) });
      expect(res.status).toBe(expected);
    }

    const text = await scrape();
    const all = samples(text);
    const requests = (method: string, route: string, status: number) =>
      valueOf(all, 'kavach_http_requests_total', { method, route, status: String(status) });
    expect(requests('POST', '/api/contacts', 201)).toBe(3);
    expect(requests('POST', '/api/contacts', 400)).toBe(2);
    expect(requests('GET', '/api/content/:kind/:item', 404)).toBe(1);
    expect(requests('GET', 'unmatched', 404)).toBe(2);
    expect(requests('POST', '/api/auth/login', 401)).toBe(2);
    expect(requests('POST', '/api/auth/login', 429)).toBe(1);
    expect(
      valueOf(all, 'kavach_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/contacts',
      }),
    ).toBe(5);
    expect(
      valueOf(all, 'kavach_http_request_duration_seconds_bucket', {
        method: 'POST',
        route: '/api/contacts',
        le: '+Inf',
      }),
    ).toBe(5);

    // Each contact queued the staff's mail and the sender's acknowledgement.
    expect(valueOf(all, 'kavach_outbox_depth', { kind: 'contact.staff' })).toBe(3);
    expect(valueOf(all, 'kavach_outbox_depth', { kind: 'contact.ack' })).toBe(3);
    expect(
      valueOf(all, 'kavach_outbox_oldest_age_seconds', { kind: 'contact.ack' }),
    ).toBeGreaterThan(0);
    // A kind with nothing waiting is there, at 0.
    expect(valueOf(all, 'kavach_outbox_depth', { kind: 'newsletter.issue' })).toBe(0);
    expect(valueOf(all, 'kavach_outbox_oldest_age_seconds', { kind: 'newsletter.issue' })).toBe(0);
    expect(valueOf(all, 'kavach_newsletter_pending_recipients')).toBe(0);

    expect(valueOf(all, 'kavach_login_failures_total')).toBe(2);
    expect(valueOf(all, 'kavach_login_lockouts_total')).toBe(1);
    expect(valueOf(all, 'kavach_database_up')).toBe(1);
    for (const state of ['idle', 'used', 'waiting'])
      expect(valueOf(all, 'kavach_database_pool_connections', { state })).toBeGreaterThanOrEqual(0);
    expect(valueOf(all, 'kavach_database_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
    // prom-client's defaults, unprefixed.
    expect(valueOf(all, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(all, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    // No name, address or raw path in any label (or anywhere in the scrape).
    for (const p of [...people, { name: 'Quill Amberly', email: 'someone@@example.com' }])
      for (const word of [...p.name.split(' '), p.email, p.email.split('@')[0]])
        expect(text.toLowerCase()).not.toContain(word.toLowerCase());
    expect(text).not.toContain('/api/people');
    expect(text).not.toContain('no-such-item');
  });

  it('counts the newsletter mails the outbox sends', async () => {
    await t.db.transaction((m) =>
      t.app.get<MailOutbox>(MAIL_OUTBOX).enqueue(m, [
        {
          kind: 'newsletter.issue',
          to: { address: 'reader@example.com' },
          subject: 'The December issue',
          text: 'News',
          html: '<p>News</p>',
        },
      ]),
    );
    // Mails are written as .eml files (no SMTP_URL): every queued one is sent.
    await t.app.get(OutboxWorker).processDue();
    const all = samples(await scrape());
    expect(valueOf(all, 'kavach_newsletter_sends_total', { result: 'sent' })).toBe(1);
    expect(valueOf(all, 'kavach_outbox_depth', { kind: 'newsletter.issue' })).toBe(0);
    expect(valueOf(all, 'kavach_outbox_depth', { kind: 'contact.ack' })).toBe(0);
  });

  it('answers only GET /metrics', async () => {
    expect((await fetch(url.replace('/metrics', '/api/health'))).status).toBe(404);
    expect((await fetch(url, { method: 'POST' })).status).toBe(405);
  });

  it('still answers when the database cannot be reached, with kavach_database_up 0', async () => {
    const name = new URL(t.databaseUrl).pathname.slice(1);
    const admin = new Client({ connectionString: t.databaseUrl.replace(`/${name}`, '/postgres') });
    await admin.connect();
    try {
      // The metrics' own connection closed, and no new one allowed.
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = $1 AND application_name = 'kavach-api-metrics'`,
        [name],
      );
      const all = samples(await scrape());
      expect(valueOf(all, 'kavach_database_up')).toBe(0);
      expect(valueOf(all, 'kavach_outbox_depth', { kind: 'contact.ack' })).toBeUndefined();
      expect(valueOf(all, 'kavach_newsletter_pending_recipients')).toBeNaN();
      expect(
        valueOf(all, 'kavach_http_requests_total', { route: '/api/contacts', status: '201' }),
      ).toBe(3);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    expect(valueOf(samples(await scrape()), 'kavach_database_up')).toBe(1);
  });

  it('does not wait past its deadline for figures the database holds back', async () => {
    const lock = new Client({ connectionString: t.databaseUrl });
    await lock.connect();
    try {
      await lock.query('BEGIN');
      await lock.query('LOCK TABLE outbox_mails IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const all = samples(await scrape());
      expect(Date.now() - started).toBeLessThan(4000);
      // The database answered SELECT 1; the outbox's figures could not be read in time.
      expect(valueOf(all, 'kavach_database_up')).toBe(1);
      expect(valueOf(all, 'kavach_outbox_depth', { kind: 'contact.ack' })).toBeUndefined();
    } finally {
      await lock.query('ROLLBACK');
      await lock.end();
    }
  });
});
