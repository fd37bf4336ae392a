/** A field of the content editor: label (with its required mark), live count, hint, problem. */
import { useId, type ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  'aria-describedby'?: string;
}

export function Field({
  label,
  required,
  count,
  hint,
  error,
  name,
  children,
}: {
  label: string;
  required?: boolean;
  /** A live count, e.g. '12/160'. */
  count?: string;
  hint?: string;
  error?: string;
  /** The API's key of the field (`details`), for tests and the focus on the first problem. */
  name: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const described = [error && `${id}-error`, count && `${id}-count`, hint && `${id}-hint`].filter(
    Boolean,
  );
  return (
    <div className="kv-ct-field" data-field={name}>
      <div className="kv-ct-field__label">
        <label className="kv-field-label" htmlFor={id}>
          {/* One span: the label is a grid, which would put the mark on a line of its own. */}
          <span>
            {label}
            {required && (
              <span className="kv-ct-required" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </span>
        </label>
        {count && (
          <span className="kv-ct-count" id={`${id}-count`} data-testid={`${name}-count`}>
            {count}
          </span>
        )}
      </div>
      {children({
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(required ? { 'aria-required': true } : {}),
        ...(described.length ? { 'aria-describedby': described.join(' ') } : {}),
      })}
      {hint && (
        <span className="kv-ct-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="kv-ct-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
