import {
  GetObjectCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RETRY_MESSAGE } from '../errors/http-error.filter';

/** Top-level folders; the image areas are public (served through the API), résumés never. */
export type StorageArea = 'resumes' | 'session-images' | 'content-images';

/** One stored object as list() reports it. */
export interface ListedObject {
  key: string;
  lastModified: Date;
}

export interface StoredObject {
  stream: Readable;
  size: number;
}

const KEY = /^(resumes|session-images|content-images)\/[A-Za-z0-9-]+\.[a-z0-9]{2,5}$/;

/**
 * Where uploaded files live: a local directory (UPLOAD_DIR, outside any served folder) by
 * default, or an S3-compatible bucket when S3_BUCKET is set (shared by every replica). The
 * bucket stays private either way: resumes are streamed only through the permission-checked
 * admin endpoint, session and content images through their public routes.
 * Keys are server-generated (`<area>/<uuid>.<ext>`); original names are never used as paths.
 */
@Injectable()
export class StorageService {
  private readonly logger = new Logger('StorageService');
  private readonly root: string;
  private readonly s3?: { client: S3Client; bucket: string };

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = resolve(config.uploadDir);
    if (config.s3) {
      const { endpoint, region, accessKeyId, secretAccessKey, forcePathStyle, bucket } = config.s3;
      this.s3 = {
        bucket,
        client: new S3Client({
          endpoint,
          region,
          forcePathStyle,
          credentials:
            accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
          maxAttempts: 2,
          // No limit by default: a bucket that stops answering mid-request would hold the
          // uploader's request (and its connection) for ever.
          requestHandler: {
            connectionTimeout: 3000,
            requestTimeout: 15_000,
            throwOnRequestTimeout: true,
          },
        }),
      };
    }
  }

  private checkKey(key: string): string {
    if (!KEY.test(key)) throw new NotFoundException('No such file.');
    return key;
  }

  private pathOf(key: string): string {
    const p = resolve(this.root, this.checkKey(key));
    if (!p.startsWith(this.root + sep)) throw new NotFoundException('No such file.');
    return p;
  }

  /**
   * Writes the whole object or nothing (local: temp file + rename; S3: one PUT). A store that
   * cannot take it (the bucket unreachable, the disk full) is a 503 with Retry-After for the
   * uploader, whose form keeps what they entered.
   */
  async put(key: string, data: Buffer): Promise<void> {
    this.checkKey(key);
    try {
      await this.write(key, data);
    } catch (e) {
      this.logger.error(`storing ${key} failed: ${(e as Error).message}`);
      // A PUT that timed out may still have landed: remove it, or leave it to the orphan sweep.
      await this.delete(key).catch(() => undefined);
      throw new ServiceUnavailableException({ message: RETRY_MESSAGE, retryAfterSeconds: 5 });
    }
  }

  private async write(key: string, data: Buffer): Promise<void> {
    if (this.s3) {
      await this.s3.client.send(
        new PutObjectCommand({ Bucket: this.s3.bucket, Key: key, Body: data }),
      );
      return;
    }
    const p = this.pathOf(key);
    await mkdir(dirname(p), { recursive: true, mode: 0o700 });
    const tmp = `${p}.${process.pid}.tmp`;
    try {
      await writeFile(tmp, data, { mode: 0o600 });
      await rename(tmp, p);
    } catch (e) {
      // A write cut short (the disk full) leaves no partial file behind.
      await rm(tmp, { force: true }).catch(() => undefined);
      throw e;
    }
  }

  async get(key: string): Promise<StoredObject> {
    if (this.s3) {
      try {
        const r = await this.s3.client.send(
          new GetObjectCommand({ Bucket: this.s3.bucket, Key: this.checkKey(key) }),
        );
        return { stream: r.Body as Readable, size: Number(r.ContentLength ?? 0) };
      } catch (e) {
        if (isNotFound(e)) throw new NotFoundException('No such file.');
        throw e;
      }
    }
    const p = this.pathOf(key);
    try {
      const s = await stat(p);
      return { stream: createReadStream(p), size: s.size };
    } catch {
      throw new NotFoundException('No such file.');
    }
  }

  async delete(key: string): Promise<void> {
    if (this.s3) {
      await this.s3.client.send(
        new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: this.checkKey(key) }),
      );
      return;
    }
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    if (this.s3) {
      try {
        await this.s3.client.send(
          new HeadObjectCommand({ Bucket: this.s3.bucket, Key: this.checkKey(key) }),
        );
        return true;
      } catch (e) {
        if (isNotFound(e)) return false;
        throw e;
      }
    }
    try {
      await stat(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Every object of one area with its last-modified time (local: the file's mtime; S3:
   * ListObjectsV2, all pages). Names that are not valid keys (temp files of a write in
   * progress, strays) are left out, so callers can pass each key to delete().
   */
  async list(area: StorageArea): Promise<ListedObject[]> {
    const out: ListedObject[] = [];
    if (this.s3) {
      let token: string | undefined;
      do {
        const r = await this.s3.client.send(
          new ListObjectsV2Command({
            Bucket: this.s3.bucket,
            Prefix: `${area}/`,
            ContinuationToken: token,
          }),
        );
        for (const o of r.Contents ?? []) {
          if (o.Key && KEY.test(o.Key) && o.LastModified) {
            out.push({ key: o.Key, lastModified: o.LastModified });
          }
        }
        token = r.IsTruncated ? r.NextContinuationToken : undefined;
      } while (token);
      return out;
    }
    const dir = join(this.root, area);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return out;
      throw e;
    }
    for (const name of names) {
      const key = `${area}/${name}`;
      if (!KEY.test(key)) continue;
      try {
        const s = await stat(join(dir, name));
        if (s.isFile()) out.push({ key, lastModified: s.mtime });
      } catch {
        // Deleted meanwhile.
      }
    }
    return out;
  }

  /** For tests and diagnostics: the local path of a key (local storage only). */
  localPath(key: string): string {
    return join(this.root, key);
  }
}

function isNotFound(e: unknown): boolean {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    err?.name === 'NoSuchKey' || err?.name === 'NotFound' || err?.$metadata?.httpStatusCode === 404
  );
}
