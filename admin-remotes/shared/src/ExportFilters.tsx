/**
 * The export date panel of the submissions tabs: Start Date, End Date, Clear Dates, Apply &
 * Close and the hint. Native date inputs (antd styling): light, phone-friendly, and YYYY-MM-DD
 * as the API wants. The panel is controlled by the toolbar (useExportDates), which applies a
 * complete, valid range to the list as it is picked, so the list and the export always hold
 * the dates the panel shows.
 */
import { Button, Input, type InputProps } from 'antd';
import { useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { FieldLabel } from './ui/FieldLabel';
import type { DateRange } from './useServerList';

/** The spec's hint, and what the export holds besides the dates. */
export const EXPORT_FILTERS_HINT =
  'Leave dates empty to export all data. Select start date only to export from that date onward.';
export const EXPORT_SCOPE_HINT =
  'The list follows the dates as you pick them, and the export holds exactly the rows the list shows: these dates and the search.';

export const RANGE_ORDER_ERROR = 'The end date cannot be before the start date.';
export const INCOMPLETE_DATE_ERROR = 'Finish typing the date or clear it.';

/** The two dates as typed (YYYY-MM-DD or ''), and which of them is half typed. */
export interface DateDraft {
  from: string;
  to: string;
  incomplete: { from: boolean; to: boolean };
}

const EMPTY_DRAFT: DateDraft = { from: '', to: '', incomplete: { from: false, to: false } };

/** Why the typed dates cannot be applied or exported, or null. */
export function draftProblem(d: DateDraft): string | null {
  if (d.incomplete.from || d.incomplete.to) return INCOMPLETE_DATE_ERROR;
  if (d.from && d.to && d.to < d.from) return RANGE_ORDER_ERROR;
  return null;
}

const keyOf = (r: DateRange) => `${r.from ?? ''}|${r.to ?? ''}`;
const draftOf = (r: DateRange): DateDraft => ({
  ...EMPTY_DRAFT,
  from: r.from ?? '',
  to: r.to ?? '',
});

/**
 * The dates of the panel over a list's range: each change that leaves a complete, valid range
 * applies it to the list at once; a half-typed date or an end before the start stays in the
 * panel (with `problem`) and the list keeps its last range. A change of the list's range from
 * elsewhere (a chip, Clear Filters) replaces what was typed.
 */
export function useExportDates(list: { range: DateRange; setRange(range: DateRange): void }) {
  const [draft, setDraft] = useState<DateDraft>(() => draftOf(list.range));
  const appliedKey = keyOf(list.range);
  const [seenKey, setSeenKey] = useState(appliedKey);
  if (seenKey !== appliedKey) {
    setSeenKey(appliedKey);
    // The panel's own change keeps what it typed (a half-typed date among it).
    if (keyOf({ from: draft.from, to: draft.to }) !== appliedKey) setDraft(draftOf(list.range));
  }
  function change(field: 'from' | 'to', value: string, incomplete: boolean) {
    const next: DateDraft = {
      ...draft,
      [field]: value,
      incomplete: { ...draft.incomplete, [field]: incomplete },
    };
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

/**
 * A date input reports a half-typed date only through `validity.badInput` (its value stays ''
 * and no change event fires while a part is missing), so it is read on every key and on blur.
 */
function DateField({
  label,
  onDate,
  ...input
}: { label: string; onDate(value: string, incomplete: boolean): void } & Omit<
  InputProps,
  'onChange'
>) {
  const report = (e: SyntheticEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    onDate(el.value, el.validity.badInput);
  };
  return (
    <FieldLabel label={label}>
      <Input
        type="date"
        {...input}
        onChange={(e: ChangeEvent<HTMLInputElement>) => report(e)}
        onKeyUp={report}
        onBlur={report}
        style={{ width: 170 }}
      />
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
        <DateField
          label="Start Date"
          value={draft.from}
          max={draft.to || undefined}
          status={draft.incomplete.from ? 'error' : undefined}
          onDate={(v, incomplete) => dates.change('from', v, incomplete)}
        />
        <DateField
          label="End Date"
          value={draft.to}
          min={draft.from || undefined}
          status={problem && !draft.incomplete.from ? 'error' : undefined}
          onDate={(v, incomplete) => dates.change('to', v, incomplete)}
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
