import { Injectable, NotFoundException, Param, type PipeTransform } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiParam,
  ApiProperty,
  ApiPropertyOptional,
  getSchemaPath,
  PartialType,
} from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { applyDecorators } from '@nestjs/common';
import { Stacked } from '../../platform/fields/stacked';
import { Trim } from '../../platform/fields/trim.decorator';
import { ListQueryDto } from '../../platform/listing/list-query.dto';
import { DetailOf, PageOf } from '../../platform/listing/page.views';
import { ContentImageView } from '../../media/dto/media.dto';
import {
  CONTENT_KIND_NAMES,
  CONTENT_LENGTHS,
  CONTENT_STATUSES,
  type ContentKindName,
  type ContentStatus,
} from '../content-kinds';
import { SLUG_PATTERN } from '../../platform/fields/slug';
import { SITE_LANGUAGES, type SiteLanguage } from '../../notifications/mail-languages';

const CONTENT_MESSAGES = {
  unknownKind: `Unknown kind of content. The kinds are: ${CONTENT_KIND_NAMES.join(', ')}.`,
  titleRequired: 'Title is required.',
  titleTooLong: `Title is too long (${CONTENT_LENGTHS.title} characters at most).`,
  oneLine: 'Title must be one line.',
  slugRule:
    'Slug: lowercase letters, digits and hyphens, with at least one letter (e.g. new-centre-in-pune).',
  slugTooLong: `Slug is too long (${CONTENT_LENGTHS.slug} characters at most).`,
  seoTooLong: `SEO description is too long (${CONTENT_LENGTHS.seoDescription} characters at most).`,
  socialImage: 'Social image must be an uploaded image or a path under /images/.',
  fieldsObject: 'fields must be an object of the kind’s fields.',
  version: 'version must be a whole number.',
  position: 'position must be a whole number.',
  publishAt: 'at must be a date and time (ISO 8601), e.g. 2026-12-01T09:00:00+05:30.',
  revision: 'from and to must be revision ids (whole numbers).',
  reviewNote: 'Write what should change before it can be published (up to 500 characters).',
} as const;

/** The route's `:kind`: one of the declared kinds; anything else is a 404 saying which exist. */
@Injectable()
export class ContentKindPipe implements PipeTransform<string, ContentKindName> {
  transform(value: string): ContentKindName {
    if ((CONTENT_KIND_NAMES as string[]).includes(value)) return value as ContentKindName;
    throw new NotFoundException(CONTENT_MESSAGES.unknownKind);
  }
}

export const KindParam = () => Param('kind', ContentKindPipe);
/** The document's description of `:kind` (the ContentKind enum). */
export const ApiKindParam = () =>
  applyDecorators(ApiParam({ name: 'kind', enum: CONTENT_KIND_NAMES, enumName: 'ContentKind' }));

/**
 * Where a language's version of an item stands: none yet, drafted, waiting for a publisher, on
 * the site, or translated from English words that have changed since.
 */
export const TRANSLATION_STATES = ['missing', 'draft', 'review', 'published', 'outdated'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** An item's translation states in a list row, by language. */
export class TranslationStatesView {
  @ApiProperty({ enum: TRANSLATION_STATES, enumName: 'TranslationState' }) hi: TranslationState;
  @ApiProperty({ enum: TRANSLATION_STATES, enumName: 'TranslationState' }) mr: TranslationState;
}

const OneLine = /^[^\r\n]*$/;

/** POST /api/admin/content/{kind}: a new draft. `fields` and `body` are checked by the kind. */
export class CreateContentDto {
  @ApiProperty({ maxLength: CONTENT_LENGTHS.title, example: 'New collection centre in Pune' })
  @Trim()
  @IsString({ message: CONTENT_MESSAGES.titleRequired })
  @IsNotEmpty({ message: CONTENT_MESSAGES.titleRequired })
  @MaxLength(CONTENT_LENGTHS.title, { message: CONTENT_MESSAGES.titleTooLong })
  @Matches(OneLine, { message: CONTENT_MESSAGES.oneLine })
  title: string;

  @ApiPropertyOptional({
    maxLength: CONTENT_LENGTHS.slug,
    pattern: SLUG_PATTERN.source,
    description: 'The item’s URL name; made from the title when left out',
  })
  @IsOptional()
  @Trim()
  @IsString({ message: CONTENT_MESSAGES.slugRule })
  @MaxLength(CONTENT_LENGTHS.slug, { message: CONTENT_MESSAGES.slugTooLong })
  @Matches(SLUG_PATTERN, { message: CONTENT_MESSAGES.slugRule })
  slug?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'date',
    description: 'The date the site shows (kinds with a date)',
  })
  @IsOptional()
  @IsString({ message: 'date must be a date (YYYY-MM-DD).' })
  date?: string | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Place among its kind' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: CONTENT_MESSAGES.position })
  @Min(0, { message: CONTENT_MESSAGES.position })
  position?: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The kind’s own fields, as content-kinds.ts declares them',
  })
  @IsObject({ message: CONTENT_MESSAGES.fieldsObject })
  fields: Record<string, unknown>;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'Rich text: the editor’s JSON document (kinds with a body)',
  })
  @IsOptional()
  body?: unknown;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CONTENT_LENGTHS.seoDescription })
  @IsOptional()
  @Trim()
  @IsString({ message: CONTENT_MESSAGES.seoTooLong })
  @MaxLength(CONTENT_LENGTHS.seoDescription, { message: CONTENT_MESSAGES.seoTooLong })
  seo_description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @Trim()
  // Checked with the kind's image fields (content-fields.ts), by the same rule.
  @IsString({ message: CONTENT_MESSAGES.socialImage })
  social_image?: string | null;
}

