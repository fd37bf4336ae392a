import { NotFoundException } from '@nestjs/common';
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Env } from '../platform/config/env';
import {
  checksummed,
  FORMAT,
  MANIFEST,
  tarStream,
  type EntryRecord,
  type Manifest,
  type OutgoingEntry,
} from './archive';
import { DatabaseSnapshot } from './database-copy.repository';
import { encrypt } from './encryption';
import {
  openInstallation,
  s3ClientFor,
  s3Location,
  STORAGE_AREAS,
  uploadFile,
  type Installation,
} from './installation';
import { keysToKeep } from './keys';

interface BackupRequest {
  env: Env;
  /** The environment as given: the keyring variables are kept as they were written. */
  variables: Record<string, string | undefined>;
  passphrase: string;
  /** A folder, or `s3://bucket/prefix`. */
  out: string;
  say: (line: string) => void;
}

/** `kavach-backup-20261201T031500Z.tar.age`: when its snapshot was taken, in UTC. */
const archiveName = (at: Date) =>
  `kavach-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.age`;

/**
 * Writes one archive of the installation while it runs: the database as of one snapshot, then
 * the files (listed after the snapshot, so every file its rows name is there), the keys and the
 * manifest; encrypted as it is written, never whole in memory. Returns where it went.
 */
export async function backup(request: BackupRequest): Promise<string> {
  const { env, passphrase, out, say } = request;
  const s3Target = s3Location(out);
  // An S3 target is written to a private temporary folder first, then uploaded.
  const folder = s3Target ? mkdtempSync(join(tmpdir(), 'kavach-backup-')) : out;
  const installation = await openInstallation(env);
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const client = await installation.connect('kavach-backup');
    let file: string;
    try {
      const snapshot = await DatabaseSnapshot.take(client);
      say(`Database snapshot taken at ${snapshot.takenAt.toISOString()}.`);
      file = join(folder, archiveName(snapshot.takenAt));
      const written: EntryRecord[] = [];
      const members = archiveMembers(request, installation, snapshot, written, say);
      const encrypted = await encrypt(tarStream(members, written, snapshot.takenAt), passphrase);
      const sum = checksummed();
      const partial = `${file}.partial`;
      try {
        await pipeline(
          encrypted,
          sum.stream,
          createWriteStream(partial, { mode: 0o600, flags: 'wx' }),
        );
        renameSync(partial, file);
      } catch (e) {
        rmSync(partial, { force: true });
        throw e;
      }
      // In sha256sum's format: `sha256sum -c` checks it.
      writeFileSync(`${file}.sha256`, `${sum.hex()}  ${basename(file)}\n`, { mode: 0o600 });
    } finally {
      await client.end();
    }
    const size = statSync(file).size;
    if (!s3Target) {
      say(`Backup written: ${file} (${size} bytes), with ${basename(file)}.sha256 beside it.`);
      return file;
    }
    const key = [s3Target.key, basename(file)].filter(Boolean).join('/');
    const s3 = s3ClientFor(env);
    try {
      await uploadFile(s3, { bucket: s3Target.bucket, key }, file, size);
      const sum = `${file}.sha256`;
      await uploadFile(
        s3,
        { bucket: s3Target.bucket, key: `${key}.sha256` },
        sum,
        statSync(sum).size,
      );
    } finally {
      s3.destroy();
    }
    const where = `s3://${s3Target.bucket}/${key}`;
    say(`Backup uploaded: ${where} (${size} bytes), with ${basename(file)}.sha256 beside it.`);
    return where;
  } finally {
    await installation.close();
    if (s3Target) rmSync(folder, { recursive: true, force: true });
  }
}

async function* archiveMembers(
  request: BackupRequest,
  installation: Installation,
  snapshot: DatabaseSnapshot,
  written: EntryRecord[],
  say: (line: string) => void,
): AsyncGenerator<OutgoingEntry> {
  yield* snapshot.entries();
  await snapshot.release();
  const { storage } = installation;
  let gone = 0;
  for (const area of STORAGE_AREAS)
    for (const { key } of await storage.list(area)) {
      try {
        const { stream, size } = await storage.get(key);
        yield { path: `files/${key}`, size, body: stream };
      } catch (e) {
        if (!(e instanceof NotFoundException)) throw e;
        gone++; // deleted since it was listed
      }
    }
  if (gone)
    say(
      `${gone} file(s) were deleted while the backup ran and are not in it (their rows, as of the snapshot, are).`,
    );
  const keys = keysToKeep(request.variables, installation.dataDir, installation.embedded);
  for (const [path, bytes] of keys) yield { path, size: bytes.length, body: [bytes] };
  const manifest: Manifest = {
    format: FORMAT,
    takenAt: snapshot.takenAt.toISOString(),
    source: {
      database: installation.embedded ? 'embedded' : 'configured',
      storage: request.env.S3_BUCKET ? 's3' : 'local',
    },
    migrations: snapshot.migrations,
    tables: snapshot.tables,
    sequences: snapshot.sequences,
    entries: written,
  };
  const bytes = Buffer.from(JSON.stringify(manifest, null, 2) + '\n');
  yield { path: MANIFEST, size: bytes.length, body: [bytes] };
}
