import { PickType } from '@nestjs/swagger';
import { ListQueryDto } from './list-query.dto';

/** Export range: IST dates, end inclusive; both optional (no range = everything). */
export class DateRangeQueryDto extends PickType(ListQueryDto, ['from', 'to'] as const) {}
