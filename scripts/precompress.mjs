// Writes <file>.gz and <file>.br beside every compressible file of the given build folders,
// so the web server and the edge send them as they are (gzip_static, brotli_static) instead of
// compressing each response again. Used by `npm run build` (scripts/build.mjs) for each front
// end it builds, by the edge image's build and by the edge test. zlib compresses on libuv's
// threads: a few files at a time keep every core busy.
//   node scripts/precompress.mjs <dir>...
//   BROTLI_QUALITY (default 11, the smallest files; 5 is about ten times faster)
import { createReadStream, createWriteStream, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|map|webmanifest)$/;
// Below this nginx does not compress either (gzip_min_length / brotli_min_length).
const MIN_BYTES = 512;
const BROTLI_QUALITY = Number(process.env.BROTLI_QUALITY ?? constants.BROTLI_MAX_QUALITY);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if ((entry.isFile() || entry.isSymbolicLink()) && COMPRESSIBLE.test(entry.name))
      yield path;
  }
}

function upToDate(source, target) {
  try {
    return statSync(target).mtimeMs >= statSync(source).mtimeMs;
  } catch {
    return false;
  }
}

/** Files compressed at once (each with its gzip and brotli copies in flight). */
const AT_ONCE = 4;

export async function precompress(dirs) {
  let count = 0;
  const queue = dirs.flatMap((dir) => [...files(dir)]);
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const { size } = statSync(file);
      if (size < MIN_BYTES) continue;
      const jobs = [];
      if (!upToDate(file, `${file}.gz`))
        jobs.push(
          pipeline(
            createReadStream(file),
            createGzip({ level: 9 }),
            createWriteStream(`${file}.gz`),
          ),
        );
      if (!upToDate(file, `${file}.br`))
        jobs.push(
          pipeline(
            createReadStream(file),
            createBrotliCompress({
              params: {
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: size,
              },
            }),
            createWriteStream(`${file}.br`),
          ),
        );
      await Promise.all(jobs);
      count += jobs.length ? 1 : 0;
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2);
  if (!dirs.length) {
    console.error('usage: node scripts/precompress.mjs <dir>...');
    process.exit(64);
  }
  const t0 = Date.now();
  const n = await precompress(dirs);
  console.log(`precompressed ${n} files in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
