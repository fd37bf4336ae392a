/**
 * The toolbar of the submissions tabs: Export Filters (with its date
 * panel), Export to CSV, Refresh and the search box, over one server list.
 */
import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { ExportFiltersPanel } from './ExportFilters';
import { ListSearch } from './ListParts';
import type { DateRange } from './useServerList';

export interface ListToolbarProps {
  /** The list's search and date range (see useServerList). */
  list: {
    search: string;
    setSearch(search: string): void;
    range: DateRange;
    setRange(range: DateRange): void;
    refreshing: boolean;
    filters: { from?: string; to?: string };
  };
  /** The list's CSV export (see useCsvExport), run with the list's date range. */
  csv: { run(filters: { from?: string; to?: string }): void; exporting: boolean };
  exportDisabled: boolean;
  onRefresh(): void;
  searchPlaceholder: string;
  searchLabel: string;
  /** Registrations and subscribers say 'Hide Filters' while the panel is open; contacts do not. */
  hideLabel?: boolean;
  /** Buttons shown after the filters toggle (e.g. Clear Filters). */
  children?: ReactNode;
}

export function ListToolbar({
  list,
  csv,
  exportDisabled,
  onRefresh,
  searchPlaceholder,
  searchLabel,
  hideLabel = false,
  children,
}: ListToolbarProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="kv-toolbar">
        <Button onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open && hideLabel ? 'Hide Filters' : 'Export Filters'}
        </Button>
        {children}
        <Button
          type="primary"
          onClick={() => csv.run(list.filters)}
          disabled={exportDisabled || csv.exporting}
          loading={csv.exporting}
        >
          Export to CSV
        </Button>
        <Button onClick={onRefresh} disabled={list.refreshing}>
          {list.refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
        <ListSearch list={list} placeholder={searchPlaceholder} label={searchLabel} />
      </div>
      {open && (
        <ExportFiltersPanel
          key={`${list.range.from ?? ''}|${list.range.to ?? ''}`}
          value={list.range}
          onApply={(range) => {
            list.setRange(range);
            setOpen(false);
          }}
          onClear={() => list.setRange({})}
        />
      )}
    </>
  );
}
