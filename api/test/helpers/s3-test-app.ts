/**
 * Test support: the API with its uploads in an S3-compatible bucket (s3rver, in process), for
 * specs that run the same cases as their local-storage twin. Call inside a describe block.
 */
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './test-app';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

/** Starts s3rver and the app before all tests; checks nothing went to local disk after them. */
export function useS3TestApp(name: string): () => TestApp {
  const dir = mkdtempSync(join(tmpdir(), `kavach-s3-${name}-`));
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

  return () => t;
}

/** The keys of every object in the bucket of an app made by useS3TestApp. */
export async function bucketKeys(t: TestApp): Promise<string[]> {
  const c = t.config.s3!;
  const s3 = new S3Client({
    endpoint: c.endpoint,
    region: c.region,
    forcePathStyle: c.forcePathStyle,
    credentials: { accessKeyId: c.accessKeyId!, secretAccessKey: c.secretAccessKey! },
  });
  try {
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: c.bucket }));
    return (listed.Contents ?? []).map((o) => o.Key!);
  } finally {
    s3.destroy();
  }
}
