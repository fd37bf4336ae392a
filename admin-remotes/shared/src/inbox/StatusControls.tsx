/** The status of an inbox item on screen: a coloured tag, a select that changes it, a filter. */
import { Tag } from 'antd';
import type { FilterChip } from '../filterText';
import { NativeSelect } from '../ui/NativeSelect';
import { statusTone, statusesOf, statusLabel, type InboxKind, type InboxStatus } from './statuses';

export function StatusTag({ status }: { status: string }) {
  return (
    <Tag className={`kv-status-tag kv-status-tag--${statusTone(status)}`} data-status={status}>
      {statusLabel(status)}
    </Tag>
  );
}

/** Changes one item's status; `label` is its accessible name ('Status of Asha Rao'). */
export function StatusSelect({
  kind,
  value,
  label,
  disabled,
  onChange,
}: {
  kind: InboxKind;
  value: string;
  label: string;
  disabled?: boolean;
  onChange: (status: InboxStatus) => void;
}) {
  return (
    <NativeSelect
      className={`kv-status-select kv-status-select--${value}`}
      aria-label={label}
      value={value}
      disabled={disabled}
      options={statusesOf(kind).map((s) => ({ value: s, label: statusLabel(s) }))}
      onChange={(e) => onChange(e.target.value as InboxStatus)}
    />
  );
}

/** 'All statuses' or one status: the list's status filter. */
export function StatusFilter({
  kind,
  value,
  onChange,
  counts,
}: {
  kind: InboxKind;
  value: string;
  onChange: (status: string) => void;
  /** Shown after each label ('Shortlisted (4)'), when known. */
  counts?: Partial<Record<string, number>>;
}) {
  const withCount = (s: string) =>
    counts?.[s] === undefined ? statusLabel(s) : `${statusLabel(s)} (${counts[s]})`;
  return (
    <NativeSelect
      className="kv-status-filter"
      aria-label="Filter by status"
      value={value}
      options={[
        { value: '', label: 'All statuses' },
        ...statusesOf(kind).map((s) => ({ value: s, label: withCount(s) })),
      ]}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The active-filter chip of a status filter ('Status: New'); none for all statuses. */
export function statusChips(status: string, clear: () => void): FilterChip[] {
  return status
    ? [{ key: 'status', label: `Status: ${statusLabel(status)}`, onRemove: clear }]
    : [];
}
