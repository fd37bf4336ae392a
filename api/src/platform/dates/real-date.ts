import { BadRequestException } from '@nestjs/common';
import { ValidateBy } from 'class-validator';

/** The shape YYYY-MM-DD with a possible month and day (2024-02-30 still passes: see isRealIsoDate). */
export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A real calendar date written YYYY-MM-DD (2024-02-30 is refused). */
export function isRealIsoDate(v: unknown): boolean {
  if (typeof v !== 'string' || !ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** Body or query field that must be a real calendar date; `message` is the error shown. */
export const IsRealIsoDate = (message: string) =>
  ValidateBy({ name: 'isRealIsoDate', validator: { validate: isRealIsoDate } }, { message });

/** Throws 400 naming `field` when a given value is not a real calendar date. */
export function assertRealDate(value: string | undefined, field: string): void {
  if (!value) return;
  if (!isRealIsoDate(value)) {
    throw new BadRequestException({
      message: `${field} is not a real date.`,
      details: { [field]: `${field} is not a real date.` },
    });
  }
}
