/**
 * The password the user signs in with, under its label (a wrapping label, so the text names the
 * field): the login, the step-up dialog and Change password ask for it alike, so a password
 * manager fills it in everywhere.
 */
import { PlainPasswordInput } from './PlainControls';

export function CurrentPasswordField({
  label,
  value,
  onChange,
  name = 'current-password',
  required,
  autoFocus,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  required?: boolean;
  autoFocus?: boolean;
  testId?: string;
}) {
  return (
    <label className="kv-field">
      <span>{label}</span>
      <PlainPasswordInput
        name={name}
        autoComplete="current-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        autoFocus={autoFocus}
        data-testid={testId}
      />
    </label>
  );
}
