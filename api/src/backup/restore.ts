import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { Client } from 'pg';
import type { Env } from '../platform/config/env';
import { migrationsOfThisBuild, runMigrations } from '../platform/database/migrate';
import {
  checksummed,
  DamagedArchive,
  FORMAT,
  MANIFEST,
  tarEntries,
  type EntryRecord,
  type IncomingEntry,
  type Manifest,
} from './archive';
import {
  DatabaseLoad,
  holdsData,
  LoadRefused,
  tablesHoldingData,
  tablesInLoadOrder,
} from './database-copy.repository';
import { decrypt, WrongPassphrase } from './encryption';
import {
  downloadFile,
  openInstallation,
  s3ClientFor,
  s3Location,
  STORAGE_AREAS,
  type Installation,
} from './installation';
import { isKeyEntry, KeyRestore } from './keys';

interface RestoreRequest {
  env: Env;
  passphrase: string;
  /** A file, or `s3://bucket/key`. */
  archive: string;
  /** Only check the archive (and that this release can restore it). */
  checkOnly: boolean;
  /** Where keys that must become variables are written. */
  variablesFile: string;
  say: (line: string) => void;
}

/** A restore that cannot go ahead: the message says why and what to do. Nothing was restored. */
class RestoreRefused extends Error {}

const NOTHING = 'Nothing was restored.';

/**
 * Brings an archive back into an empty installation: checks the whole archive first (passphrase,
 * every member's checksum, the release), then writes the keys, migrates the database, loads the
 * rows in one transaction and stores the files; a failure on the way removes what it wrote.
 */
export async function restore(request: RestoreRequest): Promise<void> {
  const { archive, say } = request;
  const s3Source = s3Location(archive);
  const temporary = s3Source ? mkdtempSync(join(tmpdir(), 'kavach-restore-')) : undefined;
  try {
    let file = archive;
    if (s3Source) {
      file = join(temporary!, basename(s3Source.key) || 'archive');
      const s3 = s3ClientFor(request.env);
      try {
        if (!(await downloadFile(s3, s3Source, file)))
          throw new RestoreRefused(`There is no ${archive}. ${NOTHING}`);
        await downloadFile(s3, { ...s3Source, key: `${s3Source.key}.sha256` }, `${file}.sha256`);
      } finally {
        s3.destroy();
      }
    }
    if (!existsSync(file)) throw new RestoreRefused(`There is no file ${file}. ${NOTHING}`);
    const checked = await check(file, request.passphrase);
    const { manifest } = checked;
    await sameMigrations(manifest);
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    const files = manifest.entries.filter((e) => e.path.startsWith('files/'));
    say(
      `${archive} is intact: the installation as of ${manifest.takenAt}, ${manifest.tables.length} tables ` +
        `(${rows} rows), ${files.length} files (${files.reduce((n, f) => n + f.size, 0)} bytes), ` +
        `keys: ${[...checked.keys.keys()].map((k) => basename(k)).join(', ') || 'none'}.`,
    );
    if (request.checkOnly) return;
    await restoreChecked(request, file, checked);
  } finally {
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  }
}

interface Checked {
  manifest: Manifest;
  /** The key members (small): written before the rows, so they are read on the first pass. */
  keys: Map<string, Buffer>;
}

/** The archive's members, with each one's bytes checked against the manifest once it is read. */
async function* members(
  cipher: Readable,
  passphrase: string,
  expected: EntryRecord[],
): AsyncGenerator<IncomingEntry> {
  let index = 0;
  for await (const entry of tarEntries(await decrypt(cipher, passphrase))) {
    if (entry.path === MANIFEST && index === expected.length) {
      yield entry; // the list itself, checked on the first pass
      continue;
    }
    const want = expected[index++];
    if (entry.path !== want?.path || entry.size !== want.size)
      throw new DamagedArchive(`${entry.path} is not what its manifest lists`);
    const hash = createHash('sha256');
    const body = (async function* () {
      for await (const piece of entry.body) {
        hash.update(piece);
        yield piece;
      }
      if (hash.digest('hex') !== want.sha256)
        throw new DamagedArchive(`${entry.path} does not match its checksum`);
    })();
    yield { ...entry, body };
  }
}

/** First pass: decrypts and checks the whole archive, writing nothing. */
async function check(file: string, passphrase: string): Promise<Checked> {
  const sidecar = `${file}.sha256`;
  const expectedSum = existsSync(sidecar)
    ? readFileSync(sidecar, 'utf8').trim().split(/\s+/)[0]
    : undefined;
  const whole = checksummed();
  const seen: EntryRecord[] = [];
  const keys = new Map<string, Buffer>();
  let manifest: Manifest | undefined;
  try {
    const plain = await decrypt(createReadStream(file).pipe(whole.stream), passphrase);
    for await (const entry of tarEntries(plain)) {
      if (manifest) throw new DamagedArchive('members follow its manifest');
      const hash = createHash('sha256');
      const pieces: Buffer[] = [];
      const keep = entry.path === MANIFEST || isKeyEntry(entry.path);
      for await (const piece of entry.body) {
        hash.update(piece);
        if (keep) pieces.push(piece);
      }
      if (entry.path === MANIFEST) manifest = parseManifest(Buffer.concat(pieces));
      else {
        seen.push({ path: entry.path, size: entry.size, sha256: hash.digest('hex') });
        if (isKeyEntry(entry.path)) keys.set(entry.path, Buffer.concat(pieces));
      }
    }
    if (!manifest) throw new DamagedArchive('it has no manifest');
    if (JSON.stringify(seen) !== JSON.stringify(manifest.entries))
      throw new DamagedArchive('its members are not those of its manifest');
  } catch (e) {
    if (e instanceof WrongPassphrase)
      throw new RestoreRefused(
        `${file} does not open with this BACKUP_PASSPHRASE: the passphrase is wrong, or the file ` +
          `is not a backup (or is damaged at its start). ${NOTHING}`,
      );
    if (e instanceof DamagedArchive)
      throw new RestoreRefused(`${file} is damaged or was altered: ${e.message}. ${NOTHING}`);
    throw e;
  }
  if (expectedSum && whole.hex() !== expectedSum)
    throw new RestoreRefused(
      `${file} does not match ${basename(sidecar)} beside it: one of them was changed. ${NOTHING}`,
    );
  return { manifest, keys };
}

