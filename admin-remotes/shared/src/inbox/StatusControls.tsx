/** The status of an inbox item on screen: a coloured tag, a select that changes it, a filter. */
import { Tag } from 'antd';
import type { FilterChip } from '../filterText';
import { NativeSelect } from '../ui/NativeSelect';
import type { InboxStatus } from './inboxApi';
import {
  statusLabel,
  statusOptions,
  statusTone,
  type AnyInboxStatuses,
  type StatusLooks,
} from './statuses';

export function StatusTag({ statuses, status }: { statuses: StatusLooks; status: string }) {
  return (
    <Tag
      className={`kv-status-tag kv-status-tag--${statusTone(statuses, status)}`}
      data-status={status}
    >
      {statusLabel(statuses, status)}
    </Tag>
  );
}

/** Changes one item's status; `label` is its accessible name ('Status of Asha Rao'). */
export function StatusSelect({
  statuses,
  value,
  label,
  disabled,
  onChange,
}: {
  statuses: AnyInboxStatuses;
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
      options={statusOptions(statuses)}
      onChange={(e) => onChange(e.target.value as InboxStatus)}
    />
  );
}

/** 'All statuses' or one status: the list's status filter. */
export function StatusFilter({
  statuses,
  value,
  onChange,
  counts,
}: {
  statuses: AnyInboxStatuses;
  value: string;
  onChange: (status: string) => void;
  /** Shown after each label ('Shortlisted (4)'), when known. */
  counts?: Partial<Record<string, number>>;
}) {
  const withCount = (s: string) =>
    counts?.[s] === undefined
      ? statusLabel(statuses, s)
      : `${statusLabel(statuses, s)} (${counts[s]})`;
  return (
    <NativeSelect
      className="kv-status-filter"
      aria-label="Filter by status"
      value={value}
      options={[{ value: '', label: 'All statuses' }, ...statusOptions(statuses, withCount)]}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The active-filter chip of a status filter ('Status: New'); none for all statuses. */
export function statusChips(
  statuses: AnyInboxStatuses,
  status: string,
  clear: () => void,
): FilterChip[] {
  return status
    ? [{ key: 'status', label: `Status: ${statusLabel(statuses, status)}`, onRemove: clear }]
    : [];
}
