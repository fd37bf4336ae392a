import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { Header } from 'tar';

/**
 * The archive inside the encryption: a plain tar (ustar) stream, readable by any tar once
 * decrypted, holding in this order
 *   database/<table>/<nnnnnn>.copy  the table's rows in COPY text format, cut in pieces (a tar
 *                                   member's size comes before its bytes, and a piece at a time
 *                                   keeps memory bounded without writing the rows to disk);
 *   files/<area>/<name>             every uploaded file, as stored;
 *   keys/…                          the keys (keys.ts);
 *   manifest.json                   what all of the above must be (Manifest), last, since it
 *                                   holds each member's checksum.
 */
export const MANIFEST = 'manifest.json';
export const FORMAT = 'kavach-backup/1';

/** What an archive holds, to check it against and to restore it by. */
export interface Manifest {
  format: typeof FORMAT;
  /** When the database snapshot was taken (the database's clock). */
  takenAt: string;
  source: { database: 'embedded' | 'configured'; storage: 'local' | 's3' };
  /** The migrations applied to the database backed up: restored only by the same release. */
  migrations: string[];
  /** In restore order: each table after the tables it references. */
  tables: { name: string; columns: string[]; rows: number }[];
  /** Where each identity (or serial) sequence stood. */
  sequences: { table: string; column: string; lastValue: string; isCalled: boolean }[];
  /** Every member but this one, in archive order. */
  entries: EntryRecord[];
}

export interface EntryRecord {
  path: string;
  size: number;
  sha256: string;
}

/** One member to write: its bytes in pieces, `size` in all. */
export interface OutgoingEntry {
  path: string;
  size: number;
  body: Iterable<Buffer> | AsyncIterable<Buffer>;
}

/** One member read: its bytes in pieces; consume them before asking for the next member. */
export interface IncomingEntry {
  path: string;
  size: number;
  body: AsyncIterable<Buffer>;
}

/** The archive is not what it was written as (cut short, altered, or not a backup). */
export class DamagedArchive extends Error {}

const BLOCK = 512;
/** Files and folders inside the archive: readable by their owner only once extracted. */
const MODE = 0o600;

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

function header(path: string, size: number, mtime: Date): Buffer {
  const h = new Header({ path, size, mode: MODE, mtime, type: 'File', uid: 0, gid: 0 });
  if (h.encode() || !h.block) throw new Error(`${path}: too long a name for the archive`);
  return h.block;
}

/**
 * The tar stream of `entries`; each member's size and sha256 is appended to `written` once its
 * bytes are out (so the last entry, the manifest, can list the others).
 */
export async function* tarStream(
  entries: AsyncIterable<OutgoingEntry>,
  written: EntryRecord[],
  mtime: Date,
): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    yield header(entry.path, entry.size, mtime);
    const hash = createHash('sha256');
    let size = 0;
    for await (const piece of entry.body) {
      hash.update(piece);
      size += piece.length;
      if (size > entry.size) break;
      if (piece.length) yield piece;
    }
    // A file that changed length while it was read would shift every member after it.
    if (size !== entry.size)
      throw new Error(`${entry.path} changed size while it was read (${entry.size} → ${size})`);
    if (size % BLOCK) yield padding(size);
    written.push({ path: entry.path, size, sha256: hash.digest('hex') });
  }
  yield Buffer.alloc(2 * BLOCK); // the end-of-archive marker
}

/** Reads exact byte counts from a stream of pieces. */
class ByteReader {
  private pieces: Buffer[] = [];
  private held = 0;
  private ended = false;

  constructor(private readonly source: AsyncIterator<Uint8Array>) {}

  private async fill(n: number): Promise<void> {
    while (this.held < n && !this.ended) {
      const next = await this.source.next();
      if (next.done) this.ended = true;
      else {
        const piece = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
        this.pieces.push(piece);
        this.held += piece.length;
      }
    }
    if (this.held < n) throw new DamagedArchive('it ends in the middle of a member');
  }

  async exactly(n: number): Promise<Buffer> {
    await this.fill(n);
    const all = this.pieces.length === 1 ? this.pieces[0] : Buffer.concat(this.pieces);
    this.pieces = all.length > n ? [all.subarray(n)] : [];
    this.held -= n;
    return all.subarray(0, n);
  }

  async *upTo(n: number): AsyncGenerator<Buffer> {
    while (n > 0) {
      if (!this.held) await this.fill(1);
      const first = this.pieces.shift()!;
      const piece = first.length > n ? first.subarray(0, n) : first;
      if (first.length > n) this.pieces.unshift(first.subarray(n));
      this.held -= piece.length;
      n -= piece.length;
      yield piece;
    }
  }

  async atEnd(): Promise<boolean> {
    if (this.held) return false;
    try {
      await this.fill(1);
      return false;
    } catch (e) {
      if (e instanceof DamagedArchive) return true;
      throw e;
    }
  }
}

/**
 * The members of a tar stream written by tarStream (plain files, ustar headers), in order.
 * Read here rather than with tar's Parser so that each member is consumed, with backpressure,
 * by an awaited consumer (a COPY into the database, a store) before the next one is read.
 */
export async function* tarEntries(
  source: AsyncIterable<Uint8Array>,
): AsyncGenerator<IncomingEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const block = await reader.exactly(BLOCK);
    const h = new Header(block);
    if (h.nullBlock) break;
    if (!h.cksumValid || h.type !== 'File' || !h.path || h.size === undefined)
      throw new DamagedArchive('a member header is not valid');
    const size = h.size;
    let remaining = size;
    const body = (async function* () {
      for await (const piece of reader.upTo(size)) {
        remaining -= piece.length;
        yield piece;
      }
    })();
    yield { path: h.path, size, body };
    // What the consumer left unread.
    for await (const piece of reader.upTo(remaining)) void piece;
    await reader.exactly(padding(size).length);
  }
  await reader.exactly(BLOCK); // the second block of the end marker
  if (!(await reader.atEnd())) throw new DamagedArchive('there is more after its end');
}

/** A pass-through that hashes (sha256) what goes through it. */
export function checksummed(): { stream: Transform; hex(): string } {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, hex: () => hash.digest('hex') };
}
