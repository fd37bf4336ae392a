import { PickType } from '@nestjs/swagger';
import { ListQueryDto } from './list-query.dto';

/**
 * What a CSV export selects: the list's search and IST date range (end inclusive), all
 * optional, so the file holds exactly the rows the list shows (nothing given = everything).
 */
export class ExportQueryDto extends PickType(ListQueryDto, ['search', 'from', 'to'] as const) {}
