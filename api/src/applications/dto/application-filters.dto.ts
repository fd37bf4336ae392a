import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { BaseFilterDto, IdsParam, StatusFilter } from '../../inbox/dto/inbox-filters.dto';
import { ApplicationStatusProperty, BulkBaseDto, BulkFilter } from '../../inbox/dto/inbox.views';
import { Stacked } from '../../platform/fields/stacked';
import { ListQueryDto } from '../../platform/listing/list-query.dto';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../submissions/inbox-status';

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

/** What selects career applications: search, date range, status and job position. */
export class ApplicationFilterDto extends BaseFilterDto {
  @StatusFilter(APPLICATION_STATUSES, 'ApplicationStatus') status?: ApplicationStatus[];
  @PositionFilter() position?: string;
}

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
export class ApplicationExportQueryDto extends ApplicationFilterDto {
  @IdsParam('Only these applications (the selected rows), 1000 at most') ids?: number[];
}

export class ApplicationBulkDto extends BulkBaseDto {
  @ApplicationStatusProperty(false) status?: ApplicationStatus;
  @BulkFilter(() => ApplicationFilterDto) filter?: ApplicationFilterDto;
}

/** How many applications of the filter are in each status. */
export class ApplicationStatusCountsView {
  @ApiProperty() new: number;
  @ApiProperty() reviewed: number;
  @ApiProperty() shortlisted: number;
  @ApiProperty() interview: number;
  @ApiProperty() offered: number;
  @ApiProperty() hired: number;
  @ApiProperty() rejected: number;
}
export class ApplicationStatusCounts {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: ApplicationStatusCountsView }) data: ApplicationStatusCountsView;
  @ApiProperty({ description: 'All applications of the filter' }) total: number;
}
