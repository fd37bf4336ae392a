/**
 * Small pieces every list tab repeats: the load error, the pager, the row count, the active
 * filters and a once-per-state message; ListTable shows one state of a list at a time.
 */
import { Alert, Button, Input } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import type { FilterChip, Noun } from './filterText';
import { plural } from './format';
import { DataTable, type Column } from './ui/DataTable';
import { Pager } from './ui/Pager';
import { injectStyles } from './ui/styles';

// The search box's clear button is a 12 px icon, below the 24 px pointer target WCAG 2.5.8 asks
// and antd has no prop or token for its size: padding makes the target 24 px, the negative
// margins keep the layout (as the shell does for the password toggle) except towards the input,
// which the target must not overlap.
injectStyles(
  'kv-list-parts',
  `
.kv-filters{display:flex;flex-wrap:wrap;gap:6px 8px;align-items:center;margin:0 0 12px}
.kv-filters__title{color:#5b6b62;font-size:13px}
.kv-chip{display:inline-flex;align-items:center;max-width:100%;min-height:28px;padding:0 2px 0 10px;border:1px solid #a9cdb8;border-radius:14px;background:#eef6f1;color:#1f2a24;font-size:13px}
.kv-chip__text{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.kv-chip__remove{display:inline-flex;align-items:center;justify-content:center;flex:none;width:24px;height:24px;margin-left:2px;padding:0;border:0;border-radius:50%;background:transparent;color:#1f2a24;font-size:16px;line-height:1;cursor:pointer}
.kv-chip__remove:hover{background:#d3e8db}
.kv-chip__remove:focus-visible{outline:2px solid #135b36;outline-offset:1px}
.kv-skeleton{display:inline-block;vertical-align:middle;height:14px;border-radius:4px;background:linear-gradient(90deg,#eef1ef 25%,#dde3df 37%,#eef1ef 63%);background-size:400% 100%;animation:kv-skeleton 1.4s ease infinite}
@keyframes kv-skeleton{0%{background-position:100% 50%}100%{background-position:0 50%}}
@media (prefers-reduced-motion:reduce){.kv-skeleton{animation:none}}
.ant-input-affix-wrapper .ant-input-clear-icon{padding:6px;margin:-6px -6px -6px 0}
`,
);

/** The red alert of a list whose last load failed (nothing otherwise); Try again with `onRetry`. */
export function LoadError({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  /** The alert's text for that error. */
  message: string | ((error: unknown) => string);
  onRetry?: () => void;
}) {
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={typeof message === 'string' ? message : message(error)}
      action={
        onRetry && (
          <Button size="small" onClick={onRetry}>
            Try again
          </Button>
        )
      }
      style={{ marginBottom: 12 }}
    />
  );
}

/** The search box of a server list (the list waits for a pause in typing). */
export function ListSearch({
  list,
  placeholder,
  label,
}: {
  list: { search: string; setSearch(search: string): void; applySearch?(): void };
  placeholder: string;
  /** Its accessible name. */
  label: string;
}) {
  return (
    <Input
      className="kv-toolbar__grow"
      type="search"
      allowClear
      placeholder={placeholder}
      aria-label={label}
      value={list.search}
      onChange={(e) => list.setSearch(e.target.value)}
      onPressEnter={() => list.applySearch?.()}
    />
  );
}

/** The pager of a server list, disabled while a page loads. */
export function ListPager({
  list,
  alwaysShow,
}: {
  list: { page: number; pages: number; loading: boolean; setPage(page: number): void };
  alwaysShow?: boolean;
}) {
  return (
    <Pager
      page={list.page}
      pages={list.pages}
      onChange={list.setPage}
      disabled={list.loading}
      alwaysShow={alwaysShow}
    />
  );
}

/** A grey bar where a figure will be once the first page has arrived (hidden from screen readers). */
export function Skeleton({ width }: { width: number }) {
  return <span className="kv-skeleton" style={{ width }} aria-hidden="true" />;
}