const Version = () =>
  Stacked(
    ApiProperty({ type: 'integer', minimum: 1, description: 'The version the change was made on' }),
    Type(() => Number),
    IsInt({ message: CONTENT_MESSAGES.version }),
    Min(1, { message: CONTENT_MESSAGES.version }),
  );

/**
 * PATCH /api/admin/content/{kind}/{id}: the parts that change, on the version it was read at. A
 * part left out stays as it is; of `fields`, each field named replaces that field. A part sent
 * as null is checked (a title cannot be emptied this way).
 */
export class UpdateContentDto extends PartialType(CreateContentDto, { skipNullProperties: false }) {
  @Version() version: number;
}

/** A change of state on the version it was read at (unpublish, restore a revision). */
export class VersionDto {
  @Version() version: number;
}

const CONTENT_BULK_ACTIONS = ['publish', 'unpublish', 'trash'] as const;
export type ContentBulkAction = (typeof CONTENT_BULK_ACTIONS)[number];
/** A bulk action names this many items at most: one page of the panel's list and more. */
const CONTENT_BULK_MAX = 100;

export class ContentBulkItemDto {
  @Stacked(
    ApiProperty({ type: 'integer', minimum: 1 }),
    Type(() => Number),
    IsInt({ message: 'Each item’s id must be a whole number.' }),
    Min(1, { message: 'Each item’s id must be a whole number.' }),
  )
  id: number;

  @Version() version: number;
}

/**
 * POST /api/admin/content/{kind}/bulk: one action on the selected items, each on the version the
 * list showed (an item changed since is left as it is and reported).
 */
export class ContentBulkDto {
  @Stacked(
    ApiProperty({ enum: CONTENT_BULK_ACTIONS, enumName: 'ContentBulkAction' }),
    IsIn(CONTENT_BULK_ACTIONS, { message: 'action must be publish, unpublish or trash.' }),
  )
  action: ContentBulkAction;

  @Stacked(
    ApiProperty({ type: [ContentBulkItemDto], minItems: 1, maxItems: CONTENT_BULK_MAX }),
    IsArray({ message: 'items must be a list of the selected items.' }),
    ArrayMinSize(1, { message: 'Select at least one item.' }),
    ArrayMaxSize(CONTENT_BULK_MAX, {
      message: `Select ${CONTENT_BULK_MAX} items at most at a time.`,
    }),
    ValidateNested({ each: true }),
    Type(() => ContentBulkItemDto),
  )
  items: ContentBulkItemDto[];
}

export class ContentBulkFailureView {
  @ApiProperty() id: number;
  @ApiProperty({ type: String, nullable: true, description: 'Its title, when it exists' })
  title: string | null;
  @ApiProperty({ description: 'Why it was left as it was' }) message: string;
}

export class ContentBulkResultView {
  @ApiProperty({ example: '3 items published.' }) message: string;
  @ApiProperty({ type: [Number], description: 'The items the action changed' }) done: number[];
  @ApiProperty({ type: [ContentBulkFailureView], description: 'The items left as they were' })
  failed: ContentBulkFailureView[];
}

export class ContentBulkResponse extends DetailOf(ContentBulkResultView) {}

