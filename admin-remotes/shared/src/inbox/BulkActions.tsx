/**
 * Bulk actions of an inbox list: a checkbox per row (and one for the page), or every row the
 * current filter matches; then a status change, an export of the selection, or a delete. Each
 * action is confirmed with its count, and the server acts only if that count still holds (409
 * otherwise), so nobody changes rows they did not see counted.
 */
import { Button, Checkbox } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiRequestError } from '../api';
import type { CsvExportPath } from '../csv';
import { failureSentence } from '../failure';
import type { Noun } from '../filterText';
import { plural } from '../format';
import { MESSAGE_TIMEOUTS } from '../messages';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { Column } from '../ui/DataTable';
import { NativeSelect } from '../ui/NativeSelect';
import { useCsvExport } from '../useCsvExport';
import { useHoldsPermission } from '../useSession';
import { bulk, type InboxFilter, type InboxKind, type InboxStatus } from './inboxApi';
import { statusLabel, statusOptions, type AnyInboxStatuses } from './statuses';
import type { Permission } from '@kavach/api-client';

/** The server acts on a filter of at most this many rows, and on at most this many ids. */
export const BULK_FILTER_CAP = 10_000;
export const SELECTION_CAP = 1000;

export interface BulkSelection<R extends { id: number }> {
  /** The ids ticked (on any page of the current filter). */
  ids: number[];
  /** Every row of the current filter instead of the ticked ones. */
  allMatching: boolean;
  setAllMatching(all: boolean): void;
  clear(): void;
  /** The first column: a checkbox per row. */
  column: Column<R>;
  /** Ticks or clears every row of the page on screen; null while the page has none. */
  pageToggle: ReactNode;
}

/**
 * `rows`: the page on screen; `filterKey`: the list's filter as a string — a different filter
 * is a different set of rows, so the selection starts again.
 */
export function useBulkSelection<R extends { id: number }>(
  rows: readonly R[],
  filterKey: string,
  nameOf: (row: R) => string,
): BulkSelection<R> {
  const [ids, setIds] = useState<number[]>([]);
  const [allMatching, setAllMatching] = useState(false);
  const [key, setKey] = useState(filterKey);
  if (key !== filterKey) {
    setKey(filterKey);
    setIds([]);
    setAllMatching(false);
  }
  const ticked = useMemo(() => new Set(ids), [ids]);
  const pageIds = rows.map((r) => r.id);
  const pageTicked = pageIds.filter((id) => ticked.has(id)).length;

  const toggle = (id: number, on: boolean) => {
    setAllMatching(false);
    setIds((list) =>
      on
        ? list.includes(id)
          ? list
          : [...list, id].slice(0, SELECTION_CAP)
        : list.filter((x) => x !== id),
    );
  };
  const togglePage = (on: boolean) => {
    setAllMatching(false);
    setIds((list) =>
      on
        ? [...list, ...pageIds.filter((id) => !list.includes(id))].slice(0, SELECTION_CAP)
        : list.filter((id) => !pageIds.includes(id)),
    );
  };

  const column: Column<R> = {
    key: 'select',
    // The page's own checkbox is in the bulk bar, where a phone (rows as cards, no header) sees it.
    title: <span className="kv-visually-hidden">Select</span>,
    className: 'kv-select-cell',
    width: 32,
    label: 'Select',
    render: (r) => (
      <Checkbox
        aria-label={`Select ${nameOf(r)}`}
        checked={allMatching || ticked.has(r.id)}
        onChange={(e) => toggle(r.id, e.target.checked)}
      />
    ),
  };

  const pageToggle = (
    <Checkbox
      checked={allMatching || (pageIds.length > 0 && pageTicked === pageIds.length)}
      indeterminate={!allMatching && pageTicked > 0 && pageTicked < pageIds.length}
      onChange={(e) => togglePage(e.target.checked)}
    >
      Select all on this page
    </Checkbox>
  );

  return {
    ids,
    allMatching,
    setAllMatching,
    clear: () => {
      setIds([]);
      setAllMatching(false);
    },
    column,
    pageToggle: pageIds.length > 0 ? pageToggle : null,
  };
}

type Pending = { action: 'status'; status: InboxStatus } | { action: 'delete' };

/** The list's filter as export query parameters. */
function exportQuery(filter: InboxFilter): Record<string, string | undefined> {
  return {
    status: filter.status?.join(','),
    sessionId: filter.sessionId === undefined ? undefined : String(filter.sessionId),
    position: filter.position,
  };
}

