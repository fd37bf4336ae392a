/**
 * The export date panel of the submissions tabs: Start Date, End Date, Clear Dates, Apply &
 * Close and the hint. The dates are typed or picked as dd/mm/yyyy (DayPicker). The panel is
 * controlled by the toolbar (useExportDates), which applies a valid range to the list as it is
 * picked, so the list and the export always hold the dates the panel shows.
 */
import { Button } from 'antd';
import { useState } from 'react';
import { DayPicker, type DayPickerProps } from './ui/DayPicker';
import { FieldLabel } from './ui/FieldLabel';
import type { DateRange } from './useServerList';

/** The spec's hint, and what the export holds besides the dates. */
export const EXPORT_FILTERS_HINT =
  'Leave dates empty to export all data. Select start date only to export from that date onward.';
export const EXPORT_SCOPE_HINT =
  'The list follows the dates as you pick them, and the export holds exactly the rows the list shows: these dates and the search.';

export const RANGE_ORDER_ERROR = 'The end date cannot be before the start date.';

/** The two dates as chosen (YYYY-MM-DD or ''). */
export interface DateDraft {
  from: string;
  to: string;
}

const EMPTY_DRAFT: DateDraft = { from: '', to: '' };

/** Why the chosen dates cannot be applied or exported, or null. */
export function draftProblem(d: DateDraft): string | null {
  if (d.from && d.to && d.to < d.from) return RANGE_ORDER_ERROR;
  return null;
}

const keyOf = (r: DateRange) => `${r.from ?? ''}|${r.to ?? ''}`;
const draftOf = (r: DateRange): DateDraft => ({ from: r.from ?? '', to: r.to ?? '' });

/**
 * The dates of the panel over a list's range: each change that leaves a valid range applies it
 * to the list at once; an end before the start stays in the panel (with `problem`) and the
 * list keeps its last range. A change of the list's range from elsewhere (a chip, Clear
 * Filters) replaces what was chosen.
 */
export function useExportDates(list: { range: DateRange; setRange(range: DateRange): void }) {
  const [draft, setDraft] = useState<DateDraft>(() => draftOf(list.range));
  const appliedKey = keyOf(list.range);
  const [seenKey, setSeenKey] = useState(appliedKey);
  if (seenKey !== appliedKey) {
    setSeenKey(appliedKey);
    // The panel's own change keeps what it chose (an end before the start among it).
    if (keyOf({ from: draft.from, to: draft.to }) !== appliedKey) setDraft(draftOf(list.range));
  }
  function change(field: 'from' | 'to', value: string) {
    const next: DateDraft = { ...draft, [field]: value };
    setDraft(next);
    if (!(next.from && next.to && next.to < next.from))
      list.setRange({ from: next.from || undefined, to: next.to || undefined });
  }
  return {
    draft,
    problem: draftProblem(draft),
    change,
    /** Clear Dates. */
    clear() {
      setDraft(EMPTY_DRAFT);
      list.setRange({});
    },
    /** Forgets what could not be applied (the panel closes): it shows the list's dates again. */
    reset() {
      setDraft(draftOf(list.range));
    },
  };
}

export type ExportDates = ReturnType<typeof useExportDates>;

function DateField({ label, ...picker }: { label: string } & DayPickerProps) {
  return (
    <FieldLabel label={label}>
      <DayPicker {...picker} />
    </FieldLabel>
  );
}

export interface ExportFiltersPanelProps {
  dates: ExportDates;
  /** Apply & Close: the dates are applied already; this closes the panel. */
  onClose(): void;
}

export function ExportFiltersPanel({ dates, onClose }: ExportFiltersPanelProps) {
  const { draft, problem } = dates;
  return (
    <section className="kv-panel" aria-label="Export Filters" data-testid="export-filters">
      <h3 className="kv-panel__title">Export Filters</h3>
      <div className="kv-toolbar" style={{ alignItems: 'end' }}>
        <DateField label="Start Date" value={draft.from} onValue={(v) => dates.change('from', v)} />
        <DateField
          label="End Date"
          value={draft.to}
          status={problem ? 'error' : undefined}
          onValue={(v) => dates.change('to', v)}
        />
        <Button onClick={dates.clear}>Clear Dates</Button>
        <Button type="primary" disabled={problem !== null} onClick={onClose}>
          Apply &amp; Close
        </Button>
      </div>
      <p className="kv-muted" style={{ margin: 0 }}>
        {EXPORT_FILTERS_HINT} {EXPORT_SCOPE_HINT}
      </p>
      {problem && (
        <p role="alert" style={{ margin: '4px 0 0', color: '#cf1322' }}>
          {problem}
        </p>
      )}
    </section>
  );
}
