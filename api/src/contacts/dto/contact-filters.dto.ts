import { IntersectionType } from '@nestjs/swagger';
import { BaseFilterDto, IdsParam, StatusFilter } from '../../inbox/dto/inbox-filters.dto';
import { BulkBaseDto, BulkFilter, SubmissionStatusProperty } from '../../inbox/dto/inbox.views';
import { ListQueryDto } from '../../platform/listing/list-query.dto';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../../submissions/inbox-status';

/** What selects contacts: the list's search, date range and status. */
export class ContactFilterDto extends BaseFilterDto {
  @StatusFilter(SUBMISSION_STATUSES, 'SubmissionStatus') status?: SubmissionStatus[];
}

export class ContactListQueryDto extends IntersectionType(ListQueryDto, ContactFilterDto) {}

/** A CSV export: the list's filter, or a selection of rows (`ids`, with the filter applied too). */
export class ContactExportQueryDto extends ContactFilterDto {
  @IdsParam('Only these contacts (the selected rows), 1000 at most') ids?: number[];
}

export class ContactBulkDto extends BulkBaseDto {
  @SubmissionStatusProperty(false) status?: SubmissionStatus;
  @BulkFilter(() => ContactFilterDto) filter?: ContactFilterDto;
}
