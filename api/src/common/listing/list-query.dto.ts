import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

import { ISO_DATE } from '../dates/real-date';

/** Query of every admin list: 1-based page, page size ≤ 100, search, IST date range. */
export class ListQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number.' })
  @Min(1, { message: 'page must be 1 or more.' })
  @Max(1_000_000_000, { message: 'page is too large.' })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number.' })
  @Min(1, { message: 'pageSize must be between 1 and 100.' })
  @Max(100, { message: 'pageSize must be between 1 and 100.' })
  pageSize: number = 10;

  @ApiPropertyOptional({ maxLength: 200, description: 'Case-insensitive substring' })
  @IsOptional()
  @IsString({ message: 'search must be text.' })
  @MaxLength(200, { message: 'search is too long (200 characters at most).' })
  search?: string;

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
