import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  Max,
  Min,
} from 'class-validator';
import { Stacked } from '../../platform/fields/stacked';
import { ListQueryDto } from '../../platform/listing/list-query.dto';

/** Rows an export of a selection (`ids`) or a bulk action by ids may name at most. */
const MAX_SELECTED_IDS = 1000;
export const MAX_ID = 2_147_483_647;

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
export const StatusFilter = (statuses: readonly string[], enumName: string) =>
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
export class BaseFilterDto extends PickType(ListQueryDto, ['search', 'from', 'to'] as const) {}

/** Any kind's filter, as the inbox code reads it. */
export type InboxFilter = BaseFilterDto & {
  status?: string[];
  sessionId?: number;
  position?: string;
  ids?: number[];
};
