import { ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { Stacked } from '../../platform/fields/stacked';
import { ListQueryDto } from '../../platform/listing/list-query.dto';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
} from '../../submissions/inbox-status';

/** Rows an export of a selection (`ids`) or a bulk action by ids may name at most. */
export const MAX_SELECTED_IDS = 1000;
const MAX_ID = 2_147_483_647;

/** "a, b" (a query string) or ["a", "b"] (JSON) as a list of trimmed, non-empty items. */
const commaList = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : value;

/**
 * A status filter: one status or several (comma-separated in a query string, an array in JSON),
 * each one of `statuses`.
 */
const StatusFilter = (statuses: readonly string[], enumName: string) =>
  Stacked(
    ApiPropertyOptional({
      enum: statuses,
      enumName,
      isArray: true,
      description:
        'One or several statuses: repeated (status=new&status=read) or comma-separated (status=new,read) in a query string',
    }),
    IsOptional(),
    Transform(commaList),
    IsArray({ message: 'status must be a list of statuses.' }),
    ArrayMaxSize(statuses.length, { message: 'status names too many statuses.' }),
    IsIn(statuses, {
      each: true,
      message: `status must be one or more of: ${statuses.join(', ')}.`,
    }),
  );

/** A session's id (the registrations' session link). */
const SessionIdFilter = () =>
  Stacked(
    ApiPropertyOptional({
      minimum: 1,
      description: 'Only registrations for this session (empty once a session was deleted)',
    }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'sessionId must be a whole number.' }),
    Min(1, { message: 'sessionId must be a whole number.' }),
    Max(MAX_ID, { message: 'sessionId must be a whole number.' }),
  );

/** The job-position dropdown of the applications list (case-insensitive substring). */
const PositionFilter = () =>
  Stacked(
    ApiPropertyOptional({
      maxLength: 200,
      description: 'Case-insensitive substring of job position',
    }),
    IsOptional(),
    IsString({ message: 'position must be text.' }),
    MaxLength(200, { message: 'position is too long (200 characters at most).' }),
  );

/** A selection of rows by id: repeated or comma-separated in a query string, an array in JSON. */
export const IdsParam = (description: string) =>
  Stacked(
    ApiPropertyOptional({
      type: [Number],
      minItems: 1,
      maxItems: MAX_SELECTED_IDS,
      description,
    }),
    IsOptional(),
    Transform(({ value }) => {
      const list = commaList({ value });
      return Array.isArray(list)
        ? list.map((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v))
        : list;
    }),
    IsArray({ message: 'ids must be a list of record ids.' }),
    ArrayMinSize(1, { message: 'ids must name at least one record.' }),
    ArrayMaxSize(MAX_SELECTED_IDS, {
      message: `ids may name ${MAX_SELECTED_IDS} records at most.`,
    }),
    IsInt({ each: true, message: 'ids must be whole numbers.' }),
    Min(1, { each: true, message: 'ids must be whole numbers.' }),
    Max(MAX_ID, { each: true, message: 'ids must be whole numbers.' }),
  );

/** Search and IST date range: what every inbox filter starts from. */
class BaseFilterDto extends PickType(ListQueryDto, ['search', 'from', 'to'] as const) {}

/** What selects contacts: the list's search, date range and status. */
export class ContactFilterDto extends BaseFilterDto {
  @StatusFilter(SUBMISSION_STATUSES, 'SubmissionStatus') status?: SubmissionStatus[];
}

/** What selects registrations: search, date range, status and session. */
export class RegistrationFilterDto extends BaseFilterDto {
  @StatusFilter(SUBMISSION_STATUSES, 'SubmissionStatus') status?: SubmissionStatus[];
  @SessionIdFilter() sessionId?: number;
}

/** What selects career applications: search, date range, status and job position. */
export class ApplicationFilterDto extends BaseFilterDto {
  @StatusFilter(APPLICATION_STATUSES, 'ApplicationStatus') status?: ApplicationStatus[];
  @PositionFilter() position?: string;
}

/** Any kind's filter, as the inbox code reads it. */
export type InboxFilter = BaseFilterDto & {
  status?: string[];
  sessionId?: number;
  position?: string;
  ids?: number[];
};

export class ContactListQueryDto extends IntersectionType(ListQueryDto, ContactFilterDto) {}
export class RegistrationListQueryDto extends IntersectionType(
  ListQueryDto,
  RegistrationFilterDto,
) {}

export const APPLICATION_SORTS = ['newest', 'status'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

export class ApplicationListQueryDto extends IntersectionType(ListQueryDto, ApplicationFilterDto) {
  @ApiPropertyOptional({
    enum: APPLICATION_SORTS,
    enumName: 'ApplicationSort',
    default: 'newest',
    description: 'newest: newest first; status: pipeline order (New first), newest first within',
  })
  @IsOptional()
  @IsIn(APPLICATION_SORTS, { message: 'sort must be newest or status.' })
  sort?: ApplicationSort;
}

/** A CSV export: the list's filter, or a selection of rows (`ids`, with the filter applied too). */
export class ContactExportQueryDto extends ContactFilterDto {
  @IdsParam('Only these contacts (the selected rows), 1000 at most') ids?: number[];
}
export class RegistrationExportQueryDto extends RegistrationFilterDto {
  @IdsParam('Only these registrations (the selected rows), 1000 at most') ids?: number[];
}
export class ApplicationExportQueryDto extends ApplicationFilterDto {
  @IdsParam('Only these applications (the selected rows), 1000 at most') ids?: number[];
}
