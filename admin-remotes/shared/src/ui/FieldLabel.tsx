/** A form control under its label text (a wrapping label, so the text names the control). */
import type { ReactNode } from 'react';

export function FieldLabel({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <label className="kv-field-label">
      <span>{label}</span>
      {children}
    </label>
  );
}
