import { BadRequestException } from '@nestjs/common';
import { ErrorCode } from '../errors/error-code';

export interface AllowedType {
  ext: string;
  mime: string;
}

/**
 * The Content-Security-Policy of an uploaded file served back (a session image, a résumé): it
 * loads nothing and runs nothing, even if its bytes are read as HTML or SVG. The edges pass a
 * policy with `sandbox` through instead of their page policy.
 */
export const UPLOADED_FILE_CSP = "default-src 'none'; sandbox";

/**
 * The policy of an uploaded PDF the panel shows in a frame (a résumé preview): the same sandbox
 * (an opaque origin: whatever the file holds runs nothing in the panel's), and framed only by
 * the panel's own origin. The browser's PDF viewer still draws it.
 */
export const PREVIEWED_FILE_CSP = "default-src 'none'; frame-ancestors 'self'; sandbox";

export const RESUME_TYPES: AllowedType[] = [
  { ext: 'pdf', mime: 'application/pdf' },
  { ext: 'doc', mime: 'application/x-cfb' },
  { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
];
export const IMAGE_TYPES: AllowedType[] = [
  { ext: 'jpg', mime: 'image/jpeg' },
  { ext: 'png', mime: 'image/png' },
  { ext: 'gif', mime: 'image/gif' },
  { ext: 'webp', mime: 'image/webp' },
];

/**
 * The file's real type from its bytes (file-type), never from its name or declared type.
 * Returns the allowed type it matches, or throws 400 with `message`.
 */
export async function detectAllowedType(
  buffer: Buffer,
  allowed: AllowedType[],
  message: string,
  field: string,
): Promise<AllowedType> {
  const unsupported = () =>
    new BadRequestException({
      message,
      code: ErrorCode.UnsupportedFileType,
      details: { [field]: message },
      detailCodes: { [field]: ErrorCode.UnsupportedFileType },
    });
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(buffer);
  const match = found && allowed.find((a) => a.mime === found.mime);
  if (!match) throw unsupported();
  // A legacy .doc is a CFB container; file-type reports 'cfb' — accept only Word documents.
  if (
    match.ext === 'doc' &&
    !buffer.includes(Buffer.from('W\0o\0r\0d\0D\0o\0c\0u\0m\0e\0n\0t', 'latin1'))
  ) {
    throw unsupported();
  }
  if (!endsWhereFormatEnds(buffer, match.ext)) {
    // Data after the image's end marker: a polyglot (e.g. a GIF with a ZIP appended) or a broken file.
    throw unsupported();
  }
  return match;
}

const PNG_IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** True when an image ends exactly where its own format says it ends (no appended payload). */
function endsWhereFormatEnds(b: Buffer, ext: string): boolean {
  switch (ext) {
    case 'png':
      return b.length > PNG_IEND.length && b.subarray(b.length - PNG_IEND.length).equals(PNG_IEND);
    case 'gif':
      return b[b.length - 1] === 0x3b;
    case 'jpg':
      return b[b.length - 2] === 0xff && b[b.length - 1] === 0xd9;
    case 'webp': {
      const declared = b.readUInt32LE(4) + 8;
      return b.length === declared || b.length === declared + (declared % 2);
    }
    default:
      return true;
  }
}
