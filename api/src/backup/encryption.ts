import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { DamagedArchive } from './archive';

/**
 * The archive is encrypted as an age file (age-encryption.org/v1) with a passphrase (an scrypt
 * recipient), so the standard `age -d` opens it too. The library is ESM-only: loaded with
 * import(), which this CommonJS build keeps as it is.
 */
const age = () => import('age-encryption');

/** The passphrase is not the archive's, or the file is not an age file. */
export class WrongPassphrase extends Error {}

type WebStream = ReadableStream<Uint8Array>;
const toWeb = (s: Readable) => Readable.toWeb(s) as unknown as WebStream;
const fromWeb = (s: WebStream) => Readable.fromWeb(s as unknown as NodeReadableStream<Uint8Array>);

/** `plain`, encrypted, as a stream (64 KiB chunks, each authenticated). */
export async function encrypt(plain: AsyncIterable<Buffer>, passphrase: string): Promise<Readable> {
  const { Encrypter } = await age();
  const encrypter = new Encrypter();
  encrypter.setPassphrase(passphrase);
  return fromWeb(await encrypter.encrypt(toWeb(Readable.from(plain))));
}

/**
 * The plaintext of `cipher`. The header (and so the passphrase) is checked before this returns;
 * each chunk as it is read, so an altered or truncated file fails where it was changed.
 */
export async function decrypt(
  cipher: Readable,
  passphrase: string,
): Promise<AsyncIterable<Uint8Array>> {
  const { Decrypter } = await age();
  const decrypter = new Decrypter();
  decrypter.addPassphrase(passphrase);
  let plain: WebStream;
  try {
    plain = await decrypter.decrypt(toWeb(cipher));
  } catch (e) {
    throw new WrongPassphrase((e as Error).message);
  }
  return damagedOnError(fromWeb(plain));
}

async function* damagedOnError(plain: Readable): AsyncGenerator<Uint8Array> {
  try {
    for await (const piece of plain) yield piece as Uint8Array;
  } catch (e) {
    throw new DamagedArchive(`it does not decrypt to its end (${(e as Error).message})`);
  }
}
