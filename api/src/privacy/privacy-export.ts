import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { PersonalDataExport, PersonalDataKind } from '../personal-data/personal-data-kind';
import { csvRecord } from '../platform/csv/csv';
import { formatDateTime } from '../platform/csv/export-format';
import { todayIst } from '../platform/dates/ist';
import { mentionsAddress } from './address-match';
import { AUDIT_ENTRIES, type HeldRecords, MAILS, type Row } from './held-records';

/** What the archive holds of the mails and the audit entries (the kinds' exports are theirs). */
export interface ExportFile extends PersonalDataExport {
  /** The records' name in HeldRecords. */
  key: string;
}

// A staff notification about the person's message goes to a staff mailbox: no addresses. Never
// the outbox's working fields (lease_token, locked_until, last_error, attempts, message_id).
export const MAILS_EXPORT: ExportFile = {
  key: MAILS,
  file: 'mails',
  what: 'mails sent or queued to this address, or to our staff about its messages',
  columns: ['id', 'kind', 'subject', 'text_body', 'status', 'created_at', 'sent_at'],
};

// `by` says whether the entry is the address's own (e.g. a sign-in attempt with it) or staff's;
// never the staff's username, user id or IP address.
export const AUDIT_EXPORT: ExportFile = {
  key: AUDIT_ENTRIES,
  file: 'audit-log',
  what: 'entries of our audit log that mention this address or its applications',
  columns: ['id', 'action', 'target', 'by', 'created_at'],
};

/**
 * The files the person receives, in the archive's order: each kind's, then the mails and the
 * audit entries. The staff's internal notes are not among them: the notes panel promises "Seen
 * by staff only; never sent to the person".
 */
function exportFiles(kinds: readonly PersonalDataKind[]): ExportFile[] {
  return [...kinds.map((k) => ({ key: k.key, ...k.export })), MAILS_EXPORT, AUDIT_EXPORT];
}

/** A stored row reduced to the person's columns (`by` of an audit entry derived, not stored). */
function exportRow(f: ExportFile, row: Row, address: string): Row {
  const out: Row = {};
  for (const c of f.columns) {
    if (f.key === AUDIT_ENTRIES && c === 'by') {
      const username = String(row.username ?? '');
      const own = username.toLowerCase() === address || mentionsAddress(username, address);
      out.by = own ? 'this e-mail address' : 'Kavach Genomics staff';
    } else if (c in row) out[c] = row[c];
  }
  return out;
}

/** A stored file of one of the person's records (a résumé), and whether storage still has it. */
export interface FileEntry {
  kind: PersonalDataKind;
  rowId: number;
  key: string;
  /** Its path in the archive. */
  path: string;
  /** The name the person uploaded it under. */
  uploadedAs: string | null;
  present: boolean;
}

export interface ExportContent {
  address: string;
  caseReference: string;
  producedAt: Date;
  kinds: readonly PersonalDataKind[];
  held: HeldRecords;
  files: FileEntry[];
  /** Opens a stored file when the archive reaches it (one at a time, as the client reads). */
  open: (key: string) => Promise<Readable>;
}

/** personal-data_PR-XXXX-XXXX-XXXX-XXXX_YYYY-MM-DD.zip (the case, not the address, names it). */
export function exportFileName(caseReference: string, now: Date): string {
  return `personal-data_${caseReference}_${todayIst(now)}.zip`;
}

function cell(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return JSON.stringify(value);
  }
  return value;
}

/** UTF-8 with BOM, every field quoted, formula cells neutralised (the panel's CSV rules). */
function toCsv(columns: readonly string[], rows: readonly Row[]): string {
  let out = '\uFEFF' + csvRecord(columns);
  for (const r of rows) out += csvRecord(columns.map((c) => cell(r[c])));
  return out;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function readme(c: ExportContent): string {
  const lines = [
    'Personal data held by Kavach Genomics',
    '',
    `E-mail address: ${c.address}`,
    `Produced: ${formatDateTime(c.producedAt)} IST (${c.producedAt.toISOString()})`,
    `Case reference: ${c.caseReference}`,
    '',
    'What is inside: one JSON file and one CSV file per kind of record, with what you gave us,',
    'the status we gave each record and when (dates and times in UTC). The CSV files open in a',
    'spreadsheet (UTF-8; a cell that begins with = + - or @ starts with an apostrophe so that it',
    'is shown as text, not run as a formula).',
    '',
  ];
  for (const f of exportFiles(c.kinds)) {
    const n = (c.held[f.key] ?? []).length;
    lines.push(`  ${f.file}.json, ${f.file}.csv: ${plural(n, 'record')}, ${f.what}`);
  }
  const filed = c.kinds.filter((k) => k.file);
  const filesOf = (k: PersonalDataKind) => c.files.filter((e) => e.kind === k);
  for (const k of filed) {
    lines.push(k.file!.readmeLine(filesOf(k).filter((e) => e.present).length));
  }
  for (const k of filed) {
    const missing = filesOf(k).filter((e) => !e.present);
    if (!missing.length) continue;
    lines.push('', k.file!.missingHeading);
    for (const e of missing) {
      lines.push(`  ${k.file!.rowName} ${e.rowId}: ${e.uploadedAs ?? e.key} (missing)`);
    }
  }
  lines.push('');
  return lines.join('\r\n');
}

/**
 * The archive: README.txt, <kind>.json and <kind>.csv for every kind the person receives (only
 * the allow-listed columns), and each stored file storage still has (the résumés under
 * resumes/). yazl writes it as the client reads (a resume is opened only when its turn comes,
 * so a large archive never sits in memory); read `outputStream`.
 */
export function buildExport(c: ExportContent): ZipFile {
  const zip = new ZipFile();
  const opts = { mtime: c.producedAt };
  zip.addBuffer(Buffer.from(readme(c)), 'README.txt', opts);
  for (const f of exportFiles(c.kinds)) {
    const rows = (c.held[f.key] ?? []).map((r) => exportRow(f, r, c.address));
    zip.addBuffer(Buffer.from(JSON.stringify(rows, null, 2)), `${f.file}.json`, opts);
    zip.addBuffer(Buffer.from(toCsv(f.columns, rows)), `${f.file}.csv`, opts);
  }
  for (const r of c.files.filter((x) => x.present)) {
    zip.addReadStreamLazy(r.path, { ...opts, compress: false }, (cb) => {
      c.open(r.key).then(
        (stream) => cb(null, stream),
        (e: Error) => cb(e, undefined as never),
      );
    });
  }
  zip.end();
  return zip;
}
