/**
 * Form fields described as data and rendered with the Field components, in order; a pair is
 * one row. Each form keeps its own labels, hints and rules in its list.
 */
import type { ChangeEvent } from 'react';
import { InputField, SelectField, TextAreaField } from './Field';

export interface FieldSpec<K extends string> {
  name: K;
  label: string;
  /** An input unless said otherwise. */
  control?: 'select' | 'textarea';
  required?: boolean;
  hint?: string;
  type?: 'email' | 'tel' | 'url';
  inputMode?: 'numeric' | 'url';
  autoComplete?: string;
  placeholder?: string;
  /** The choices of a select (its placeholder is the empty choice). */
  options?: readonly { value: string; label: string }[];
  /** Lines of a textarea. */
  rows?: number;
}

export type FieldLayout<K extends string> = readonly (
  FieldSpec<K> | readonly [FieldSpec<K>, FieldSpec<K>]
)[];

/** The email field of the public forms. */
export const EMAIL_FIELD = {
  name: 'email',
  label: 'Email',
  type: 'email',
  required: true,
  autoComplete: 'email',
} as const satisfies FieldSpec<string>;

/** A 10-digit phone number field under the given name and label; its hint in the form's language. */
export function phoneField<K extends string>(
  name: K,
  label: string,
  hint = '10 digits',
): FieldSpec<K> {
  return {
    name,
    label,
    hint,
    type: 'tel',
    inputMode: 'numeric',
    required: true,
    autoComplete: 'tel-national',
  };
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface FieldListProps<K extends string> {
  layout: FieldLayout<K>;
  values: Record<K, string>;
  errors?: Partial<Record<string, string>>;
  /** The element id of a field. */
  fieldId: (name: K) => string;
  onChange: (name: K) => (e: ChangeEvent<Control>) => void;
  /** Class of a row of two fields. */
  rowClassName?: string;
  /** False: no mark after the labels of required fields (a form whose every field is required). */
  requiredMarks?: boolean;
}

export function FieldList<K extends string>({
  layout,
  values,
  errors = {},
  fieldId,
  onChange,
  rowClassName,
  requiredMarks,
}: FieldListProps<K>) {
  function field(spec: FieldSpec<K>) {
    const common = {
      id: fieldId(spec.name),
      name: spec.name,
      label: spec.label,
      required: spec.required,
      requiredMark: requiredMarks,
      hint: spec.hint,
      placeholder: spec.placeholder,
      value: values[spec.name],
      onChange: onChange(spec.name),
      error: errors[spec.name],
    };
    if (spec.control === 'select')
      return (
        <SelectField
          key={spec.name}
          {...common}
          placeholder={spec.placeholder ?? ''}
          options={spec.options ?? []}
        />
      );
    if (spec.control === 'textarea')
      return <TextAreaField key={spec.name} {...common} rows={spec.rows} />;
    return (
      <InputField
        key={spec.name}
        {...common}
        type={spec.type}
        inputMode={spec.inputMode}
        autoComplete={spec.autoComplete}
      />
    );
  }
  return (
    <>
      {layout.map((entry) =>
        'name' in entry ? (
          field(entry)
        ) : (
          <div key={entry[0].name} className={rowClassName}>
            {field(entry[0])}
            {field(entry[1])}
          </div>
        ),
      )}
    </>
  );
}
