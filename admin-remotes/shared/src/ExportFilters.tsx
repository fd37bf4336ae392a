/**
 * The export date panel of the submissions tabs: Start Date, End
 * Date, Clear Dates, Apply & Close and the hint. Native date inputs (antd
 * styling): light, phone-friendly, and YYYY-MM-DD as the API wants.
 */
import { Button, Input, type InputProps } from 'antd';
import { useDraft } from './ui/EditorModal';
import { FieldLabel } from './ui/FieldLabel';
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

function DateField({ label, ...input }: { label: string } & InputProps) {
  return (
    <FieldLabel label={label}>
      <Input type="date" {...input} style={{ width: 170 }} />
    </FieldLabel>
  );
}

export function ExportFiltersPanel({ value, onApply, onClear }: ExportFiltersPanelProps) {
  const { draft, set, bind } = useDraft({ from: value.from ?? '', to: value.to ?? '' });
  const { from, to } = draft;
  const invalid = Boolean(from && to && to < from);
  return (
    <section className="kv-panel" aria-label="Export Filters" data-testid="export-filters">
      <h3 className="kv-panel__title">Export Filters</h3>
      <div className="kv-toolbar" style={{ alignItems: 'end' }}>
        <DateField label="Start Date" {...bind('from')} max={to || undefined} />
        <DateField
          label="End Date"
          {...bind('to')}
          min={from || undefined}
          status={invalid ? 'error' : undefined}
        />
        <Button
          onClick={() => {
            set('from', '');
            set('to', '');
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
