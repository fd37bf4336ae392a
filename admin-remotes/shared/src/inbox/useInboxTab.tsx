/**
 * What each inbox tab (contacts, registrations, applications) adds to its list: the status filter
 * and its chip, saved views, the row checkboxes with the bulk bar, a status column, and the
 * details modal's status row and notes. The tab keeps its own filters (status, session, position)
 * in state, since its list query is built from them.
 */
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import type { CsvExportPath } from '../csv';
import type { FilterChip, Noun } from '../filterText';
import type { Column } from '../ui/DataTable';
import type { ServerList } from '../useServerList';
import { BulkBar, useBulkSelection, type BulkSelection } from './BulkActions';
import { inboxChanged, inboxCounts } from './inboxCounts';
import type { InboxFilter, InboxKind } from './inboxApi';
import { SavedViews } from './SavedViews';
import { StatusFilter, StatusSelect, statusChips } from './StatusControls';
import type { AnyInboxStatuses } from './statuses';
import { useInboxDetails, type InboxDetails, type InboxRecord } from './useInboxDetails';
import type { Permission } from '@kavach/api-client';

export interface InboxTabParts<R extends InboxRecord> {
  /** The list's whole filter: search, dates, status and the tab's own. */
  filter: InboxFilter;
  selection: BulkSelection<R>;
  details: InboxDetails<R>;
  /** A Status column whose select changes the row's status. */
  statusColumn: Column<R>;
  /** The toolbar's additions: the status filter and the saved views. */
  toolbar: ReactNode;
  statusChips: FilterChip[];
  /** Shown above the table while rows are selected. */
  bulkBar: ReactNode;
  /**
   * After a change made here: every open list again, with the New counts (resolves when they
   * are on screen).
   */
  refresh(): Promise<void>;
  /** This list again with the New counts: Refresh, and Show them of the new-items bar. */
  showLatest(): Promise<void>;
}

export function useInboxTab<R extends InboxRecord>({
  kind,
  statuses,
  list,
  status,
  onStatus,
  own = {},
  onApplyOwn,
  statusCounts,
  nameOf,
  noun,
  deletePermission,
  exportPath,
  show,
  onChanged,
}: {
  kind: InboxKind;
  statuses: AnyInboxStatuses;
  list: ServerList<R>;
  /** The status filter ('' = all). */
  status: string;
  onStatus: (status: string) => void;
  /** The tab's own filters (registrations: sessionId; applications: position). */
  own?: Pick<InboxFilter, 'sessionId' | 'position'>;
  /** A saved view sets the tab's own filters. */
  onApplyOwn?: (filter: InboxFilter) => void;
  /** Per-status counts for the filter's options, when the tab has them. */
  statusCounts?: Partial<Record<string, number>>;
  nameOf: (record: R) => string;
  noun: Noun;
  deletePermission: Permission;
  /** The CSV export of the selected rows (named by the server). */
  exportPath: CsvExportPath;
  show: (text: string, timeoutMs: number) => void;
  /** Each time the list is loaded again (a change anywhere, Refresh, Show them). */
  onChanged?: () => void;
}): InboxTabParts<R> {
  const { refresh: refreshList } = list;
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const showLatest = useCallback(async () => {
    changed.current?.();
    await refreshList();
  }, [refreshList]);
  const latest = useRef(showLatest);
  latest.current = showLatest;
  // While open, a change anywhere in the panel loads this list again (inboxCounts.ts).
  useEffect(() => inboxCounts.open(kind, () => latest.current()), [kind]);
  const refresh = inboxChanged;
  const filter: InboxFilter = {
    search: list.filters.search,
    from: list.filters.from,
    to: list.filters.to,
    status: status ? [status] : undefined,
    ...own,
  };
  const selection = useBulkSelection(list.rows, JSON.stringify(filter), nameOf);
  const details = useInboxDetails<R>({
    kind,
    statuses,
    nameOf,
    onChanged: () => void refresh(),
    show,
  });

  const statusColumn: Column<R> = {
    key: 'status',
    title: 'Status',
    render: (r) => (
      <StatusSelect
        statuses={statuses}
        value={r.status}
        label={`Status of ${nameOf(r)}`}
        onChange={(s) => void details.changeStatus(r, s)}
      />
    ),
  };

  const toolbar = (
    <>
      <StatusFilter statuses={statuses} value={status} onChange={onStatus} counts={statusCounts} />
      <SavedViews
        tab={kind}
        // What is typed, even in the moment before the search applies: a view saved right
        // after typing keeps the words.
        current={{ ...filter, search: list.search.trim() || undefined }}
        onApply={(f) => {
          list.restore(f);
          onStatus(f.status?.[0] ?? '');
          onApplyOwn?.(f);
        }}
        show={show}
      />
    </>
  );

  return {
    filter,
    selection,
    details,
    statusColumn,
    toolbar,
    statusChips: statusChips(statuses, status, () => onStatus('')),
    bulkBar: (
      <BulkBar
        kind={kind}
        statuses={statuses}
        noun={noun}
        selection={selection}
        total={list.total}
        estimated={list.estimated}
        filter={filter}
        deletePermission={deletePermission}
        exportPath={exportPath}
        onDone={refresh}
        show={show}
      />
    ),
    refresh,
    showLatest,
  };
}
