import { ApiProperty, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsObject, Min } from 'class-validator';
import { Stacked } from '../../platform/fields/stacked';
import { DetailOf } from '../../platform/listing/page.views';
import { CreateContentDto, TRANSLATION_STATES, type TranslationState } from './content.dto';

import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../content-translation.entity';

const MESSAGES = {
  fieldsObject: 'fields must be an object of the kind’s text fields.',
  version:
    'version must be a whole number: the translation’s version it was read at (0 for a new one).',
} as const;

/** The version a translation was read at; 0 when there was none yet. */
const TranslationVersion = () =>
  Stacked(
    ApiProperty({
      type: 'integer',
      minimum: 0,
      description: 'The translation’s version the change was made on (0: a new translation)',
    }),
    Type(() => Number),
    IsInt({ message: MESSAGES.version }),
    Min(0, { message: MESSAGES.version }),
  );

/**
 * PUT /api/admin/content/{kind}/{id}/translations/{language}: the translated words, as a draft,
 * checked as the item's own title, body and SEO description are.
 */
export class SaveTranslationDto extends PickType(CreateContentDto, [
  'title',
  'body',
  'seo_description',
] as const) {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'The kind’s text and list-of-lines fields in the language; images, addresses and choices are the English item’s',
  })
  @IsObject({ message: MESSAGES.fieldsObject })
  fields: Record<string, unknown>;

  @TranslationVersion() version: number;
}

/** Submit, publish or unpublish a translation at the version it was read at. */
export class TranslationVersionDto {
  @TranslationVersion() version: number;
}

export class TranslationView {
  @ApiProperty({ enum: TRANSLATION_LANGUAGES, enumName: 'TranslationLanguage' })
  language: TranslationLanguage;
  @ApiProperty({
    enum: TRANSLATION_STATES,
    enumName: 'TranslationState',
    description:
      'missing, draft, review (waiting for a publisher), published, or outdated: the English words changed after it was translated',
  })
  state: TranslationState;
  @ApiProperty({
    description: 'Whether a published version is on the site (the last one published)',
  })
  live: boolean;
  @ApiProperty({ description: 'Empty while missing' }) title: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) fields: Record<string, unknown>;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) body: unknown;
  @ApiProperty({ type: String, nullable: true }) seo_description: string | null;
  @ApiProperty({ type: 'integer', description: 'Send it back with a change; 0 while missing' })
  version: number;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) updated_at: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Username of the last change' })
  updated_by: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) published_at: string | null;
  @ApiProperty({ type: String, nullable: true }) published_by: string | null;
}

class TranslationListView {
  @ApiProperty({ type: [TranslationView], description: 'Hindi, then Marathi' })
  translations: TranslationView[];
}

export class TranslationListResponse extends DetailOf(TranslationListView) {}
export class TranslationResponse extends DetailOf(TranslationView) {}
