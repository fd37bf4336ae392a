/**
 * The export date panel of the submissions tabs: Start Date, End
 * Date, Clear Dates, Apply & Close and the hint. Native date inputs (antd
 * styling): light, phone-friendly, and YYYY-MM-DD as the API wants.
 */
import { Button, Input } from 'antd';
import { useState } from 'react';
import type { DateRange } from './useServerList';

export const EXPORT_FILTERS_HINT =
  'Leave dates empty to export all data. Select start date only to export from that date onward.';

export interface ExportFiltersPanelProps {
  value: DateRange;
  /** Apply & Close. */
  onApply(range: DateRange): void;
  /** Clear Dates: clears the inputs and the applied range. */
  onClear(): void;
}

export function ExportFiltersPanel({ value, onApply, onClear }: ExportFiltersPanelProps) {
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const invalid = Boolean(from && to && to < from);
  return (
    <section className="kv-panel" aria-label="Export Filters" data-testid="export-filters">
      <h3 className="kv-panel__title">Export Filters</h3>
      <div className="kv-toolbar" style={{ alignItems: 'end' }}>
        <label className="kv-field-label">
          <span>Start Date</span>
          <Input
            type="date"
            name="from"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
            style={{ width: 170 }}
          />
        </label>
        <label className="kv-field-label">
          <span>End Date</span>
          <Input
            type="date"
            name="to"
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
            status={invalid ? 'error' : undefined}
            style={{ width: 170 }}
          />
        </label>
        <Button
          onClick={() => {
            setFrom('');
            setTo('');
            onClear();
          }}
        >
          Clear Dates
        </Button>
        <Button
          type="primary"
          disabled={invalid}
          onClick={() => onApply({ from: from || undefined, to: to || undefined })}
        >
          Apply &amp; Close
        </Button>
      </div>
      <p className="kv-muted" style={{ margin: 0 }}>
        {EXPORT_FILTERS_HINT}
      </p>
      {invalid && (
        <p role="alert" style={{ margin: '4px 0 0', color: '#cf1322' }}>
          The end date cannot be before the start date.
        </p>
      )}
    </section>
  );
}
