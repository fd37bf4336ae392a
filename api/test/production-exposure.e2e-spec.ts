import { chmodSync, statSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { StorageService } from '../src/platform/storage/storage.service';
import { KEYS_A } from './helpers/keys';
import { createTestApp, restartTestApp, testConfig, type TestApp } from './helpers/test-app';

/** Production as it is configured: the keyrings, no single JWT_SECRET. */
const PRODUCTION = { NODE_ENV: 'production', ...KEYS_A, JWT_SECRET: '' };

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('production shows no more than it must', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(PRODUCTION);
  });
  afterAll(() => t?.close());

  it('serves no API reference: /api/docs and /api/openapi.json are 404, and no error points there', async () => {
    for (const path of ['/api/docs', '/api/docs/', '/api/openapi.json']) {
      const res = await request(t.http).get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.body.message).toBe('No such endpoint.');
    }
  });

  it('makes its data and upload folders 0700 at start', () => {
    expect(t.config.uploadDir).toBe(join(t.dataDir, 'uploads'));
    expect(modeOf(t.dataDir)).toBe(0o700);
    expect(modeOf(t.config.uploadDir)).toBe(0o700);
  });

  it('tightens folders an earlier release left open (0755) at the next start', async () => {
    chmodSync(t.dataDir, 0o755);
    chmodSync(t.config.uploadDir, 0o755);
    t = await restartTestApp(t, PRODUCTION);
    expect(modeOf(t.dataDir)).toBe(0o700);
    expect(modeOf(t.config.uploadDir)).toBe(0o700);
  });

  it('an uploaded file’s folder is 0700 too', async () => {
    // What StorageService makes for an area (e.g. session-images) on its first upload.
    const area = join(t.config.uploadDir, 'session-images');
    await t.app.get(StorageService).put('session-images/probe.png', Buffer.from('x'));
    expect(modeOf(area)).toBe(0o700);
    expect(modeOf(join(area, 'probe.png'))).toBe(0o600);
  });

  it('with API_DOCS=true, serves the reference as before', async () => {
    t = await restartTestApp(t, { ...PRODUCTION, API_DOCS: 'true' });
    await request(t.http).get('/api/docs/').expect(200);
    const doc = await request(t.http).get('/api/openapi.json').expect(200);
    expect(doc.body.info.title).toBe('Kavach Genomics API');
    const unknown = await request(t.http).get('/api/no-such-thing').expect(404);
    expect(unknown.body.message).toBe('No such endpoint. See /api/docs for the API reference.');
  });
});

describe('API_DOCS', () => {
  const config = (env: Record<string, string>) =>
    testConfig('postgres://nobody@127.0.0.1:1/none', '/tmp/unused', env);

  it('serves the reference outside production unless false; in production only when true', () => {
    expect(config({}).apiDocs).toBe(true);
    expect(config({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(config(PRODUCTION).apiDocs).toBe(false);
    expect(config({ ...PRODUCTION, API_DOCS: 'true' }).apiDocs).toBe(true);
  });
});
