import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DataSource, In } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../platform/access/principal';
import { IMAGE_TYPE_MESSAGE } from '../platform/files/image-upload';
import { detectAllowedType, IMAGE_TYPES } from '../platform/files/file-type';
import { reencodeImage, REENCODE_MESSAGES } from '../platform/files/image-reencode';
import { StorageService, type StoredObject } from '../platform/storage/storage.service';
import { ContentImage, type ImageVariant } from './content-image.entity';

export const CONTENT_IMAGE_PATH = '/api/content-images/';
/** The widths a page chooses from (srcset); an image narrower than one keeps its own width. */
export const IMAGE_WIDTHS = [480, 960, 1440] as const;
const ALT_MAX = 300;
const FILE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([1-9]\d{0,4})\.webp$/;

export const IMAGE_MESSAGES = {
  altRequired: 'Describe the image for people who cannot see it (alt text).',
  altTooLong: `The alt text is too long (${ALT_MAX} characters at most).`,
  altOneLine: 'The alt text must be one line.',
  ...REENCODE_MESSAGES,
  notUploaded: 'This image is not among the uploaded images. Upload it again.',
} as const;

/** An uploaded image as a page uses it: its largest file, its size, its widths and its alt text. */
export interface ContentImageInfo {
  url: string;
  alt: string;
  width: number;
  height: number;
  /** `<url> 480w, <url> 960w, …` for the img element's srcset. */
  srcset: string;
}

const fileUrl = (name: string, width: number) => `${CONTENT_IMAGE_PATH}${name}-${width}.webp`;

/**
 * Images staff upload for the content. The type is read from the bytes; each width is re-encoded
 * as WebP (reencodeImage: none of the original's metadata, such as a photo's location), stored,
 * and recorded with its alt text, so a page can write its width and height (no layout shift)
 * and a srcset.
 */
@Injectable()
export class ContentImages {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(StorageService) private readonly storage: StorageService,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  async upload(file: Buffer, altText: unknown, p: Principal, ip: string) {
    const alt = checkAlt(altText);
    await detectAllowedType(file, IMAGE_TYPES, IMAGE_TYPE_MESSAGE, 'image');
    const variants = await encode(file);
    const name = randomUUID();
    const keys: string[] = [];
    try {
      for (const v of variants) {
        const key = `content-images/${name}-${v.width}.webp`;
        await this.storage.put(key, v.data);
        keys.push(key);
      }
      const widths: ImageVariant[] = variants.map(({ width, height }) => ({ width, height }));
      const full = widths[widths.length - 1];
      await this.db.transaction(async (m) => {
        await m.insert(ContentImage, {
          name,
          alt,
          width: full.width,
          height: full.height,
          variants: widths,
          uploadedBy: p.username,
        });
        await this.audit.record(
          p,
          'content-image.upload',
          `${fileUrl(name, full.width)} "${alt}"`,
          ip,
          m,
        );
      });
      return info({ name, alt, width: full.width, height: full.height, variants: widths });
    } catch (e) {
      // A 2xx means every width is stored and recorded; anything less leaves no file behind.
      await Promise.all(keys.map((k) => this.storage.delete(k).catch(() => undefined)));
      throw e;
    }
  }

  /** One stored width, by its file name; 404 for any other name. */
  async file(fileName: string): Promise<StoredObject> {
    if (!FILE.test(fileName)) throw new NotFoundException('No such file.');
    return this.storage.get(`content-images/${fileName}`);
  }

  /** What pages need of the uploaded images among `urls` (others, e.g. /images/…, are left out). */
  async describe(urls: Iterable<string>): Promise<Record<string, ContentImageInfo>> {
    const names = new Map<string, string>();
    for (const url of urls) {
      const name = nameOf(url);
      if (name) names.set(name, url);
    }
    if (names.size === 0) return {};
    const rows = await this.db.getRepository(ContentImage).findBy({ name: In([...names.keys()]) });
    return Object.fromEntries(rows.map((r) => [names.get(r.name)!, info(r)]));
  }

  /** The uploaded-image addresses among `urls` that name no uploaded image. */
  async missing(urls: Iterable<string>): Promise<string[]> {
    const uploaded = [...urls].filter((u) => u.startsWith(CONTENT_IMAGE_PATH));
    if (uploaded.length === 0) return [];
    const known = await this.describe(uploaded);
    return uploaded.filter((u) => !known[u]);
  }
}

function nameOf(url: string): string | null {
  if (!url.startsWith(CONTENT_IMAGE_PATH)) return null;
  return FILE.exec(url.slice(CONTENT_IMAGE_PATH.length))?.[1] ?? null;
}

function info(
  r: Pick<ContentImage, 'name' | 'alt' | 'width' | 'height' | 'variants'>,
): ContentImageInfo {
  return {
    url: fileUrl(r.name, r.width),
    alt: r.alt,
    width: r.width,
    height: r.height,
    srcset: r.variants.map((v) => `${fileUrl(r.name, v.width)} ${v.width}w`).join(', '),
  };
}

function checkAlt(value: unknown): string {
  const fail = (message: string) => new BadRequestException({ message, details: { alt: message } });
  const alt = typeof value === 'string' ? value.trim() : '';
  if (!alt) throw fail(IMAGE_MESSAGES.altRequired);
  if (alt.length > ALT_MAX) throw fail(IMAGE_MESSAGES.altTooLong);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(alt)) throw fail(IMAGE_MESSAGES.altOneLine);
  return alt;
}

/** Every width below the image's own, and its own, as WebP turned upright; narrowest first. */
async function encode(file: Buffer) {
  const full = await reencodeImage(file, 'webp');
  const variants = [];
  for (const width of IMAGE_WIDTHS.filter((w) => w < full.width)) {
    const { data, info: out } = await sharp(full.data)
      .resize({ width })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ data, width: out.width, height: out.height });
  }
  variants.push(full);
  return variants;
}