export function BulkBar<R extends { id: number }>({
  kind,
  statuses,
  noun,
  selection,
  total,
  estimated,
  filter,
  deletePermission,
  exportPath,
  onDone,
  show,
}: {
  kind: InboxKind;
  /** The statuses a change may set: the kind's own. */
  statuses: AnyInboxStatuses;
  noun: Noun;
  selection: BulkSelection<R>;
  /** The rows the current filter matches (the list's total). */
  total: number;
  /** True when `total` is an estimate: the filter's rows cannot be confirmed by count. */
  estimated: boolean;
  /** The current filter (search, dates and the tab's own filters). */
  filter: InboxFilter;
  /** e.g. 'contacts:delete': Delete shows only with it (the server checks it again). */
  deletePermission: Permission;
  exportPath: CsvExportPath;
  /** After a change: refresh the list (and the counts). */
  onDone: () => Promise<void> | void;
  show: (text: string, timeoutMs: number) => void;
}) {
  const mayDelete = useHoldsPermission(deletePermission);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [statusChoice, setStatusChoice] = useState('');
  const count = selection.allMatching ? total : selection.ids.length;
  const many = (n: number) => plural(n, noun.one, noun.many);
  const canSelectAll = !estimated && total > selection.ids.length && total <= BULK_FILTER_CAP;
  const csv = useCsvExport({
    path: exportPath,
    errorPrefix: `Error exporting ${noun.many}`,
    show,
    query: selection.allMatching
      ? exportQuery(filter)
      : { ...exportQuery(filter), ids: selection.ids.join(',') },
  });
  // A finished action clears the status picked for it.
  useEffect(() => {
    if (!pending) setStatusChoice('');
  }, [pending]);

  const none = selection.ids.length === 0 && !selection.allMatching;
  if (none && !selection.pageToggle) return null;

  const confirmText =
    pending?.action === 'delete'
      ? `Delete ${many(count)}? This cannot be undone.`
      : pending
        ? `Change the status of ${many(count)} to ${statusLabel(statuses, pending.status)}?`
        : '';

  const run = async () => {
    if (!pending) return;
    setBusy(true);
    let said: string;
    try {
      const answer = await bulk(kind, {
        action: pending.action,
        ...(pending.action === 'status' ? { status: pending.status } : {}),
        ...(selection.allMatching ? { filter } : { ids: selection.ids }),
        expected: count,
      });
      said = answer.message;
      selection.clear();
    } catch (e) {
      said = `Error: ${failureSentence(e)}`;
      // The rows changed meanwhile: the person looks at the list again and selects anew.
      if (e instanceof ApiRequestError && e.status === 409) selection.clear();
    }
    // The list first, then the outcome: a list left empty must not have the last word.
    await onDone();
    setBusy(false);
    setPending(null);
    show(said, said.startsWith('Error') ? 6000 : MESSAGE_TIMEOUTS.delete);
  };

  return (
    <div
      className={`kv-bulk${none ? ' kv-bulk--idle' : ''}`}
      role="region"
      aria-label="Selected rows"
    >
      {selection.pageToggle}
      {none ? null : (
        <>
          <span className="kv-bulk__count" data-testid="bulk-count" aria-live="polite">
            {selection.allMatching ? `All ${many(total)} selected` : `${many(count)} selected`}
          </span>
          {!selection.allMatching && canSelectAll && (
            <Button size="small" type="link" onClick={() => selection.setAllMatching(true)}>
              Select all {many(total)}
            </Button>
          )}
          <NativeSelect
            aria-label="Change status of the selected rows"
            className="kv-bulk__status"
            value={statusChoice}
            options={[{ value: '', label: 'Change status to...' }, ...statusOptions(statuses)]}
            onChange={(e) => {
              const status = e.target.value as InboxStatus | '';
              setStatusChoice(status);
              if (status) setPending({ action: 'status', status });
            }}
          />
          <Button
            size="small"
            onClick={() => csv.run({ search: filter.search, from: filter.from, to: filter.to })}
            loading={csv.exporting}
          >
            Export selected
          </Button>
          {mayDelete && (
            <Button size="small" danger onClick={() => setPending({ action: 'delete' })}>
              Delete selected
            </Button>
          )}
          <Button size="small" onClick={selection.clear}>
            Clear selection
          </Button>
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        text={confirmText}
        okText={pending?.action === 'delete' ? 'Delete' : 'Change status'}
        danger={pending?.action === 'delete'}
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
