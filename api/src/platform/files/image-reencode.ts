import { BadRequestException } from '@nestjs/common';
import sharp from 'sharp';
import type { AllowedType } from './file-type';

/** Larger images are refused before they are decoded (a small file can unpack to gigabytes). */
const MAX_IMAGE_PIXELS = 40_000_000;

export const REENCODE_MESSAGES = {
  unreadable: 'This image could not be read. Please choose another file.',
  tooManyPixels: `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
} as const;

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** The format an allowed image type (IMAGE_TYPES) is written back in. */
export function formatOf(type: AllowedType): ImageFormat {
  const formats: Record<string, ImageFormat> = {
    jpg: 'jpeg',
    png: 'png',
    gif: 'gif',
    webp: 'webp',
  };
  const format = formats[type.ext];
  if (!format) throw new Error(`not an image type: ${type.ext}`);
  return format;
}

export interface ReencodedImage {
  data: Buffer;
  width: number;
  /** The height of one frame (an animated image's frames are stacked in the decoded pixels). */
  height: number;
}

/**
 * Every uploaded image is stored through here: its pixels are decoded and written anew in
 * `format`, turned upright, so nothing of the uploaded bytes is kept but the picture: no EXIF or
 * XMP (a photo's location, its author), no comment segments (where HTML or a script hides in a
 * JPEG or a GIF), nothing after the image's end. With `animated`, a GIF or WebP keeps its frames.
 * Call it after detectAllowedType; a file it cannot decode, or one of more than MAX_IMAGE_PIXELS,
 * is a 400 with a message for the `image` field.
 */
export async function reencodeImage(
  file: Buffer,
  format: ImageFormat,
  opts: { animated?: boolean } = {},
): Promise<ReencodedImage> {
  const fail = (message: string) =>
    new BadRequestException({ message, details: { image: message } });
  try {
    // sharp writes no metadata unless asked (keepMetadata/withMetadata): never asked here.
    const image = sharp(file, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      animated: opts.animated ?? false,
    }).autoOrient();
    const encoded =
      format === 'jpeg'
        ? image.jpeg({ quality: 85 })
        : format === 'png'
          ? image.png()
          : format === 'gif'
            ? image.gif()
            : image.webp({ quality: 82 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  } catch (e) {
    const tooLarge = /pixel limit/i.test((e as Error).message);
    throw fail(tooLarge ? REENCODE_MESSAGES.tooManyPixels : REENCODE_MESSAGES.unreadable);
  }
}
