import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { Stacked } from '../../platform/fields/stacked';
import { Trim } from '../../platform/fields/trim.decorator';
import { PageParam, PageSizeParam, SearchParam } from '../../platform/listing/list-query.dto';
import { PageOf } from '../../platform/listing/page.views';
import { IsRealIsoDate } from '../../platform/dates/real-date';
import {
  JOB_DEFAULTS,
  JOB_DEPARTMENTS,
  JOB_LIMITS,
  JOB_MESSAGES,
  JOB_MODES,
  JOB_STATUSES,
  JOB_TYPES,
  type JobDepartment,
  type JobMode,
  type JobStatus,
  type JobType,
} from '../job.constants';

const oneOf = (label: string, list: readonly string[]) =>
  `${label} must be one of: ${list.join(', ')}.`;
const tooLong = (label: string, max: number) =>
  `${label} is too long (${max.toLocaleString('en-US')} characters at most).`;

/** A required line of text (title, location): `required` is what a missing or blank one says. */
const RequiredText = (label: string, required: string, example: string) =>
  Stacked(
    ApiProperty({ maxLength: JOB_LIMITS.short, example }),
    Trim(),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(JOB_LIMITS.short, { message: tooLong(label, JOB_LIMITS.short) }),
  );

/** Optional text of at most `max` characters; a new job leaving it out gets ''. */
const OptionalText = (label: string, max: number, doc: ApiPropertyOptions = {}) =>
  Stacked(
    ApiPropertyOptional({ maxLength: max, default: '', ...doc }),
    Trim(),
    IsOptional(),
    IsString({ message: `${label} must be text.` }),
    MaxLength(max, { message: tooLong(label, max) }),
  );

/** One of `list`, optional (blank counts as left out); a new job leaving it out gets `fallback`. */
const OptionalChoice = <T extends string>(label: string, list: readonly T[], fallback: T) =>
  Stacked(
    ApiPropertyOptional({ enum: list, default: fallback }),
    Trim({ blank: undefined }),
    IsOptional(),
    IsIn(list, { message: oneOf(label, list) }),
  );

/**
 * The job form: title and location are required, the rest optional. Create: missing optional
 * fields take their defaults. Update (PUT): missing fields keep their current value;
 * `application_deadline: null` clears the deadline.
 */
export class SaveJobDto {
  @RequiredText('Title', JOB_MESSAGES.titleRequired, 'App Developer')
  title: string;

  @ApiPropertyOptional({ maxLength: JOB_LIMITS.short, default: JOB_DEFAULTS.company })
  @Trim({ blank: undefined })
  @IsOptional()
  @IsString({ message: 'Company must be text.' })
  @MaxLength(JOB_LIMITS.short, { message: tooLong('Company', JOB_LIMITS.short) })
  company?: string;

  @OptionalChoice('Department', JOB_DEPARTMENTS, JOB_DEFAULTS.department)
  department?: JobDepartment;

  @RequiredText('Location', JOB_MESSAGES.locationRequired, 'Mumbai, Maharashtra')
  location: string;

  @OptionalChoice('Type', JOB_TYPES, JOB_DEFAULTS.type)
  type?: JobType;

  @OptionalChoice('Mode', JOB_MODES, JOB_DEFAULTS.mode)
  mode?: JobMode;

  @OptionalText('Description', JOB_LIMITS.text)
  description?: string;

  @OptionalText('Requirements', JOB_LIMITS.text, { description: 'One per line' })
  requirements?: string;

  @OptionalText('Responsibilities', JOB_LIMITS.text, { description: 'One per line' })
  responsibilities?: string;

  @OptionalText('Salary range', JOB_LIMITS.short, { example: '₹6,00,000 – ₹9,00,000' })
  salary_range?: string;

  @OptionalChoice('Status', JOB_STATUSES, JOB_DEFAULTS.status)
  status?: JobStatus;

  @ApiPropertyOptional({
    format: 'date',
    description: 'Default: today (IST)',
    example: '2025-01-15',
  })
  @Trim({ blank: undefined })
  @IsOptional()
  @IsRealIsoDate('Posted date must be a date like 2025-01-15.')
  posted_date?: string;

  @ApiPropertyOptional({
    format: 'date',
    nullable: true,
    type: String,
    description: 'Optional; not before posted_date. null or "" clears it.',
  })
  @Trim({ blank: null })
  @ValidateIf((_o, v) => v !== null && v !== undefined)
  @IsRealIsoDate('Application deadline must be a date like 2025-02-15.')
  application_deadline?: string | null;
}

/** GET /api/admin/jobs query (the jobs screen pages on the server, 10 per page). */
export class JobListQueryDto {
  @PageParam() page: number = 1;
  @PageSizeParam('limit') limit: number = 10;

  @ApiPropertyOptional({ enum: JOB_STATUSES, description: 'Omit (or "all") for every status' })
  @Transform(({ value }) => {
    const v = typeof value === 'string' ? value.trim() : value;
    return v === '' || v === 'all' ? undefined : v;
  })
  @IsOptional()
  @IsIn(JOB_STATUSES, { message: oneOf('status', JOB_STATUSES) })
  status?: JobStatus;

  @SearchParam('Case-insensitive substring of title, company, location or department')
  search?: string;
}

/** A job as the public jobs page shows it. */
export class PublicJobView {
  @ApiProperty() id: number;
  @ApiProperty() company: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: JOB_TYPES }) type: JobType;
  @ApiProperty({ enum: JOB_MODES }) mode: JobMode;
  @ApiProperty() location: string;
  @ApiProperty({ format: 'date', example: '2025-01-15' }) posted_date: string;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'One per line' }) requirements: string;
  @ApiProperty({ description: 'One per line' }) responsibilities: string;
  @ApiProperty() salary_range: string;
  @ApiProperty({
    description:
      'The opening’s page on the site: its title’s words and its id, an address that never moves (an old title’s words still lead to it)',
    example: '/about-us/careers/app-developer-3',
  })
  url: string;
}

/** A job posting as the admin sees it. */
export class JobView extends PublicJobView {
  @ApiProperty({ enum: JOB_DEPARTMENTS }) department: JobDepartment;
  @ApiProperty({ enum: JOB_STATUSES }) status: JobStatus;
  @ApiProperty({ format: 'date', nullable: true, type: String }) application_deadline:
    string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class PublicJobsResponse {
  @ApiProperty({ example: 'success' }) status: 'success';
  @ApiProperty({ type: [PublicJobView] }) data: PublicJobView[];
}

/**
 * A posting in the Jobs tab's list, with how many career applications name it: those whose job
 * position contains the title (case-insensitive), the same applications the Career Applications
 * tab shows when filtered by that position.
 */
class JobListItem extends JobView {
  @ApiProperty({ description: 'Career applications for this position' }) applications: number;
  @ApiProperty({ description: 'Of them, those still New (not yet looked at)' })
  new_applications: number;
}

export class JobListResponse extends PageOf(JobListItem, { estimated: true }) {}

export class JobMutationResponse {
  @ApiProperty({ example: 'success' }) status: 'success';
  @ApiProperty({ example: JOB_MESSAGES.created }) message: string;
  @ApiProperty({ type: JobView }) data: JobView;
}

export class JobDeletedResponse {
  @ApiProperty({ example: 'success' }) status: 'success';
  @ApiProperty({ example: JOB_MESSAGES.deleted }) message: string;
}
