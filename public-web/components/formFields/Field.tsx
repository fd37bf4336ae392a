/**
 * Labelled form controls with an inline error: the message is tied to the
 * control with aria-describedby and the control is marked aria-invalid, so a
 * screen reader reads the problem with the field. Used by the contact, careers
 * and session registration forms.
 */
import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import styles from './Field.module.css';

interface Common {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Marks the label (the control also gets `required`). */
  required?: boolean;
  /** False: no mark after the label of a required field (a form whose every field is required). */
  requiredMark?: boolean;
  className?: string;
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

function Frame({
  id,
  label,
  error,
  hint,
  required,
  requiredMark = true,
  className,
  children,
}: Common & { children: ReactNode }) {
  return (
    <div className={['field', styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {required && requiredMark && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Splits a field's props into the frame's (label, hint, error), the attributes
 * every control gets (id, class, required, aria-invalid, aria-describedby) and
 * the control's own props.
 */
function splitField<P extends Common>({
  id,
  label,
  error,
  hint,
  required,
  requiredMark,
  className,
  ...own
}: P) {
  return {
    frame: { id, label, error, hint, required, requiredMark, className },
    control: {
      id,
      className: 'input',
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, error, hint),
    },
    own,
  };
}

type InputProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { inputRef?: Ref<HTMLInputElement> };

export function InputField({ inputRef, ...props }: InputProps) {
  const { frame, control, own } = splitField(props);
  return (
    <Frame {...frame}>
      <input ref={inputRef} {...control} {...own} />
    </Frame>
  );
}

type SelectProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    options: readonly { value: string; label: string }[];
    placeholder: string;
  };

export function SelectField({ options, placeholder, ...props }: SelectProps) {
  const { frame, control, own } = splitField(props);
  return (
    <Frame {...frame}>
      <select {...control} {...own}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

type TextAreaProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField(props: TextAreaProps) {
  const { frame, control, own } = splitField(props);
  return (
    <Frame {...frame}>
      <textarea {...control} {...own} />
    </Frame>
  );
}

/** Puts focus on the first control (in document order) whose id is listed, e.g. after a failed check. */
export function focusFirstInvalid(form: HTMLFormElement | null, ids: string[]): void {
  if (!form || ids.length === 0) return;
  const wanted = new Set(ids);
  const first = Array.from(
    form.querySelectorAll<HTMLElement>('input, select, textarea, [data-focus-target]'),
  ).find((el) => wanted.has(el.id));
  first?.focus();
}