/** POST …/{id}/send-back: a submitted draft goes back to its editor with what should change. */
export class SendBackDto extends VersionDto {
  @ApiProperty({ maxLength: 500, description: 'What should change, for the editor' })
  @Trim()
  @IsString({ message: CONTENT_MESSAGES.reviewNote })
  @IsNotEmpty({ message: CONTENT_MESSAGES.reviewNote })
  @MaxLength(500, { message: CONTENT_MESSAGES.reviewNote })
  note: string;
}

/** POST …/revisions/{revision}/restore: on a live item a proposal, unless `on_site`. */
export class RestoreRevisionDto extends VersionDto {
  @ApiPropertyOptional({
    description:
      'On a live item: true changes the site at once (a publisher’s); otherwise (the default) the revision is proposed',
  })
  @IsOptional()
  @IsBoolean({ message: 'on_site must be true or false.' })
  on_site?: boolean;
}

/** POST …/{id}/publish: now, or at a later time (scheduled). */
export class PublishContentDto extends VersionDto {
  @ApiPropertyOptional({
    format: 'date-time',
    description: 'Later publish time; now when left out',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: CONTENT_MESSAGES.publishAt })
  at?: string;
}

const SORTS = ['updated', 'title', 'date', 'position'] as const;

/** GET /api/admin/content/{kind}: search the title, filter by status, sort; `trash` lists the trash. */
export class ContentListQueryDto extends ListQueryDto {
  @ApiPropertyOptional({ enum: CONTENT_STATUSES, enumName: 'ContentStatus' })
  @IsOptional()
  @IsIn(CONTENT_STATUSES, { message: `status must be one of ${CONTENT_STATUSES.join(', ')}.` })
  status?: ContentStatus;

  @ApiPropertyOptional({ enum: SORTS, default: 'updated', description: 'updated: latest first' })
  @IsOptional()
  @IsIn(SORTS, { message: `sort must be one of ${SORTS.join(', ')}.` })
  sort?: (typeof SORTS)[number];

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'List the trash instead' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'trash must be true or false.' })
  trash?: 'true' | 'false';
}

/** The content of a proposal, as the form and the item name its parts. */
export class ProposedContentView {
  @ApiProperty() title: string;
  @ApiProperty() slug: string;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) date: string | null;
  @ApiProperty({ type: 'integer' }) position: number;
  @ApiProperty({ type: 'object', additionalProperties: true }) fields: Record<string, unknown>;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) body: unknown;
  @ApiProperty({ type: String, nullable: true }) seo_description: string | null;
  @ApiProperty({ type: String, nullable: true }) social_image: string | null;
}

export class ProposalView {
  @ApiProperty({ description: 'Username of who proposed it' }) by: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: ProposedContentView }) content: ProposedContentView;
}

export class ReviewNoteView {
  @ApiProperty() text: string;
  @ApiProperty({ description: 'Username of the publisher who wrote it' }) by: string;
  @ApiProperty({ format: 'date-time' }) at: string;
}

export class ContentItemView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: CONTENT_KIND_NAMES, enumName: 'ContentKind' }) kind: ContentKindName;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: CONTENT_STATUSES, enumName: 'ContentStatus' }) status: ContentStatus;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) publish_at: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) date: string | null;
  @ApiProperty({ type: 'integer' }) position: number;
  @ApiProperty({ type: 'object', additionalProperties: true }) fields: Record<string, unknown>;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) body: unknown;
  @ApiProperty({ type: String, nullable: true }) seo_description: string | null;
  @ApiProperty({ type: String, nullable: true }) social_image: string | null;
  @ApiProperty({ description: 'Username of its author' }) author: string;
  @ApiProperty({ description: 'Send it back with a change' }) version: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
  @ApiProperty({ description: 'Username of the last change' }) updated_by: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) deleted_at: string | null;
  @ApiProperty({ description: 'Its address on the site' }) url: string;
  @ApiProperty({
    type: () => ReviewNoteView,
    nullable: true,
    description: 'What a publisher asked to change when they sent it back; null once published',
  })
  review_note: ReviewNoteView | null;
  @ApiProperty({
    type: () => ProposalView,
    nullable: true,
    description:
      'A change proposed to the live item, waiting for a publisher (the site shows the live content)',
  })
  proposal: ProposalView | null;
  @ApiPropertyOptional({
    type: () => TranslationStatesView,
    description: 'In a kind’s list: where its Hindi and Marathi versions stand',
  })
  translations?: TranslationStatesView;
}

export class ContentListResponse extends PageOf(ContentItemView) {}
export class ContentItemResponse extends DetailOf(ContentItemView) {}

