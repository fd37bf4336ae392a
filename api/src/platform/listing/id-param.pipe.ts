import { BadRequestException, Injectable, Param, type PipeTransform } from '@nestjs/common';

const MAX_ID = 2_147_483_647;

/** A route `:id` as a positive 32-bit integer; anything else is a 400 with a readable message. */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const n = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_ID) {
      throw new BadRequestException({
        message: 'id must be a whole number.',
        details: { id: 'id must be a whole number.' },
      });
    }
    return n;
  }
}

/** The route's `:id` through IdParamPipe. */
export const IdParam = () => Param('id', IdParamPipe);
