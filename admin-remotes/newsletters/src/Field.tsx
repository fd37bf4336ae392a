/** A field of the newsletter editor. */
import { useId, type ReactNode } from 'react';

interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby': string;
}

/**
 * A labelled field with its live count (and a hint) beside the label; its control is described
 * by them and, while it is wrong, by the problem under it.
 */
export function Field({
  label,
  count,
  hint,
  error,
  children,
}: {
  label: string;
  count: string;
  hint?: string;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const described = [error && `${id}-error`, `${id}-count`, hint && `${id}-hint`];
  return (
    <div className="kv-nl-form__field">
      <div className="kv-nl-form__label">
        <label className="kv-field-label" htmlFor={id}>
          {label}
        </label>
        <span
          className="kv-nl-form__count"
          id={`${id}-count`}
          data-testid={`${label.toLowerCase()}-count`}
        >
          {count}
        </span>
      </div>
      {children({
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        'aria-describedby': described.filter(Boolean).join(' '),
      })}
      {hint && (
        <span className="kv-nl-form__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="kv-nl-form__error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
