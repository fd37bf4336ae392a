/**
 * A field of an editor (newsletters, content): its label with a required mark and a live count,
 * the control (described by the count, the hint and, while wrong, the problem), the hint and the
 * problem under it.
 */
import { useId, type ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  'aria-describedby'?: string;
}

export function EditorField({
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
    <div className="kv-ef" data-field={name}>
      <div className="kv-ef__label">
        <label className="kv-field-label" htmlFor={id}>
          {/* One span: the label is a grid, which would put the mark on a line of its own. */}
          <span>
            {label}
            {required && (
              <span className="kv-ef__required" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </span>
        </label>
        {count && (
          <span className="kv-ef__count" id={`${id}-count`} data-testid={`${name}-count`}>
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
        <span className="kv-ef__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="kv-ef__error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
