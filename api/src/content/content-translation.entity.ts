import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { EditedRecord } from '../platform/database/edited-record';
import type { RichTextDoc } from '../rich-text/rich-text';
import type { ContentFields } from './content-item.entity';

/** A language an item can be translated into (English is the item itself). */
export const TRANSLATION_LANGUAGES = ['hi', 'mr'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** Where a translation is in its review: drafted, waiting for a publisher, or on the site. */
export type TranslationStatus = 'draft' | 'review' | 'published';

/** The words of a translation: the item's title, its text fields, body and SEO description. */
export interface TranslatedWords {
  title: string;
  /** Only the kind's text and list-of-lines fields; images, addresses and choices stay English. */
  fields: ContentFields;
  body: RichTextDoc | null;
  seoDescription: string | null;
  /** The digest of the English words it was translated from (content-translations.ts). */
  sourceDigest: string;
}

/**
 * One item's version in Hindi or Marathi (table `content_translations`): the words being worked
 * on, with their status, and the words a publisher published (`live`), which the site shows until
 * a publisher publishes the next ones. One per item and language.
 */
@Entity('content_translations')
export class ContentTranslation extends EditedRecord {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'item_id', type: 'integer' })
  itemId: number;

  @Column({ type: 'varchar', length: 2 })
  language: TranslationLanguage;

  @Column({ type: 'varchar', length: 16, default: 'draft' })
  status: TranslationStatus;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  fields: ContentFields;

  @Column({ type: 'jsonb', nullable: true })
  body: RichTextDoc | null;

  @Column({ name: 'seo_description', type: 'varchar', length: 160, nullable: true })
  seoDescription: string | null;

  @Column({ name: 'source_digest', type: 'varchar', length: 64 })
  sourceDigest: string;

  /** The published words; null while none are on the site. */
  @Column({ type: 'jsonb', nullable: true })
  live: TranslatedWords | null;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @Column({ name: 'published_by', type: 'varchar', length: 64, nullable: true })
  publishedBy: string | null;
}
