import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One width of an uploaded image, as the page's srcset lists it. */
export interface ImageVariant {
  width: number;
  height: number;
}

/**
 * An image staff uploaded for the content (table `content_images`): its alt text and the widths
 * stored as `content-images/<name>-<width>.webp`, the largest being the image's own size.
 */
@Entity('content_images')
export class ContentImage {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 300 })
  alt: string;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  /** Narrowest first; the last is `width` × `height`. */
  @Column({ type: 'jsonb' })
  variants: ImageVariant[];

  @Column({ name: 'uploaded_by', type: 'varchar', length: 64 })
  uploadedBy: string;

  @Column({ name: 'uploaded_at', type: 'timestamptz', default: () => 'now()' })
  uploadedAt: Date;
}