function parseManifest(bytes: Buffer): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(bytes.toString('utf8')) as Manifest;
  } catch {
    throw new DamagedArchive('its manifest is not JSON');
  }
  if (manifest.format !== FORMAT)
    throw new DamagedArchive(`it is not a ${FORMAT} archive (${String(manifest.format)})`);
  return manifest;
}

/** The archive's schema must be this release's: its rows are loaded into the tables it makes. */
async function sameMigrations(manifest: Manifest): Promise<void> {
  const here = await migrationsOfThisBuild();
  const newer = manifest.migrations.filter((m) => !here.includes(m));
  const older = here.filter((m) => !manifest.migrations.includes(m));
  if (!newer.length && !older.length) return;
  const differences = [
    newer.length && `it has migrations this release does not: ${newer.join(', ')}`,
    older.length && `this release has migrations it lacks: ${older.join(', ')}`,
  ].filter(Boolean);
  throw new RestoreRefused(
    `The archive was made by another release (${differences.join('; ')}). Restore it with the ` +
      `release that made it, then upgrade to this one. ${NOTHING}`,
  );
}

async function restoreChecked(request: RestoreRequest, file: string, checked: Checked) {
  const { env, say } = request;
  const { manifest } = checked;
  const keys = new KeyRestore(checked.keys, {
    embedded: !env.DATABASE_URL,
    dataDir: resolve(env.DATA_DIR),
    variablesFile: request.variablesFile,
  });
  const keyProblem = keys.problem();
  if (keyProblem) throw new RestoreRefused(`${keyProblem} ${NOTHING}`);
  const installation = await openInstallation(env);
  try {
    const client = await installation.connect('kavach-restore');
    try {
      await refuseWhatHoldsData(installation, client);
      const stored: string[] = [];
      let load: DatabaseLoad | undefined;
      let variablesFile: string | undefined;
      try {
        variablesFile = keys.write();
        await runMigrations(installation.databaseUrl);
        load = await DatabaseLoad.begin(client, manifest);
        const cipher = createReadStream(file);
        for await (const entry of members(cipher, request.passphrase, manifest.entries)) {
          const [kind, table] = entry.path.split('/');
          if (kind === 'database') await load.write(table, entry.body);
          else if (kind === 'files') {
            const key = entry.path.slice('files/'.length);
            const pieces: Buffer[] = [];
            for await (const piece of entry.body) pieces.push(Buffer.from(piece));
            stored.push(key);
            await installation.storage.put(key, Buffer.concat(pieces)).catch(() => {
              // StorageService logged the cause.
              throw new Error(`Could not store ${key} in ${installation.storageName}.`);
            });
          } else for await (const piece of entry.body) void piece; // checked only
        }
        await load.commit();
      } catch (e) {
        await load?.abandon();
        for (const key of stored) await installation.storage.delete(key).catch(() => undefined);
        keys.undo();
        if (e instanceof DamagedArchive)
          throw new RestoreRefused(
            `${file} changed while it was restored: ${e.message}. ${NOTHING}`,
          );
        if (e instanceof LoadRefused) throw new RestoreRefused(`${e.message} ${NOTHING}`);
        throw e;
      }
      const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
      say(
        `Restored: ${rows} rows into ${manifest.tables.length} tables, ${stored.length} files into ` +
          `${installation.storageName}${checked.keys.size ? ', and the keys' : ''}. Start the API.`,
      );
      if (variablesFile)
        say(
          `Keys that are set as environment variables were written to ${variablesFile} (readable ` +
            'by you only): put them into the secret store the API reads, then delete the file.',
        );
    } finally {
      await client.end();
    }
  } finally {
    await installation.close();
  }
}

/** The target must be empty: no rows beyond the migrations' own, no files. */
async function refuseWhatHoldsData(installation: Installation, client: Client) {
  const tables = (await tablesInLoadOrder(client)).map((t) => t.name);
  const held = await tablesHoldingData(client, tables);
  if (held.length) throw new RestoreRefused(`${holdsData(held)} ${NOTHING}`);
  for (const area of STORAGE_AREAS)
    if ((await installation.storage.list(area)).length)
      throw new RestoreRefused(
        `${installation.storageName} already holds files (${area}/…): restore into empty file storage. ${NOTHING}`,
      );
}
