import { numberedRecords } from './csv-export';

/** A binary COPY of one text column, as PostgreSQL sends it: header, tuples, trailer. */
function binaryCopy(records: string[]): Buffer {
  const header = Buffer.concat([
    Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'),
    Buffer.from([0, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3]), // flags, a 3-byte header extension
  ]);
  const tuples = records.map((r) => {
    const text = Buffer.from(r);
    const head = Buffer.alloc(6);
    head.writeInt16BE(1, 0);
    head.writeInt32BE(text.length, 2);
    return Buffer.concat([head, text]);
  });
  return Buffer.concat([header, ...tuples, Buffer.from([0xff, 0xff])]);
}

async function* inChunks(bytes: Buffer, sizes: () => number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length;) {
    const size = sizes();
    yield bytes.subarray(at, at + size);
    at += size;
  }
}

async function file(chunks: AsyncIterable<Buffer>): Promise<string> {
  const out: Buffer[] = [];
  for await (const piece of numberedRecords(chunks, 'H\r\n')) out.push(piece);
  return Buffer.concat(out).toString();
}

/** Chunk sizes at random between 1 and `max`, the same each run. */
function randomSizes(max: number): () => number {
  let seed = 7;
  return () => ((seed = (seed * 48_271) % 2_147_483_647) % max) + 1;
}

describe('numberedRecords', () => {
  // Past 9, 99 and 999, with records of every length from empty to 39 two-byte characters.
  const records = Array.from({ length: 1_234 }, (_, i) => `"r${i}",${'é'.repeat(i % 40)}\r\n`);
  // One record longer than a piece of the file.
  const withLong = [...records.slice(0, 500), `"${'x'.repeat(300_000)}"\r\n`, ...records];
  const numbered = (list: string[]) => 'H\r\n' + list.map((r, i) => `"${i + 1}",${r}`).join('');

  it.each([
    ['one byte at a time', records, () => 1],
    ['of 5 bytes (inside a tuple head)', records, () => 5],
    ['of 1–97 bytes', records, randomSizes(97)],
    ['whole', withLong, () => Infinity],
    ['of 64 KiB', withLong, () => 65_536],
    ['of 1–100,000 bytes', withLong, randomSizes(100_000)],
  ])('numbers every record once and passes it on whole, in chunks %s', async (_, list, sizes) => {
    expect(await file(inChunks(binaryCopy(list), sizes))).toBe(numbered(list));
  });
});
