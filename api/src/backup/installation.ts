import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { buildConfig } from '../platform/config/app-config';
import type { Env } from '../platform/config/env';
import {
  openEmbeddedDatabase,
  type EmbeddedDatabase,
} from '../platform/database/embedded-postgres';
import { StorageService, type StorageArea } from '../platform/storage/storage.service';

/** Every area of the file storage (StorageArea). */
export const STORAGE_AREAS: StorageArea[] = ['resumes', 'session-images', 'content-images'];

/** The installation the API's environment describes: its database and its file storage. */
export interface Installation {
  embedded: boolean;
  dataDir: string;
  databaseUrl: string;
  storage: StorageService;
  /** Where the files are, for messages. */
  storageName: string;
  connect(applicationName: string): Promise<Client>;
  close(): Promise<void>;
}

/**
 * Opens what the API would: DATABASE_URL (or DATABASE_HOST…), else the embedded database of
 * DATA_DIR (the running one of `npm start`, or started for this command); S3_* or UPLOAD_DIR.
 */
export async function openInstallation(env: Env): Promise<Installation> {
  let embedded: EmbeddedDatabase | undefined;
  const databaseUrl =
    env.DATABASE_URL ??
    (embedded = await openEmbeddedDatabase(env.DATA_DIR, env.EMBEDDED_PG_PORT)).url;
  // buildConfig() would also generate keyrings in DATA_DIR (embedded) or require them
  // (configured); these commands use only its storage settings, so it is given a secret that
  // nothing uses.
  const config = buildConfig(
    { ...env, JWT_SECRET: randomBytes(48).toString('base64url') },
    databaseUrl,
  );
  return {
    embedded: !!embedded,
    dataDir: config.dataDir,
    databaseUrl,
    storage: new StorageService(config),
    storageName: config.s3 ? `the bucket ${config.s3.bucket}` : config.uploadDir,
    connect: async (applicationName) => {
      const c = new Client({ connectionString: databaseUrl, application_name: applicationName });
      await c.connect();
      return c;
    },
    close: async () => {
      await embedded?.stop();
    },
  };
}

/** `s3://bucket/prefix` as a bucket and a key prefix (without a trailing slash). */
export function s3Location(target: string): { bucket: string; key: string } | undefined {
  const m = /^s3:\/\/([^/]+)\/?(.*)$/.exec(target);
  return m ? { bucket: m[1], key: m[2].replace(/\/+$/, '') } : undefined;
}

/** A client for the S3-compatible service of the API's settings (S3_ENDPOINT, S3_REGION…). */
export function s3ClientFor(env: Env): S3Client {
  const id = env.S3_ACCESS_KEY_ID;
  const secret = env.S3_SECRET_ACCESS_KEY;
  return new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    credentials: id && secret ? { accessKeyId: id, secretAccessKey: secret } : undefined,
    // A streamed upload otherwise goes as `aws-chunked` with a trailing checksum, which not
    // every S3-compatible store reads; the archive carries its own checksum.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

export async function uploadFile(
  s3: S3Client,
  to: { bucket: string; key: string },
  file: string,
  size: number,
): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: to.bucket,
      Key: to.key,
      Body: createReadStream(file),
      ContentLength: size,
    }),
  );
}

/** Copies an object into `file`; false when there is no such object. */
export async function downloadFile(
  s3: S3Client,
  from: { bucket: string; key: string },
  file: string,
): Promise<boolean> {
  try {
    const r = await s3.send(new GetObjectCommand({ Bucket: from.bucket, Key: from.key }));
    await pipeline(r.Body as Readable, createWriteStream(file, { mode: 0o600 }));
    return true;
  } catch (e) {
    if ((e as { name?: string }).name === 'NoSuchKey') return false;
    throw e;
  }
}
