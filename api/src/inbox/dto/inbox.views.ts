import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsNotEmpty,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { Stacked } from '../../platform/fields/stacked';
import { PageOf } from '../../platform/listing/page.views';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
  type InboxStatus,
} from '../../submissions/inbox-status';
import { IdsParam, type InboxFilter } from './inbox-filters.dto';
import { INBOX_KINDS, type InboxKindName } from '../inbox-kind';

/**
 * The `status` property of one family of statuses: required (a status change) or optional (a
 * list filter), documented under the family's enum name.
 */
export const StatusProperty =
  (statuses: readonly string[], enumName: string) => (required: boolean) =>
    Stacked(
      (required ? ApiProperty : ApiPropertyOptional)({ enum: statuses, enumName }),
      ...(required ? [IsNotEmpty({ message: 'status is required.' })] : [IsOptional()]),
      IsIn(statuses, { message: `status must be one of: ${statuses.join(', ')}.` }),
    );
const SubmissionStatusProperty = StatusProperty(SUBMISSION_STATUSES, 'SubmissionStatus');
const ApplicationStatusProperty = StatusProperty(APPLICATION_STATUSES, 'ApplicationStatus');

/** PATCH …/:id/status of a contact or a registration. */
export class SubmissionStatusDto {
  @SubmissionStatusProperty(true) status: SubmissionStatus;
}
/** PATCH …/:id/status of a career application. */
export class ApplicationStatusDto {
  @ApplicationStatusProperty(true) status: ApplicationStatus;
}

/** A record's status fields after a change. */
abstract class StatusFields {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date-time', type: String, nullable: true })
  status_changed_at: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Staff username' })
  status_changed_by: string | null;
}
export class SubmissionStatusView extends StatusFields {
  @ApiProperty({ enum: SUBMISSION_STATUSES, enumName: 'SubmissionStatus' })
  status: SubmissionStatus;
}
export class ApplicationStatusView extends StatusFields {
  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  status: ApplicationStatus;
}
export class SubmissionStatusResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: SubmissionStatusView }) data: SubmissionStatusView;
}
export class ApplicationStatusResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: ApplicationStatusView }) data: ApplicationStatusView;
}

/** NOTE_MAX characters at most, after trimming. */
const NOTE_MAX = 2000;

/** An internal note of the staff on one record: never sent to anyone. */
export class NoteView {
  @ApiProperty() id: number;
  @ApiProperty({ maxLength: NOTE_MAX }) body: string;
  @ApiProperty({ description: 'Staff username of the author' }) author: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class NoteDto {
  @Stacked(
    ApiProperty({ minLength: 1, maxLength: NOTE_MAX, description: 'Trimmed before it is stored' }),
    IsNotEmpty({ message: 'Write the note first.' }),
    IsString({ message: 'The note must be text.' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    MinLength(1, { message: 'Write the note first.' }),
    MaxLength(NOTE_MAX, { message: `The note is too long (${NOTE_MAX} characters at most).` }),
  )
  body: string;
}

/** A record's notes, oldest first, all on one page (a record has a handful). */
export class NotesResponse extends PageOf(NoteView) {}
export class NoteResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: NoteView }) data: NoteView;
}

/** A filter-based bulk action acts on this many rows at most (400 beyond). */
export const BULK_FILTER_CAP = 10_000;

const BULK_ACTIONS = ['status', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/**
 * A bulk action on a selection (`ids`) or on the list's current filter (`filter`): exactly one
 * of them. `expected` is the count the staff member confirmed; when the rows matching now are
 * a different number, nothing changes (409).
 */
export abstract class BulkBaseDto {
  @Stacked(
    ApiProperty({ enum: BULK_ACTIONS, enumName: 'BulkAction' }),
    IsNotEmpty({ message: 'action is required.' }),
    IsIn(BULK_ACTIONS, { message: 'action must be status or delete.' }),
  )
  action: BulkAction;

  @IdsParam('The selected rows (1 to 1000 ids); or give filter') ids?: number[];

  @Stacked(
    ApiProperty({ minimum: 0, description: 'How many records the confirmation showed' }),
    IsNotEmpty({ message: 'expected is required: the count the confirmation showed.' }),
    IsInt({ message: 'expected must be a whole number.' }),
    Min(0, { message: 'expected must be a whole number.' }),
    Max(1_000_000_000, { message: 'expected is too large.' }),
  )
  expected: number;
}

export const BulkFilter = (type: () => new () => object) =>
  Stacked(
    ApiPropertyOptional({
      // An inline arrow (named `type`) is what the document generator takes for a lazy type.
      type: () => type(),
      description: `The list's filter (at most ${BULK_FILTER_CAP} matching rows); or give ids`,
    }),
    IsOptional(),
    ValidateNested(),
    Type(type),
  );

/** A bulk action of any kind, as the inbox code reads it. */
export type InboxBulkDto = BulkBaseDto & { status?: InboxStatus; filter?: InboxFilter };

export class BulkResponse {
  @ApiProperty({ example: true }) success: true;
  @ApiProperty({ example: '12 contacts marked replied.' }) message: string;
  @ApiProperty({ description: 'Records changed or deleted' }) count: number;
}

/** How a tab's count is described where it is not "New <kind>". */
const COUNTED: Partial<Record<InboxKindName, string>> = { applications: 'career applications' };

/** The New items of each tab the caller may read (a tab they may not read is absent). */
export class InboxCounts extends (class {} as new () => Partial<Record<InboxKindName, number>>) {}
for (const kind of INBOX_KINDS) {
  ApiPropertyOptional({ type: Number, description: `New ${COUNTED[kind] ?? kind}` })(
    InboxCounts.prototype,
    kind,
  );
}
