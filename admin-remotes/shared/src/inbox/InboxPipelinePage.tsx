/**
 * The page of an inbox tab laid out as a pipeline (career applications): the title with the
 * count badge, the counts per status (a click filters by it), the toolbar with search, the own
 * filter, status, saved views, sort, the export filters (dates), export and refresh, the active
 * filters, the bulk bar, the table and the tab's modals. The dates narrow the list, the counts
 * and the export, as on the submissions tabs.
 */
import { Button, Tag } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { ExportFiltersPanel } from '../ExportFilters';
import { rangePhrase, type Noun } from '../filterText';
import { todayInIndia } from '../format';
import { useListExportControls } from '../ListToolbar';
import { ActiveFilters, ListSearch, ListTable, Skeleton } from '../ListParts';
import { MessageAlert, type TimedMessage } from '../messages';
import type { Column } from '../ui/DataTable';
import { NativeSelect } from '../ui/NativeSelect';
import type { CsvExport } from '../useCsvExport';
import type { ServerList } from '../useServerList';
import type { InboxPipelineLayout } from './inboxTabConfig';
import type { OwnFilterView } from './OwnFilter';
import { StatusTag } from './StatusControls';
import { statusLabel, statusList, unreadRow, type AnyInboxStatuses } from './statuses';
import type { InboxTabParts } from './useInboxTab';
import type { InboxRecord } from './useInboxDetails';

/** How many rows of the search and own filter are in each status; a click filters by it. */
function StatusSummary({
  statuses,
  label,
  counts,
  active,
  onPick,
}: {
  statuses: AnyInboxStatuses;
  label: string;
  counts: Record<string, number>;
  active: string;
  onPick: (status: string) => void;
}) {
  return (
    <ul className="kv-inbox-summary" aria-label={label} data-testid="status-summary">
      {statusList(statuses).map((s) => (
        <li key={s}>
          <Button
            size="small"
            type={active === s ? 'primary' : 'default'}
            aria-pressed={active === s}
            onClick={() => onPick(active === s ? '' : s)}
          >
            <StatusTag statuses={statuses} status={s} /> {counts[s]}
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function InboxPipelinePage<R extends InboxRecord>({
  statuses,
  layout,
  testId,
  title,
  noun,
  search,
  tableLabel,
  loadError,
  list,
  status,
  onStatus,
  own,
  sort,
  onSort,
  changes,
  inbox,
  newItems,
  csv,
  message,
  onCloseMessage,
  columns,
  children,
}: {
  statuses: AnyInboxStatuses;
  layout: InboxPipelineLayout;
  testId: string;
  title: string;
  /** What the list holds, for the export button ('Export 3 applications from 1 Nov'). */
  noun: Noun;
  search: { placeholder: string; label: string };
  tableLabel: string;
  loadError: (error: unknown) => string;
  list: ServerList<R>;
  status: string;
  onStatus: (status: string) => void;
  own: OwnFilterView;
  sort: string;
  onSort: (sort: string) => void;
  /** Raised each time the list is loaded again (a change anywhere, Refresh, Show them). */
  changes: number;
  inbox: InboxTabParts<R>;
  /** The bar of items that arrived since the list was loaded. */
  newItems: ReactNode;
  csv: CsvExport;
  message: TimedMessage | null;
  onCloseMessage: () => void;
  columns: Column<R>[];
  children?: ReactNode;
}) {
  // The summary counts every status of the search, dates and own filter, again after a change here.
  const [counts, setCounts] = useState<Record<string, number> | null>(null);
  const { search: searched, from, to } = list.resultFilters;
  const { statusCounts } = layout;
  const ownKey = own.key;
  const ownValue = own.value;
  useEffect(() => {
    let live = true;
    const query = {
      search: searched,
      from,
      to,
      ...(ownKey ? { [ownKey]: ownValue || undefined } : {}),
    };
    statusCounts(query).then(
      (c) => live && setCounts(c),
      () => live && setCounts(null),
    );
    return () => {
      live = false;
    };
  }, [statusCounts, searched, from, to, ownKey, ownValue, changes]);

  const exporter = useListExportControls(list, noun, csv.exporting);
  const chips = [...exporter.chips, ...own.chips, ...inbox.statusChips];

  return (
    <div data-testid={testId}>
      <div className="kv-apps-head">
        <h2 className="kv-section-title">{title}</h2>
        {/* The count of a list not read yet is not 0: a grey bar until the first page. */}
        {list.hasPage && !list.error && (
          <Tag color="green" className="kv-apps-count" data-testid={layout.countTestId}>
            {layout.countLabel(list.total)}
          </Tag>
        )}
        {!list.hasPage && !list.error && <Skeleton width={110} />}
      </div>
      {counts && (
        <StatusSummary
          statuses={statuses}
          label={layout.summaryLabel}
          counts={counts}
          active={status}
          onPick={onStatus}
        />
      )}
      <MessageAlert message={message} onClose={onCloseMessage} />
      <div className="kv-toolbar">
        <ListSearch list={list} placeholder={search.placeholder} label={search.label} />
        {own.select}
        {inbox.toolbar}
        <NativeSelect
          aria-label={layout.sort.label}
          options={layout.sort.options}
          value={sort}
          onChange={(e) => onSort(e.target.value)}
        />
        <Button onClick={exporter.toggle} aria-expanded={exporter.open}>
          Export Filters
        </Button>
        <Button
          className="kv-export-button"
          data-testid="export-csv"
          onClick={() => csv.run(list.resultFilters)}
          disabled={exporter.exportDisabled}
          loading={csv.exporting}
        >
          {exporter.label}
        </Button>
        <Button onClick={() => void inbox.showLatest()} disabled={list.refreshing}>
          {list.refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      {exporter.open && <ExportFiltersPanel dates={exporter.dates} onClose={exporter.close} />}
      <ActiveFilters
        chips={chips}
        onClear={() => {
          list.clearFilters();
          own.setValue('');
          onStatus('');
        }}
      />
      {newItems}
      {inbox.bulkBar}
      <ListTable
        list={list}
        label={tableLabel}
        columns={columns}
        rowKey={(r) => r.id}
        rowClassName={unreadRow}
        emptyText={layout.emptyText(
          searched,
          own.value,
          status && statusLabel(statuses, status),
          rangePhrase(list.resultFilters, todayInIndia()),
        )}
        errorMessage={loadError}
      />
      {children}
    </div>
  );
}
