import { Transform } from 'class-transformer';

/**
 * Trims a string field before validation (other types are left for the validators to refuse).
 * `blank` is what a value of only spaces becomes: '' (the default: the validators judge it),
 * undefined (not given: `@IsOptional()` skips it and the default or the stored value applies)
 * or null (cleared).
 */
export const Trim = (options: { blank?: '' | undefined | null } = {}) => {
  // `in`, not a default value: Trim({ blank: undefined }) must not fall back to ''.
  const blank = 'blank' in options ? options.blank : '';
  return Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? blank : trimmed;
  });
};

/** Trims and lower-cases (e-mail addresses), so uniqueness and search ignore case and spaces. */
export const TrimLower = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  );
