import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { inboxQueryDtos } from '../../inbox/dto/inbox-kind-dtos';
import { Stacked } from '../../platform/fields/stacked';
import { APPLICATION_STATUSES } from '../../submissions/inbox-status';

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

/** The applications' own filter beside search, dates and status: the job position. */
class ApplicationPositionFilter {
  @PositionFilter() position?: string;
}

const APPLICATION_SORTS = ['newest', 'status'] as const;
type ApplicationSort = (typeof APPLICATION_SORTS)[number];

/** The list's order. */
class ApplicationListSort {
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

/** What selects career applications (search, date range, status, position), and the routes' classes. */
export const APPLICATION_QUERIES = inboxQueryDtos({
  name: 'Application',
  plural: 'applications',
  statuses: APPLICATION_STATUSES,
  statusEnum: 'ApplicationStatus',
  filters: ApplicationPositionFilter,
  listParameters: ApplicationListSort,
});

/** The status counts' query: the list's filter. */
export class ApplicationFilterDto extends APPLICATION_QUERIES.filter {}

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
