/**
 * The toolbar of the submissions tabs: Export Filters (with its date panel), the export button
 * naming what it will download, Refresh and the search box, then the active filters as chips
 * with Clear Filters, over one server list.
 */
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import type { CsvExport } from './useCsvExport';
import { ExportFiltersPanel, useExportDates } from './ExportFilters';
import { exportLabel, filterChips, type FilterChip, type Noun } from './filterText';
import { todayInIndia } from './format';
import { ActiveFilters, ListSearch } from './ListParts';
import type { ServerList } from './useServerList';
import { injectStyles } from './ui/styles';

// A long label ('Export 120 registrations from 12 Nov 2024 to 22 Nov') wraps on a phone.
injectStyles(
  'kv-toolbar',
  '.kv-export-button.ant-btn{max-width:100%;height:auto;min-height:32px;white-space:normal;text-align:left}',
);

/** What the toolbar reads and changes of a server list. */
export type ToolbarList = Pick<
  ServerList<unknown>,
  | 'search'
  | 'setSearch'
  | 'clearSearch'
  | 'applySearch'
  | 'range'
  | 'setRange'
  | 'clearFilters'
  | 'filters'
  | 'resultFilters'
  | 'total'
  | 'estimated'
  | 'hasPage'
  | 'loading'
  | 'pending'
  | 'refreshing'
  | 'error'
>;

export interface ListToolbarProps {
  list: ToolbarList;
  /** The list's CSV export (see useCsvExport), run with the filters the list shows. */
  csv: CsvExport;
  /** What the list holds, for the export button ('Export 12 contacts from 1 Nov to 22 Nov'). */
  noun: Noun;
  onRefresh(): void;
  searchPlaceholder: string;
  searchLabel: string;
  /** Registrations and subscribers say 'Hide Filters' while the panel is open; contacts do not. */
  hideLabel?: boolean;
  /** Controls shown after the filters toggle (e.g. the subscribers' Show). */
  children?: ReactNode;
  /** Chips of the tab's own filters (status, session), after search and dates. */
  extraChips?: FilterChip[];
  /** Clear Filters clears the tab's own filters too. */
  onClearExtra?: () => void;
}

/**
 * The date range and export controls a list tab shares: the Export Filters panel (open or not,
 * its dates applied to the list as they are picked), the export button's label naming the rows
 * it will download, whether it may run, and the chips of the search and dates. The submissions
 * toolbar and the career applications' pipeline page both use it, so their dates, export and
 * chips behave alike.
 */
export function useListExportControls(list: ToolbarList, noun: Noun, exporting: boolean) {
  const [open, setOpen] = useState(false);
  const dates = useExportDates(list);
  const today = todayInIndia();
  // The button names the rows on screen, and is enabled only while they are the ones the
  // panel and the search box ask for: nothing typed but not applied, nothing on its way.
  const settled = list.hasPage && !list.error && !list.loading && !list.pending;
  const label =
    list.hasPage && !list.error
      ? exportLabel(list, noun, list.resultFilters, today)
      : 'Export to CSV';
  const close = () => {
    dates.reset();
    setOpen(false);
  };
  return {
    open,
    dates,
    label,
    // An export of nothing would do nothing: disabled at 0 (its label says so).
    exportDisabled: !settled || dates.problem !== null || list.total === 0 || exporting,
    toggle: () => (open ? close() : setOpen(true)),
    close,
    chips: filterChips(list.filters, today, {
      search: list.clearSearch,
      from: () => list.setRange({ ...list.range, from: undefined }),
      to: () => list.setRange({ ...list.range, to: undefined }),
    }),
  };
}

export function ListToolbar({
  list,
  csv,
  noun,
  onRefresh,
  searchPlaceholder,
  searchLabel,
  hideLabel = false,
  children,
  extraChips = [],
  onClearExtra,
}: ListToolbarProps) {
  const controls = useListExportControls(list, noun, csv.exporting);
  const { open, dates, label, exportDisabled, close, chips } = controls;
  return (
    <>
      <div className="kv-toolbar">
        <Button onClick={controls.toggle} aria-expanded={open}>
          {open && hideLabel ? 'Hide Filters' : 'Export Filters'}
        </Button>
        {children}
        <Button
          type="primary"
          className="kv-export-button"
          data-testid="export-csv"
          onClick={() => csv.run(list.resultFilters)}
          disabled={exportDisabled}
          loading={csv.exporting}
        >
          {label}
        </Button>
        <Button onClick={onRefresh} disabled={list.refreshing}>
          {list.refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
        <ListSearch list={list} placeholder={searchPlaceholder} label={searchLabel} />
      </div>
      {open && <ExportFiltersPanel dates={dates} onClose={close} />}
      <ActiveFilters
        chips={[...chips, ...extraChips]}
        onClear={() => {
          list.clearFilters();
          onClearExtra?.();
        }}
      />
    </>
  );
}
