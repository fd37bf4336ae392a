/** Pieces the list tables share: when a row was made, and a row's View button. */
import { Button } from 'antd';
import { formatDateTime, type DateStyle } from '../format';
import type { Column } from './DataTable';

/** The column of when a row was made (`created_at`): date and time, kept on one line. */
export function createdAtColumn<T extends { created_at?: string | null }>(
  key: string,
  title: string,
  style: DateStyle,
): Column<T> {
  return {
    key,
    title,
    render: (row) => formatDateTime(row.created_at, style),
    className: 'kv-nowrap',
  };
}

/** A row's View button; `label` names the row for screen readers (e.g. 'View application of …'). */
export function ViewButton({ label, onView }: { label: string; onView: () => void }) {
  return (
    <Button size="small" onClick={onView} aria-label={label}>
      View
    </Button>
  );
}
