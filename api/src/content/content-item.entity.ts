import { BeforeInsert, BeforeUpdate, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { EditedRecord } from '../platform/database/edited-record';
import { plainTextOf, type RichTextDoc } from '../rich-text/rich-text';
import { imageNamesIn } from '../media/image-address';
import type { ContentKindName, ContentStatus } from './content-kinds';

/** A kind's own fields (content-kinds.ts): text, addresses, a choice, lists of lines. */
export type ContentFields = Record<string, string | string[] | null>;

/**
 * One item of the site's content, of any kind (table `content_items`): the columns every kind
 * shares, the kind's own fields as JSON checked against its declaration, and the rich-text body.
 */
@Entity('content_items')
export class ContentItem extends EditedRecord {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'varchar', length: 32 })
  kind: ContentKindName;

  @Column({ type: 'varchar', length: 80 })
  slug: string;

  @Column({ type: 'varchar', length: 300 })
  title: string;

  @Column({ type: 'varchar', length: 16, default: 'draft' })
  status: ContentStatus;

  /** When it went or goes live (scheduled); null for a draft never published. */
  @Column({ name: 'publish_at', type: 'timestamptz', nullable: true })
  publishAt: Date | null;

  /** The date the site shows (YYYY-MM-DD), for the kinds that have one. */
  @Column({ type: 'date', nullable: true })
  dated: string | null;

  /** The place among its kind (and group) for kinds ordered by hand. */
  @Column({ type: 'integer', default: 0 })
  position: number;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  fields: ContentFields;

  @Column({ type: 'jsonb', nullable: true })
  body: RichTextDoc | null;

  /** The body's plain text, for full-text search (the `search` column is made of it). */
  @Column({ name: 'body_text', type: 'text', default: '', select: false })
  bodyText: string;

  /** The uploaded images it uses (fields, social image, body, proposal): the media library's "used by". */
  @Column({ name: 'image_names', type: 'text', array: true, default: () => `'{}'`, select: false })
  imageNames: string[];

  /** Every save keeps the body's text and the images used in step with the content. */
  @BeforeInsert()
  @BeforeUpdate()
  keepDerived(): void {
    this.bodyText = this.body ? plainTextOf(this.body) : '';
    this.imageNames = imageNamesIn(this.fields, this.socialImage, this.body, this.proposal);
  }

  @Column({ name: 'seo_description', type: 'varchar', length: 160, nullable: true })
  seoDescription: string | null;

  @Column({ name: 'social_image', type: 'varchar', length: 300, nullable: true })
  socialImage: string | null;

  /** The username who created it. */
  @Column({ type: 'varchar', length: 64 })
  author: string;

  /** A publisher's word when they sent it back from review, for its editor; cleared on publish. */
  @Column({ name: 'review_note', type: 'varchar', length: 500, nullable: true })
  reviewNote: string | null;

  @Column({ name: 'review_note_by', type: 'varchar', length: 64, nullable: true })
  reviewNoteBy: string | null;

  @Column({ name: 'review_note_at', type: 'timestamptz', nullable: true })
  reviewNoteAt: Date | null;

  /**
   * A change proposed to the live item (an editor's, or a revision restored as a proposal): its
   * content as it would be, until a publisher publishes or discards it.
   */
  @Column({ type: 'jsonb', nullable: true })
  proposal: ContentSnapshot | null;

  @Column({ name: 'proposal_by', type: 'varchar', length: 64, nullable: true })
  proposalBy: string | null;

  @Column({ name: 'proposal_at', type: 'timestamptz', nullable: true })
  proposalAt: Date | null;

  /** In the trash since; restorable for CONTENT_TRASH_DAYS. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @Column({ name: 'deleted_by', type: 'varchar', length: 64, nullable: true })
  deletedBy: string | null;
}

/** What a revision keeps: the item's content as it was saved (not its status). */
export type ContentSnapshot = Pick<
  ContentItem,
  'title' | 'slug' | 'dated' | 'position' | 'fields' | 'body' | 'seoDescription' | 'socialImage'
>;

/** One saved version of an item (table `content_revisions`): who saved what, when. */
@Entity('content_revisions')
export class ContentRevision {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ name: 'item_id', type: 'integer' })
  itemId: number;

  /** The item's version this revision is. */
  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'jsonb' })
  snapshot: ContentSnapshot;

  @Column({ name: 'saved_by', type: 'varchar', length: 64 })
  savedBy: string;

  @Column({ name: 'saved_at', type: 'timestamptz', default: () => 'now()' })
  savedAt: Date;
}
