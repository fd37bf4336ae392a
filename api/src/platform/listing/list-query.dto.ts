import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

import { Stacked } from '../fields/stacked';
import { ISO_DATE } from '../dates/real-date';

/** The 1-based page number of a paged list. */
export const PageParam = () =>
  Stacked(
    ApiPropertyOptional({ minimum: 1, default: 1 }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'page must be a whole number.' }),
    Min(1, { message: 'page must be 1 or more.' }),
    Max(1_000_000_000, { message: 'page is too large.' }),
  );

/** The page size of a paged list (1 to 100, `fallback` when not asked), under the query name `name`. */
export const PageSizeParam = (name: string, fallback = 10) =>
  Stacked(
    ApiPropertyOptional({ minimum: 1, maximum: 100, default: fallback }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: `${name} must be a whole number.` }),
    Min(1, { message: `${name} must be between 1 and 100.` }),
    Max(100, { message: `${name} must be between 1 and 100.` }),
  );

/** A list's search text (case-insensitive substring of the columns `description` names). */
export const SearchParam = (description: string) =>
  Stacked(
    ApiPropertyOptional({ maxLength: 200, description }),
    IsOptional(),
    IsString({ message: 'search must be text.' }),
    MaxLength(200, { message: 'search is too long (200 characters at most).' }),
  );

/** Query of every admin list: 1-based page, page size ≤ 100, search, IST date range. */
export class ListQueryDto {
  @PageParam() page: number = 1;
  @PageSizeParam('pageSize') pageSize: number = 10;
  @SearchParam('Case-insensitive substring') search?: string;

  @ApiPropertyOptional({ example: '2024-10-01', description: 'First day (IST), inclusive' })
  @IsOptional()
  @Matches(ISO_DATE, { message: 'from must be a date like 2024-10-01.' })
  from?: string;

  @ApiPropertyOptional({
    example: '2024-10-31',
    description: 'Last day (IST), inclusive through the end of that day',
  })
  @IsOptional()
  @Matches(ISO_DATE, { message: 'to must be a date like 2024-10-31.' })
  to?: string;
}
