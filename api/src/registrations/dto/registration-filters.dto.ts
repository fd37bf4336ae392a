import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { BaseFilterDto, IdsParam, MAX_ID, StatusFilter } from '../../inbox/dto/inbox-filters.dto';
import { BulkBaseDto, BulkFilter, SubmissionStatusProperty } from '../../inbox/dto/inbox.views';
import { Stacked } from '../../platform/fields/stacked';
import { ListQueryDto } from '../../platform/listing/list-query.dto';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../../submissions/inbox-status';

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

/** What selects registrations: search, date range, status and session. */
export class RegistrationFilterDto extends BaseFilterDto {
  @StatusFilter(SUBMISSION_STATUSES, 'SubmissionStatus') status?: SubmissionStatus[];
  @SessionIdFilter() sessionId?: number;
}

export class RegistrationListQueryDto extends IntersectionType(
  ListQueryDto,
  RegistrationFilterDto,
) {}

/** A CSV export: the list's filter, or a selection of rows (`ids`, with the filter applied too). */
export class RegistrationExportQueryDto extends RegistrationFilterDto {
  @IdsParam('Only these registrations (the selected rows), 1000 at most') ids?: number[];
}

export class RegistrationBulkDto extends BulkBaseDto {
  @SubmissionStatusProperty(false) status?: SubmissionStatus;
  @BulkFilter(() => RegistrationFilterDto) filter?: RegistrationFilterDto;
}
