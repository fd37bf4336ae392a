import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Column, type ColumnOptions } from 'typeorm';
import type { CsvCell, CsvColumn } from '../platform/csv/csv-export';
import { APPLICATION_STATUSES, statusLabel, SUBMISSION_STATUSES } from './inbox-status';

/**
 * One field of a kind of record, declared once in the kind's entity file: where it is stored,
 * and where staff and the person see it. The column, the staff's view and its documentation,
 * the CSV export, the person's archive, the form's INSERT and the staff notification are all
 * read from the kind's list, so a new field is one entry (plus its form check and migration).
 */
export interface RecordField {
  /** The table's column, and the field's name in the staff's view and the CSV (snake_case). */
  column: string;
  /** The entity's property: the column in camelCase unless given. */
  property?: string;
  /** The column's options, for a column the kind's own table adds (not a shared base class's). */
  stored?: ColumnOptions;
  /** In the staff's view of a record, documented with these options. */
  view?: ApiPropertyOptions;
  /** The CSV export's header of its column; without it, the field is not in the CSV. */
  csv?: string;
  /** How its CSV cell is written from the stored value: the value's text ('' for none) unless given. */
  cell?: CsvCell;
  /** In the person's privacy archive (an allow-list: staff-only columns stay out). */
  archive?: true;
  /** Taken from the form's body (its property) into the row the form stores. */
  submitted?: true;
  /** Shown in the staff notification under this label (beside the name, address and phone). */
  mail?: string;
}

/** When the record came in: in the staff's view, and in the CSV (India's time) under `csv`. */
export const receivedField = (csv: string): RecordField => ({
  column: 'created_at',
  view: { format: 'date-time' },
  csv,
  cell: 'date-time',
});

/** Where the record came from (a column of the kind's table), 'Website' in the CSV when blank. */
export const sourceField = (stored: string): RecordField => ({
  column: 'source',
  stored: { type: 'varchar', length: 32, default: stored },
  view: { example: stored },
  csv: 'Source',
  cell: { blank: 'Website' },
  archive: true,
});

/** The record's status, as its label in the CSV. */
export const STATUS_FIELD: RecordField = {
  column: 'status',
  csv: 'Status',
  cell: {
    labels: Object.fromEntries(
      [...new Set([...SUBMISSION_STATUSES, ...APPLICATION_STATUSES])].map((s) => [
        s,
        statusLabel(s),
      ]),
    ),
  },
};

/** The property of a field in the entity and in the form's body. */
function propertyOf(f: RecordField): string {
  return f.property ?? f.column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Declares the kind's own columns on its entity class (the shared ones are its base class's). */
export function storeFields(entity: abstract new () => object, fields: readonly RecordField[]) {
  for (const f of fields) {
    if (f.stored) Column({ name: f.column, ...f.stored })(entity.prototype, propertyOf(f));
  }
}

/** Documents the viewed fields on the kind's view class (OpenAPI), in the list's order; text unless a type is given. */
export function documentFields(view: abstract new () => object, fields: readonly RecordField[]) {
  for (const f of fields) {
    if (f.view)
      ApiProperty({ type: String, ...f.view } as ApiPropertyOptions)(view.prototype, f.column);
  }
}

/** The viewed fields of a record: dates as ISO text, an absent value as null. */
export function viewFields(
  fields: readonly RecordField[],
  record: object,
): Record<string, unknown> {
  const values = record as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (!f.view) continue;
    const v = values[propertyOf(f)];
    out[f.column] = v instanceof Date ? v.toISOString() : (v ?? null);
  }
  return out;
}

/** The CSV export of the fields: its header (S.No first) and the columns after S.No. */
export function csvFields(fields: readonly RecordField[]): {
  header: string[];
  columns: CsvColumn[];
} {
  const exported = fields.filter((f) => f.csv);
  return {
    header: ['S.No', ...exported.map((f) => f.csv!)],
    columns: exported.map((f) => ({ column: f.column, ...(f.cell ? { cell: f.cell } : {}) })),
  };
}

/** When the person agreed, and the decisions about the record (its status) and when. */
const ARCHIVED_ALWAYS = [
  'privacy_notice',
  'consented_at',
  'status',
  'status_changed_at',
  'created_at',
] as const;

/** The columns of the person's archive: the fields marked for it, their consent and decisions. */
export function archiveColumns(fields: readonly RecordField[]): string[] {
  return [...fields.filter((f) => f.archive).map((f) => f.column), ...ARCHIVED_ALWAYS];
}

/**
 * The row of one form submission, by column: its submitted fields from the body (an empty answer
 * to an optional field stored as none), the columns the kind sets itself, and the consent's
 * version (`submissionInsert` adds its time).
 */
export function submittedRow(
  fields: readonly RecordField[],
  body: { privacyNotice: string },
  own: Record<string, unknown> = {},
): Record<string, unknown> {
  const values = body as unknown as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const f of fields) {
    if (!f.submitted) continue;
    const v = values[propertyOf(f)];
    row[f.column] = v === '' && f.stored?.nullable ? null : v;
  }
  return Object.assign(row, own, { privacy_notice: body.privacyNotice });
}

/** The fields the staff notification shows beyond the name, address and phone. */
export function mailFields(
  fields: readonly RecordField[],
  body: object,
): Array<readonly [string, string]> {
  const values = body as Record<string, unknown>;
  return fields
    .filter((f) => f.mail)
    .map((f) => [f.mail!, String(values[propertyOf(f)] ?? '')] as const);
}
