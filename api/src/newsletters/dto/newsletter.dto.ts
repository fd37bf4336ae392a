import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Stacked } from '../../platform/fields/stacked';
import { Trim } from '../../platform/fields/trim.decorator';
import {
  NEWSLETTER_BODY_REQUIRED,
  NEWSLETTER_LENGTHS,
  NEWSLETTER_SUBJECT_REQUIRED,
} from '../../platform/fields/rules';
import { ListQueryDto } from '../../platform/listing/list-query.dto';
import { DetailOf, PageOf } from '../../platform/listing/page.views';
import { NEWSLETTER_STATUSES, type NewsletterStatus } from '../newsletter.entity';

export const NEWSLETTER_MESSAGES = {
  subjectRequired: NEWSLETTER_SUBJECT_REQUIRED,
  subjectTooLong: `Subject is too long (${NEWSLETTER_LENGTHS.subject} characters at most).`,
  subjectOneLine: 'Subject must be one line.',
  bodyRequired: NEWSLETTER_BODY_REQUIRED,
  bodyTooLong: `Body is too long (${NEWSLETTER_LENGTHS.body.toLocaleString('en-US')} characters at most).`,
  docInvalid: 'The body is not a rich-text document: reload the editor and try again.',
  versionRequired: 'version must be a whole number.',
  expectedRequired: 'expected must be a whole number.',
  translationsObject: 'translations must be an object with hi and mr.',
  versionObject: 'A translation must be an object with its subject and body.',
} as const;

const Subject = () =>
  Stacked(
    ApiProperty({ minLength: 1, maxLength: NEWSLETTER_LENGTHS.subject, example: 'October news' }),
    Trim(),
    IsString({ message: NEWSLETTER_MESSAGES.subjectRequired }),
    IsNotEmpty({ message: NEWSLETTER_MESSAGES.subjectRequired }),
    MaxLength(NEWSLETTER_LENGTHS.subject, { message: NEWSLETTER_MESSAGES.subjectTooLong }),
    // eslint-disable-next-line no-control-regex
    Matches(/^[^\u0000-\u001f\u007f]*$/, { message: NEWSLETTER_MESSAGES.subjectOneLine }),
  );

const Body = () =>
  Stacked(
    ApiPropertyOptional({
      minLength: 1,
      maxLength: NEWSLETTER_LENGTHS.body,
      description:
        'Plain text. Paragraphs are separated by blank lines; a paragraph that is one http(s) URL becomes a link. Required unless `doc` is given (then it is the text of `doc`).',
    }),
    ValidateIf((o: { doc?: unknown }) => o.doc === undefined || o.doc === null),
    Trim(),
    IsString({ message: NEWSLETTER_MESSAGES.bodyRequired }),
    IsNotEmpty({ message: NEWSLETTER_MESSAGES.bodyRequired }),
    MaxLength(NEWSLETTER_LENGTHS.body, { message: NEWSLETTER_MESSAGES.bodyTooLong }),
  );

const WholeNumber = (message: string, description: string) =>
  Stacked(
    ApiProperty({ type: 'integer', minimum: 0, description }),
    Type(() => Number),
    IsInt({ message }),
    Min(0, { message }),
  );

/** A newsletter's words in one language: as rich text (`doc`) or as plain text (`body`). */
export class NewsletterVersionDto {
  @Subject() subject: string;
  @Body() body?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description:
      'The rich text, as the panel’s editor writes it (headings, lists, links, emphasis); its plain text must not exceed the body’s length',
  })
  @IsOptional()
  @IsObject({ message: NEWSLETTER_MESSAGES.docInvalid })
  doc?: Record<string, unknown>;
}

const Version = () =>
  Stacked(
    ApiPropertyOptional({ type: () => NewsletterVersionDto, nullable: true }),
    IsOptional(),
    IsObject({ message: NEWSLETTER_MESSAGES.versionObject }),
    ValidateNested({ message: NEWSLETTER_MESSAGES.versionObject }),
    Type(() => NewsletterVersionDto),
  );

