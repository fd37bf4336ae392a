/** Pieces the list tables share: when a row was made, and a row's View button. */
import { Button } from 'antd';
import { Fragment } from 'react';
import { formatDateTime } from '../format';
import type { Column } from './DataTable';

/**
 * A date and time that breaks, if the column is narrow, only between the day and the time
 * ('27 Nov 2026,' / '9:36 pm'), never inside either.
 */
export function DateTimeText({ value }: { value: string | null | undefined }) {
  const text = formatDateTime(value);
  const cut = text.lastIndexOf(', ');
  if (cut < 0) return <span className="kv-nowrap">{text}</span>;
  return (
    <>
      <span className="kv-nowrap">{text.slice(0, cut + 1)}</span>{' '}
      <span className="kv-nowrap">{text.slice(cut + 2)}</span>
    </>
  );
}

/** The column of when a row was made (`created_at`). */
export function createdAtColumn<T extends { created_at?: string | null }>(
  key: string,
  title: string,
): Column<T> {
  return {
    key,
    title,
    render: (row) => <DateTimeText value={row.created_at} />,
  };
}

/**
 * An e-mail address that a column breaks after its '@' and its dots (and at a hyphen), not in
 * the middle of a name: 'priya.rao@' / 'example.com', not 'example.co' / 'm'. Only a piece
 * wider than the whole column still breaks inside (the cell's overflow-wrap), so that a table
 * of very long values keeps to the screen's width.
 */
export function EmailText({ email }: { email: string | null | undefined }) {
  const parts = (email ?? '').split(/(?<=[@.])/);
  return (
    <span className="kv-email">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** A row's View button; `label` names the row for screen readers (e.g. 'View application of …'). */
export function ViewButton({ label, onView }: { label: string; onView: () => void }) {
  return (
    <Button size="small" onClick={onView} aria-label={label}>
      View
    </Button>
  );
}
