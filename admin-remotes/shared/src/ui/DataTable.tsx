/**
 * A plain, server-driven table: antd's Table (with its filters, sorter,
 * virtual list and Select-based pagination) would triple the shared antd
 * chunk every screen downloads. Long values wrap; in a box narrower than
 * 900 px each row becomes a card (styles.ts, TABLE_WIDE / TABLE_NARROW).
 * A row can be expanded: `expandedRow` gives what shows under it, across the whole table (on a
 * card, at its foot); the row's own button (aria-expanded) opens and closes it.
 */
import { Fragment, type ReactNode } from 'react';

export interface Column<T> {
  key: string;
  title: ReactNode;
  render: (row: T, index: number) => ReactNode;
  className?: string;
  width?: number | string;
  /** The cell's label when rows are cards (narrow screens), where the title is not text. */
  label?: string;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  loading?: boolean;
  emptyText: ReactNode;
  /** Accessible name of the table. */
  label: string;
  /** A row's class (e.g. 'kv-row--unread': a New item in bold, like unread mail). */
  rowClassName?: (row: T) => string | undefined;
  /** What shows under a row across the table while it is expanded; null while it is not. */
  expandedRow?: (row: T) => ReactNode;
}

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  emptyText,
  label,
  rowClassName,
  expandedRow,
}: DataTableProps<T>) {
  return (
    <div
      className="kv-table-wrap"
      aria-busy={loading ? 'true' : 'false'}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <div className="kv-table-box">
        <table className="kv-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" style={c.width ? { width: c.width } : undefined}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td className="kv-table__empty" colSpan={columns.length}>
                  {loading ? 'Loading...' : emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row, i) => {
                const more = expandedRow?.(row);
                const own = rowClassName?.(row);
                return (
                  <Fragment key={rowKey(row)}>
                    <tr className={more ? `${own ?? ''} kv-row--expanded`.trim() : own}>
                      {columns.map((c) => (
                        <td
                          key={c.key}
                          className={c.className}
                          data-label={c.label ?? (typeof c.title === 'string' ? c.title : c.key)}
                        >
                          {c.render(row, i)}
                        </td>
                      ))}
                    </tr>
                    {more && (
                      <tr className="kv-table__more">
                        <td colSpan={columns.length}>{more}</td>
                      </tr>
                    )}
                  </Fragment>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
