import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAIN, startApi } from '../../../test/helpers/processes';
import { freePort } from '../../../test/helpers/smtp-capture';
import { createTestDatabase, TEST_JWT_SECRET } from '../../../test/helpers/test-app';

// The built API (node api/dist/main.js) with tracing on, sending to a small OTLP/HTTP receiver
// (JSON protocol) in this test; and with the variables unset, where no part of OpenTelemetry's
// SDK or instrumentations may even be loaded.

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
}
interface ReceivedSpan extends OtlpSpan {
  service?: string;
}
interface OtlpRequest {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

const SERVER_KIND = 2;

const attribute = (span: OtlpSpan, key: string) => {
  const v = span.attributes.find((a) => a.key === key)?.value;
  return v?.stringValue ?? (v?.intValue === undefined ? undefined : String(v.intValue));
};

async function waitFor<T>(what: string, find: () => T | undefined, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('tracing (OpenTelemetry, built API)', () => {
  let receiver: Server;
  let endpoint: string;
  const spans: ReceivedSpan[] = [];
  let db: { url: string; drop(): Promise<void> };
  const dir = mkdtempSync(join(tmpdir(), 'kavach-tracing-'));
  // Written by the API's main thread as it exits: the modules of OpenTelemetry it had loaded,
  // but its API package (no-op until an SDK registers, and read by prom-client for exemplars).
  const loaded = join(dir, 'loaded.json');
  const preload = join(dir, 'list-loaded.js');
  const openTelemetryLoaded = (): string[] =>
    (JSON.parse(readFileSync(loaded, 'utf8')) as string[]).filter(
      (f) => !f.includes('/node_modules/@opentelemetry/api/'),
    );
  const env = () => ({
    DATABASE_URL: db.url,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO: 'false',
    DATA_DIR: join(dir, 'data'),
    METRICS_PORT: '0',
    NODE_OPTIONS: `--require ${preload}`,
  });

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error('Build the API first (npm run build -w @kavach/api)');
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.url === '/v1/traces' && /json/.test(req.headers['content-type'] ?? '')) {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpRequest;
          for (const rs of body.resourceSpans) {
            const service = rs.resource.attributes.find((a) => a.key === 'service.name')?.value
              .stringValue;
            for (const ss of rs.scopeSpans) for (const s of ss.spans) spans.push({ ...s, service });
          }
        }
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{}');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    db = await createTestDatabase({ migrated: true });
    writeFileSync(
      preload,
      `if (require('node:worker_threads').isMainThread)
        process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(loaded)},
          JSON.stringify(Object.keys(require.cache).filter((f) => f.includes('@opentelemetry')))));`,
    );
  });

  afterAll(async () => {
    await new Promise((r) => receiver?.close(r));
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a server span with the route template and the request id, in the trace of the traceparent it was sent', async () => {
    const api = await startApi(await freePort(), {
      ...env(),
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // Spans leave within 0.2 s instead of 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '200',
    });
    try {
      const traceId = randomBytes(16).toString('hex');
      const parentId = randomBytes(8).toString('hex');
      const res = await fetch(`${api.url}/api/content/news/no-such-item?token=tracing-secret-9f`, {
        headers: { traceparent: `00-${traceId}-${parentId}-01`, 'X-Request-Id': 'tracing-check-1' },
      });
      expect(res.status).toBe(404);
      const server = await waitFor('the server span', () =>
        spans.find((s) => s.traceId === traceId && s.kind === SERVER_KIND),
      );
      expect(server.parentSpanId).toBe(parentId);
      expect(server.service).toBe('kavach-api');
      expect(server.name).toBe('GET /api/content/:kind/:item');
      expect(attribute(server, 'http.route')).toBe('/api/content/:kind/:item');
      expect(attribute(server, 'http.response.status_code')).toBe('404');
      expect(attribute(server, 'kavach.request_id')).toBe('tracing-check-1');
      // The statements of the request are in the same trace.
      await waitFor('a database span', () =>
        spans.find((s) => s.traceId === traceId && attribute(s, 'db.system.name') === 'postgresql'),
      );
      // No query string and no visitor's address in any span.
      const values = JSON.stringify(spans);
      expect(values).not.toContain('tracing-secret-9f');
      expect(spans.some((s) => s.attributes.some((a) => a.key === 'client.address'))).toBe(false);
    } finally {
      expect(await api.stop()).toBe(0);
    }
    // What the test below counts on to see nothing loaded.
    expect(openTelemetryLoaded()).toContainEqual(
      expect.stringContaining('@opentelemetry/sdk-node'),
    );
  }, 90_000);

  it('loads no part of OpenTelemetry’s SDK when the variables are unset', async () => {
    const before = spans.length;
    const api = await startApi(await freePort(), env());
    const traceId = randomBytes(16).toString('hex');
    const res = await fetch(`${api.url}/api/content/news/no-such-item`, {
      headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
    });
    expect(res.status).toBe(404);
    expect(await api.stop()).toBe(0);
    expect(openTelemetryLoaded()).toEqual([]);
    expect(spans.length).toBe(before);
  }, 90_000);
});