/**
 * 'Showing {matching} of {all} {noun}' above a table: a grey bar until the first page arrives
 * (never 'Showing 0 of 0' for a list not read yet), nothing while a failure is shown.
 */
export function ShowingCount({
  list,
  noun,
}: {
  list: { total: number; all: number | null; hasPage: boolean; error: unknown };
  noun: Noun;
}) {
  if (list.error) return null;
  if (!list.hasPage)
    return (
      <p className="kv-muted" data-testid="showing-loading">
        <Skeleton width={180} />
      </p>
    );
  return (
    <p className="kv-muted" data-testid="showing">
      Showing {list.total.toLocaleString('en-IN')} of{' '}
      {plural(list.all ?? list.total, noun.one, noun.many)}
    </p>
  );
}

/** The search and dates (and a tab's own filters) that narrow a list, each removable, and Clear Filters. */
export function ActiveFilters({ chips, onClear }: { chips: FilterChip[]; onClear(): void }) {
  if (chips.length === 0) return null;
  return (
    <div
      className="kv-filters"
      role="group"
      aria-label="Active filters"
      data-testid="active-filters"
    >
      <span className="kv-filters__title">Filtered by</span>
      {chips.map((chip) => (
        <span key={chip.key} className="kv-chip" data-testid={`filter-chip-${chip.key}`}>
          <span className="kv-chip__text" title={chip.label}>
            {chip.label}
          </span>
          <button
            type="button"
            className="kv-chip__remove"
            aria-label={`Remove filter ${chip.label}`}
            onClick={chip.onRemove}
          >
            ×
          </button>
        </span>
      ))}
      <Button size="small" onClick={onClear}>
        Clear Filters
      </Button>
    </div>
  );
}

export interface ListTableProps<T> {
  list: {
    rows: T[];
    loading: boolean;
    hasPage: boolean;
    error: unknown;
    page: number;
    pages: number;
    setPage(page: number): void;
    refresh(): Promise<void>;
  };
  label: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** The empty text, naming the filters that are on (see emptyListText). */
  emptyText: ReactNode;
  /** The row shown until the first page arrives (default: the table's 'Loading...'). */
  loadingText?: string;
  /** The failure's text (see LoadError). */
  errorMessage: string | ((error: unknown) => string);
  rowClassName?: (row: T) => string | undefined;
  /** What shows under an expanded row (see DataTable). */
  expandedRow?: (row: T) => ReactNode;
}

/**
 * The table of a server list and its pager, in one state at a time: the loading row until the
 * first page, the failure (with Try again) instead of the table, the empty text, or the rows.
 */
export function ListTable<T>({
  list,
  label,
  columns,
  rowKey,
  emptyText,
  loadingText,
  errorMessage,
  rowClassName,
  expandedRow,
}: ListTableProps<T>) {
  if (list.error)
    return (
      <LoadError error={list.error} message={errorMessage} onRetry={() => void list.refresh()} />
    );
  const firstLoad = !list.hasPage && loadingText !== undefined;
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={list.rows}
        rowKey={rowKey}
        loading={list.loading && !firstLoad}
        emptyText={firstLoad ? loadingText : emptyText}
        rowClassName={rowClassName}
        expandedRow={expandedRow}
      />
      <ListPager list={list} />
    </>
  );
}

/**
 * Calls `announce` when a finished load finds `when` true, and again only
 * after a later load found it false (e.g. 'No job postings found.'). The
 * returned flag lets an action mark it as already said, so the action's own
 * message stays on screen.
 */
export function useAnnounceOnce(ready: boolean, when: boolean, announce: () => void) {
  const said = useRef(false);
  const latest = useRef(announce);
  latest.current = announce;
  useEffect(() => {
    if (!ready) return;
    if (when && !said.current) latest.current();
    said.current = when;
  }, [ready, when]);
  return said;
}