class ContentRevisionView {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Its place in the history: 1 for the first save, then 2, 3…' })
  number: number;
  @ApiProperty({ description: 'The item’s version it was (publishing also counts a version)' })
  version: number;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'The start of its text (body, or its first text field)' })
  excerpt: string;
  @ApiProperty({
    type: [String],
    description:
      'What this save changed from the revision before it, by the form’s labels; empty for the first',
    example: ['Title', 'Content'],
  })
  changed: string[];
  @ApiProperty({ description: 'Who saved it' }) saved_by: string;
  @ApiProperty({ format: 'date-time' }) saved_at: string;
}

export class ContentRevisionListResponse extends PageOf(ContentRevisionView) {}

const revisionId = (description: string) =>
  Stacked(
    ApiProperty({ type: 'integer', minimum: 1, description }),
    Type(() => Number),
    IsInt({ message: CONTENT_MESSAGES.revision }),
    Min(1, { message: CONTENT_MESSAGES.revision }),
  );

/** GET …/{id}/revisions/compare: two revisions by id, in either order. */
export class CompareRevisionsQueryDto {
  @revisionId('One revision’s id') from: number;
  @revisionId('The other revision’s id') to: number;
}

export class RevisionSideView {
  @ApiProperty() id: number;
  @ApiProperty() number: number;
  @ApiProperty() saved_by: string;
  @ApiProperty({ format: 'date-time' }) saved_at: string;
}

export class WordChangeView {
  @ApiProperty() text: string;
  @ApiProperty({ enum: ['same', 'added', 'removed'] }) change: 'same' | 'added' | 'removed';
}

export class PartDifferenceView {
  @ApiProperty({ description: 'The part by the form’s label', example: 'Title' }) label: string;
  @ApiProperty({ type: [WordChangeView] }) changes: WordChangeView[];
}

class RevisionComparisonView {
  @ApiProperty({ type: RevisionSideView, description: 'The older of the two' })
  from: RevisionSideView;
  @ApiProperty({ type: RevisionSideView, description: 'The newer of the two' })
  to: RevisionSideView;
  @ApiProperty({
    type: [PartDifferenceView],
    description: 'Each part that differs, word by word, in the form’s order; empty when none',
  })
  parts: PartDifferenceView[];
}

export class RevisionComparisonResponse extends DetailOf(RevisionComparisonView) {}

/** One published item as the site shows it. */
@ApiExtraModels(ContentImageView)
export class PublicContentView {
  @ApiProperty({
    enum: CONTENT_KIND_NAMES,
    enumName: 'ContentKind',
    description: 'Its kind: the document types its `fields` by it (Public…View)',
  })
  kind: ContentKindName;
  @ApiProperty({ description: 'Its place in the site’s order: the spec’s /news/{index}' })
  index: number;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true, description: 'As the site shows it' })
  date: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) iso_date: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The kind’s own fields; each kind’s view types them (…Fields)',
  })
  fields: Record<string, unknown>;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The body as HTML, through the allow-list (detail answers only)',
  })
  html: string | null;
  @ApiProperty({ type: String, nullable: true }) seo_description: string | null;
  @ApiProperty({ type: String, nullable: true }) social_image: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(ContentImageView) },
    description: 'The uploaded images its fields name, by address: alt text, size and srcset',
  })
  images: Record<string, ContentImageView>;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
  @ApiProperty() url: string;
  @ApiProperty({
    enum: SITE_LANGUAGES,
    description:
      'The language its words are in: the one asked for, or en where no translation in it is published',
  })
  language: SiteLanguage;
}

export class PublicContentListResponse {
  @ApiProperty({ example: 'success' }) status: 'success';
  @ApiProperty({ type: [PublicContentView] }) data: PublicContentView[];
}

export class PublicContentResponse {
  @ApiProperty({ example: 'success' }) status: 'success';
  @ApiProperty({ type: PublicContentView }) data: PublicContentView;
}

/** A live item's own page, as the sitemap lists it. */
export class ContentAddressView {
  @ApiProperty({ enum: CONTENT_KIND_NAMES, enumName: 'ContentKind' }) kind: ContentKindName;
  @ApiProperty({ example: '/news/new-centre-in-pune', description: 'Its address on the site' })
  url: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class ContentAddressListResponse {
  @ApiProperty({ example: 'success' }) status: 'success';
  @ApiProperty({ type: [ContentAddressView] }) data: ContentAddressView[];
}

export class ContentPreviewResponse {
  @ApiProperty({
    example: '/news/new-centre-in-pune?preview=k1.12.1767225600.abc',
    description: 'The item’s public page showing it as it is now, not indexed',
  })
  url: string;
  @ApiProperty({ format: 'date-time' }) expires_at: string;
}
