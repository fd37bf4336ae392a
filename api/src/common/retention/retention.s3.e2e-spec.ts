import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { retentionCases } from '../../../test/helpers/retention';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

// The same cases as retention.e2e-spec.ts, with uploads in an S3-compatible bucket (s3rver):
// listing (ListObjectsV2, LastModified) and deleting go through the S3 protocol.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

describe('personal-data retention (S3-compatible bucket)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kavach-s3-retention-'));
  let server: { run(): Promise<{ port: number }>; close(): Promise<void> };
  let t: TestApp;

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: join(dir, 's3'),
    });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const s3 = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await s3.send(new CreateBucketCommand({ Bucket: 'kavach-uploads' }));
    s3.destroy();
    t = await createTestApp({
      S3_BUCKET: 'kavach-uploads',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      OUTBOX_POLL_MS: '0',
    });
  });
  afterAll(async () => {
    // Nothing was written to the local upload directory.
    if (t) {
      const local = t.config.uploadDir;
      expect(existsSync(local) ? readdirSync(local) : []).toEqual([]);
    }
    await t?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  retentionCases(() => t);
});
