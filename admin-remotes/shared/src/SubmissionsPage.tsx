/**
 * The page of a submissions tab (contacts, registrations, subscribers): the
 * title, the per-day chart, the timed message, the load error, the toolbar
 * (export filters, export, refresh, search), the row count, the table, the
 * pager and the tab's own modals. Each tab passes its texts and columns.
 */
import { useState, type ReactNode } from 'react';
import { SubmissionsChart } from './dashboard';
import { ListPager, LoadError, ShowingCount } from './ListParts';
import { ListToolbar } from './ListToolbar';
import { MessageAlert, type TimedMessage } from './messages';
import type { Dashboard } from './types';
import { DataTable, type Column } from './ui/DataTable';
import type { ServerList } from './useServerList';

export interface SubmissionsPageProps<T> {
  /** data-testid of the page. */
  testId: string;
  title: string;
  /** Shown between the title and the chart (e.g. the subscribers' figures). */
  beforeChart?: ReactNode;
  chart: { area: keyof Dashboard; title: string };
  /** Raised by the tab after a change the chart should show (e.g. a delete); Refresh raises the chart's key too. */
  chartKey?: number;
  list: ServerList<T>;
  message: TimedMessage | null;
  onCloseMessage: () => void;
  /** The load error's text (see LoadError). */
  loadError: string | ((error: unknown) => string);
  csv: { run(filters: { from?: string; to?: string }): void; exporting: boolean };
  /** Default: disabled while the list loads or is empty. */
  exportDisabled?: boolean;
  /** Runs on Refresh before the chart and the list are fetched again. */
  onRefresh?: () => void;
  searchPlaceholder: string;
  searchLabel: string;
  hideLabel?: boolean;
  /** Buttons after the filters toggle (e.g. Clear Filters). */
  toolbarExtra?: ReactNode;
  /**
   * The noun of 'Showing {n} of {all} {noun}' and of the default empty texts
   * ('No {noun} found matching your search.' / 'No {noun} found.'); without it
   * the Showing line is not shown.
   */
  showingNoun?: string;
  table: {
    label: string;
    columns: Column<T>[];
    rowKey: (row: T) => string | number;
    /** Default: from `showingNoun` (see there). */
    emptyText?: ReactNode;
    /** Default: the list's loading flag. */
    loading?: boolean;
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
  exportDisabled = list.total === 0 || list.loading,
  onRefresh,
  searchPlaceholder,
  searchLabel,
  hideLabel,
  toolbarExtra,
  showingNoun,
  table,
  children,
}: SubmissionsPageProps<T>) {
  const [refreshes, setRefreshes] = useState(0);
  return (
    <div data-testid={testId}>
      <h2 className="kv-section-title">{title}</h2>
      {beforeChart}
      <SubmissionsChart area={chart.area} title={chart.title} refreshKey={refreshes + chartKey} />
      <MessageAlert message={message} onClose={onCloseMessage} />
      <LoadError error={list.error} message={loadError} />
      <ListToolbar
        list={list}
        csv={csv}
        exportDisabled={exportDisabled}
        onRefresh={() => {
          onRefresh?.();
          setRefreshes((k) => k + 1);
          void list.refresh();
        }}
        searchPlaceholder={searchPlaceholder}
        searchLabel={searchLabel}
        hideLabel={hideLabel}
      >
        {toolbarExtra}
      </ListToolbar>
      {showingNoun !== undefined && <ShowingCount list={list} noun={showingNoun} />}
      <DataTable
        label={table.label}
        columns={table.columns}
        rows={list.rows}
        rowKey={table.rowKey}
        loading={table.loading ?? list.loading}
        emptyText={
          table.emptyText ??
          (list.filtered
            ? `No ${showingNoun} found matching your search.`
            : `No ${showingNoun} found.`)
        }
      />
      <ListPager list={list} />
      {children}
    </div>
  );
}
