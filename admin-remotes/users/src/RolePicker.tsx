/**
 * The role picker: every role as a choice with one line of what it can see and do. The lines
 * come from the API (GET /api/admin/users/roles), which makes them from the permission table it
 * enforces, so the picker cannot promise more or less than a role may do.
 */
import { useEffect, useId, useState } from 'react';
import { fetchRoleChoices, type Role, type RoleChoice } from './api';
import { ROLE_OPTIONS } from './rules';

/** One request per page load: the lines change only with a new API. */
let asked: Promise<RoleChoice[]> | null = null;

function useRoleChoices(): RoleChoice[] {
  // Until the lines arrive (or if they cannot), the roles by name alone.
  const [choices, setChoices] = useState<RoleChoice[]>(() =>
    ROLE_OPTIONS.map((o) => ({ role: o.value, label: o.label, summary: '' })),
  );
  useEffect(() => {
    let live = true;
    asked ??= fetchRoleChoices().catch((e: unknown) => {
      asked = null;
      throw e;
    });
    asked.then(
      (c) => live && setChoices(c),
      () => {
        /* the names alone; the saved role is checked by the API either way */
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return choices;
}

export function RolePicker({
  value,
  onChange,
  extra,
  autoFocus = false,
}: {
  value: Role | '';
  onChange: (role: Role | '') => void;
  /** A stored role outside the enum: shown checked, not offered again. */
  extra?: { label: string };
  autoFocus?: boolean;
}) {
  const name = useId();
  const choices = useRoleChoices();
  return (
    <fieldset className="kv-role-picker">
      <legend className="kv-field-label">Role</legend>
      {extra && (
        <label className="kv-role-picker__choice">
          <input type="radio" name={name} value="" checked={value === ''} readOnly />
          <span>
            <span className="kv-role-picker__label">{extra.label}</span>
            <span className="kv-muted kv-role-picker__summary">
              Not a role the panel knows: choose one of the others.
            </span>
          </span>
        </label>
      )}
      {choices.map((c, i) => (
        <label key={c.role} className="kv-role-picker__choice">
          <input
            type="radio"
            name={name}
            value={c.role}
            checked={value === c.role}
            onChange={() => onChange(c.role)}
            autoFocus={autoFocus && (value === c.role || (value === '' && i === 0))}
            aria-describedby={`${name}-${c.role}`}
          />
          <span>
            <span className="kv-role-picker__label">{c.label}</span>
            <span
              className="kv-muted kv-role-picker__summary"
              id={`${name}-${c.role}`}
              data-testid={`role-summary-${c.role}`}
            >
              {c.summary}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
