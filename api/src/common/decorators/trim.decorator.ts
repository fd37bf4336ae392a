import { Transform } from 'class-transformer';

/** Trims a string field before validation (other types are left for the validators to refuse). */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Trims and lower-cases (e-mail addresses), so uniqueness and search ignore case and spaces. */
export const TrimLower = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  );
