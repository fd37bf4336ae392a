/** A native <select> styled like antd's inputs: light, and the phone's own picker on mobile. */
import type { SelectHTMLAttributes } from 'react';

export interface Option {
  value: string;
  label: string;
}

export function NativeSelect({
  options,
  className,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { options: readonly Option[] }) {
  return (
    <select className={`kv-select${className ? ` ${className}` : ''}`} {...rest}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
