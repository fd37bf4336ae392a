/**
 * The page of a submissions tab (contacts, registrations, subscribers): the title, the per-day
 * chart, the timed message, the toolbar (export filters, export, refresh, search) with the
 * active filters, the row count, the table (or its loading row, or its load error), the pager
 * and the tab's own modals. Each tab passes its texts and columns.
 */
import { useState, type ReactNode } from 'react';
import { SubmissionsChart } from './dashboard';
import { emptyListText, type FilterChip, type Noun } from './filterText';
import { todayInIndia } from './format';
import { ListTable, ShowingCount } from './ListParts';
import { ListToolbar } from './ListToolbar';
import { MessageAlert, type TimedMessage } from './messages';
import type { Dashboard } from './types';
import type { Column } from './ui/DataTable';
import type { CsvExport } from './useCsvExport';
import type { ServerList } from './useServerList';

export interface SubmissionsPageProps<T> {
  /** data-testid of the page. */
  testId: string;
  title: string;
  /** Shown between the title and the chart (e.g. the subscribers' figures). */
  beforeChart?: ReactNode;
  /** Its submissions per day; a kind the dashboard does not count has none. */
  chart?: { area: keyof Dashboard; title: string };
  /** Raised by the tab after a change the chart should show (e.g. a delete); Refresh raises the chart's key too. */
  chartKey?: number;
  list: ServerList<T>;
  message: TimedMessage | null;
  onCloseMessage: () => void;
  /** The load error's text (see LoadError). */
  loadError: string | ((error: unknown) => string);
  csv: CsvExport;
  /** What the list holds: the export button, 'Showing X of Y {many}', 'No {many} found.'. */
  noun: Noun;
  /** Default true: 'Showing {n} of {all} {noun.many}' above the table. */
  showCount?: boolean;
  /** Runs on Refresh before the chart and the list are fetched again. */
  onRefresh?: () => void;
  searchPlaceholder: string;
  searchLabel: string;
  hideLabel?: boolean;
  /** Controls after the filters toggle (e.g. the subscribers' Show). */
  toolbarExtra?: ReactNode;
  /** Chips of the tab's own filters, and what Clear Filters does to them. */
  extraChips?: FilterChip[];
  onClearExtra?: () => void;
  /** Between the row count and the table (e.g. the bulk actions of the selected rows). */
  beforeTable?: ReactNode;
  table: {
    label: string;
    columns: Column<T>[];
    rowKey: (row: T) => string | number;
    /** The spec's empty text (default 'No {noun.many} found.'); the filters on are named after it. */
    emptyText?: string;
    /** The row until the first page arrives (default 'Loading...'). */
    loadingText?: string;
    rowClassName?: (row: T) => string | undefined;
  };
  /** The tab's modals. */
  children?: ReactNode;
}

export function SubmissionsPage<T>({
  testId,
  title,
  beforeChart,
  chart,
  chartKey = 0,
  list,
  message,
  onCloseMessage,
  loadError,
  csv,
  noun,
  showCount = true,
  onRefresh,
  searchPlaceholder,
  searchLabel,
  hideLabel,
  toolbarExtra,
  extraChips,
  onClearExtra,
  beforeTable,
  table,
  children,
}: SubmissionsPageProps<T>) {
  const [refreshes, setRefreshes] = useState(0);
  return (
    <div data-testid={testId}>
      <h2 className="kv-section-title">{title}</h2>
      {beforeChart}
      {chart && (
        <SubmissionsChart area={chart.area} title={chart.title} refreshKey={refreshes + chartKey} />
      )}
      <MessageAlert message={message} onClose={onCloseMessage} />
      <ListToolbar
        list={list}
        csv={csv}
        noun={noun}
        onRefresh={() => {
          onRefresh?.();
          setRefreshes((k) => k + 1);
          void list.refresh();
        }}
        searchPlaceholder={searchPlaceholder}
        searchLabel={searchLabel}
        hideLabel={hideLabel}
        extraChips={extraChips}
        onClearExtra={onClearExtra}
      >
        {toolbarExtra}
      </ListToolbar>
      {showCount && <ShowingCount list={list} noun={noun} />}
      {beforeTable}
      <ListTable
        list={list}
        label={table.label}
        columns={table.columns}
        rowKey={table.rowKey}
        rowClassName={table.rowClassName}
        loadingText={table.loadingText}
        emptyText={emptyListText(
          table.emptyText ?? `No ${noun.many} found.`,
          list.resultFilters,
          todayInIndia(),
          extraChips?.map((c) => c.label),
        )}
        errorMessage={loadError}
      />
      {children}
    </div>
  );
}
