import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../platform/access/principal';
import { IMAGE_TYPE_MESSAGE } from '../platform/files/image-upload';
import { detectAllowedType, IMAGE_TYPES } from '../platform/files/file-type';
import { reencodeImage, REENCODE_MESSAGES } from '../platform/files/image-reencode';
import { IMAGE_PROBLEM, imageSourcesOf, type RichTextImage } from '../rich-text/rich-text';
import { StorageService, type StoredObject } from '../platform/storage/storage.service';
import type { ContentImage, ImageVariant } from './content-image.entity';
import { ContentImagesRepository } from './content-images.repository';
import {
  CONTENT_IMAGE_PATH,
  IMAGE_FILE,
  IMAGE_NAME,
  imageFileUrl as fileUrl,
  imageNameOf,
  imageStorageKey,
} from './image-address';
import type { MediaImageListResponse, MediaImageView, MediaUseView } from './dto/media.dto';

/** The widths a page chooses from (srcset); an image narrower than one keeps its own width. */
const IMAGE_WIDTHS = [480, 960, 1440] as const;
const ALT_MAX = 300;

export const IMAGE_MESSAGES = {
  altRequired: 'Describe the image for people who cannot see it (alt text).',
  altTooLong: `The alt text is too long (${ALT_MAX} characters at most).`,
  altOneLine: 'The alt text must be one line.',
  ...REENCODE_MESSAGES,
  notUploaded: 'This image is not among the uploaded images. Upload it again.',
  notFound: 'There is no such image in the media library: it may have been deleted.',
  inUse: (uses: string) =>
    `This image is used by ${uses}. Deleting it takes it off each of them; confirm to delete it anyway.`,
} as const;

/** An uploaded image as a page uses it: its largest file, its size, its widths and its alt text. */
export type ContentImageInfo = RichTextImage;

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
    @Inject(ContentImagesRepository) private readonly images: ContentImagesRepository,
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
        const key = imageStorageKey(name, v.width);
        await this.storage.put(key, v.data);
        keys.push(key);
      }
      const widths: ImageVariant[] = variants.map(({ width, height }) => ({ width, height }));
      const full = widths[widths.length - 1];
      await this.db.transaction(async (m) => {
        await this.images.insert(m, {
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
          { url: fileUrl(name, full.width), alt },
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
    if (!IMAGE_FILE.test(fileName)) throw new NotFoundException('No such file.');
    return this.storage.get(`content-images/${fileName}`);
  }

  /** What pages need of the uploaded images among `urls` (others, e.g. /images/…, are left out). */
  async describe(urls: Iterable<string>): Promise<Record<string, ContentImageInfo>> {
    const names = new Map<string, string>();
    for (const url of urls) {
      const name = imageNameOf(url);
      if (name) names.set(name, url);
    }
    if (names.size === 0) return {};
    const rows = await this.images.findByNames([...names.keys()]);
    return Object.fromEntries(rows.map((r) => [names.get(r.name)!, info(r)]));
  }

  /** What pages and mails need of the library's images the rich-text documents show. */
  describeIn(docs: readonly unknown[]): Promise<Record<string, ContentImageInfo>> {
    return this.describe(docs.flatMap((doc) => imageSourcesOf(doc)));
  }

  /**
   * Null when every image in a rich-text document is one of the library's; otherwise one
   * sentence for the body (an address that is no uploaded image's, or an image deleted since).
   */
  async bodyImagesProblem(doc: unknown): Promise<string | null> {
    const sources = imageSourcesOf(doc);
    if (sources.some((src) => imageNameOf(src) === null)) return IMAGE_PROBLEM;
    return (await this.missing(sources)).length > 0 ? IMAGE_MESSAGES.notUploaded : null;
  }

  /** The uploaded-image addresses among `urls` that name no uploaded image. */
  async missing(urls: Iterable<string>): Promise<string[]> {
    const uploaded = [...urls].filter((u) => u.startsWith(CONTENT_IMAGE_PATH));
    if (uploaded.length === 0) return [];
    const known = await this.describe(uploaded);
    return uploaded.filter((u) => !known[u]);
  }

  /** The library, newest first, searched by alt text; each image with where it is used. */
  async list(q: {
    page: number;
    pageSize: number;
    search?: string;
  }): Promise<MediaImageListResponse> {
    const page = await this.images.page(q);
    return { ...page, data: await this.views(this.db, page.data) };
  }

  async get(name: string): Promise<MediaImageView> {
    return (await this.views(this.db, [await this.found(this.db, name)]))[0];
  }

  /** New alt text: pages show it from their next answer (they read it here, not from a copy). */
  async updateAlt(
    name: string,
    altText: unknown,
    p: Principal,
    ip: string,
  ): Promise<MediaImageView> {
    const alt = checkAlt(altText);
    return this.db.transaction(async (m) => {
      const image = await this.found(m, name, true);
      await this.images.updateAlt(m, name, alt);
      const target = { url: fileUrl(name, image.width), alt };
      await this.audit.record(p, 'content-image.alt', target, ip, m);
      return (await this.views(m, [{ ...image, alt }]))[0];
    });
  }

  /**
   * Deletes the image and its files. One still in use is refused, naming its users (409), unless
   * `evenIfUsed`: the person was shown them. Pages that named it leave it out from then on.
   */
  async remove(name: string, evenIfUsed: boolean, p: Principal, ip: string): Promise<void> {
    const image = await this.db.transaction(async (m) => {
      const found = await this.found(m, name, true);
      const uses = (await this.images.usesOf(m, [name])).get(name) ?? [];
      if (uses.length > 0 && !evenIfUsed) {
        throw new ConflictException(IMAGE_MESSAGES.inUse(usesText(uses)));
      }
      await this.images.delete(m, name);
      const target = { url: fileUrl(name, found.width), alt: found.alt };
      await this.audit.record(p, 'content-image.delete', target, ip, m);
      return found;
    });
    // After the commit: a file that fails to go is unreachable; a row is never left without its files.
    await Promise.all(
      image.variants.map((v) =>
        this.storage.delete(imageStorageKey(name, v.width)).catch(() => undefined),
      ),
    );
  }

  private async found(m: DataSource | EntityManager, name: string, lock = false) {
    if (!IMAGE_NAME.test(name)) throw new NotFoundException(IMAGE_MESSAGES.notFound);
    const image = await this.images.findByName(m, name, lock);
    if (!image) throw new NotFoundException(IMAGE_MESSAGES.notFound);
    return image;
  }

  private async views(
    m: DataSource | EntityManager,
    rows: ContentImage[],
  ): Promise<MediaImageView[]> {
    const uses = await this.images.usesOf(
      m,
      rows.map((r) => r.name),
    );
    return rows.map((r) => ({
      name: r.name,
      ...info(r),
      thumbnail: fileUrl(r.name, r.variants[0].width),
      uploaded_by: r.uploadedBy,
      uploaded_at: r.uploadedAt.toISOString(),
      used_by: uses.get(r.name) ?? [],
    }));
  }
}

/** "“Centre opens” and “December”": titles and subjects, at most five named. */
function usesText(uses: MediaUseView[]): string {
  const named = uses.slice(0, 5).map((u) => `“${u.title}”`);
  const more = uses.length - named.length;
  const list = more > 0 ? [...named, `${more} more`] : named;
  return list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
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