/** The newsletter in Hindi and Marathi: a language left out or null has no version of its own. */
export class NewsletterTranslationsDto {
  @Version() hi?: NewsletterVersionDto | null;
  @Version() mr?: NewsletterVersionDto | null;
}

/** POST /api/admin/newsletters: a new draft, in English and, where written, Hindi and Marathi. */
export class CreateNewsletterDto extends NewsletterVersionDto {
  @ApiPropertyOptional({
    type: () => NewsletterTranslationsDto,
    description:
      'Its Hindi and Marathi versions: a subscriber who chose one of these languages gets that version, anyone else the English. On a change, when given, it replaces the versions there were',
  })
  @IsOptional()
  @IsObject({ message: NEWSLETTER_MESSAGES.translationsObject })
  @ValidateNested({ message: NEWSLETTER_MESSAGES.translationsObject })
  @Type(() => NewsletterTranslationsDto)
  translations?: NewsletterTranslationsDto;
}

/**
 * PATCH /api/admin/newsletters/{id}: the draft's new subject and/or text, on the version it was
 * read at; a part left out stays as it is (a part sent as null is checked, not dropped).
 */
export class UpdateNewsletterDto extends PartialType(CreateNewsletterDto, {
  skipNullProperties: false,
}) {
  @WholeNumber(NEWSLETTER_MESSAGES.versionRequired, 'The version the change was made on')
  version: number;
}

/** POST /api/admin/newsletters/{id}/send: the recipient count the sender was shown. */
export class SendNewsletterDto {
  @WholeNumber(
    NEWSLETTER_MESSAGES.expectedRequired,
    'The number of confirmed subscribers the sender confirmed (GET …/recipients)',
  )
  expected: number;
}

/** GET /api/admin/newsletters: newest first, search on the subject. */
export class NewsletterListQueryDto extends ListQueryDto {}

export class NewsletterProgress {
  @ApiProperty({ description: 'Confirmed subscribers when sending began (0 for a draft)' })
  recipients: number;
  @ApiProperty({ description: 'recipients − sent − failed − skipped' }) queued: number;
  @ApiProperty({ description: 'Mails sent' }) sent: number;
  @ApiProperty({ description: 'Mails that failed for good' }) failed: number;
  @ApiProperty({ description: 'Recipients who unsubscribed before their mail went out' })
  skipped: number;
}

export class NewsletterVersionView {
  @ApiProperty() subject: string;
  @ApiProperty({ description: 'Its plain text' }) body: string;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) doc: unknown;
}

export class NewsletterTranslationsView {
  @ApiProperty({ type: NewsletterVersionView, nullable: true }) hi: NewsletterVersionView | null;
  @ApiProperty({ type: NewsletterVersionView, nullable: true }) mr: NewsletterVersionView | null;
}

export class NewsletterView {
  @ApiProperty() id: number;
  @ApiProperty() subject: string;
  @ApiProperty({ description: 'Its plain text' }) body: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'Its rich text; null for a newsletter written as plain text',
  })
  doc: unknown;
  @ApiProperty({ enum: NEWSLETTER_STATUSES, enumName: 'NewsletterStatus' })
  status: NewsletterStatus;
  @ApiProperty({ description: 'Send it back with a change' }) version: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
  @ApiProperty({ description: 'Username of the last change' }) updated_by: string;
  @ApiProperty({ format: 'date-time', type: String, nullable: true })
  send_started_at: string | null;
  @ApiProperty({ format: 'date-time', type: String, nullable: true }) sent_at: string | null;
  @ApiProperty({ type: NewsletterProgress }) progress: NewsletterProgress;
  @ApiProperty({
    type: () => NewsletterTranslationsView,
    description: 'Its Hindi and Marathi versions (null where none is written)',
  })
  translations: NewsletterTranslationsView;
}

export class NewsletterListResponse extends PageOf(NewsletterView) {}

export class NewsletterResponse extends DetailOf(NewsletterView) {}

export class NewsletterRecipientsResponse {
  @ApiProperty({ description: 'Confirmed subscribers now' }) count: number;
}

export class NewsletterTestResponse {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ example: 'A test mail is on its way to asha@kavach.example.' }) message: string;
}
