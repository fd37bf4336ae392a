import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { resumeFileName } from '../applications/applications.service';
import { csvRecord } from '../common/csv/csv';
import { formatDateTime } from '../common/csv/export-format';
import { todayIst } from '../common/dates/ist';
import { type HeldRecords, type Kind, KINDS, type Row } from './held-records';

/** Each kind's file name in the archive (without .json/.csv) and what it holds, for README.txt. */
export const EXPORT_FILES: Record<Kind, { name: string; what: string }> = {
  contacts: { name: 'contact-messages', what: 'messages sent through the contact form' },
  registrations: { name: 'session-registrations', what: 'registrations for sessions' },
  subscribers: {
    name: 'newsletter-subscriptions',
    what: 'newsletter subscriptions (any status)',
  },
  applications: {
    name: 'career-applications',
    what: 'job applications (the resume files are under resumes/)',
  },
  notes: {
    name: 'staff-notes',
    what: 'internal notes the staff wrote on these messages, registrations and applications',
  },
  mails: {
    name: 'mails',
    what: 'mails sent or queued to this address, or about it (with it as Reply-To)',
  },
  auditEntries: {
    name: 'audit-log',
    what: 'entries of the staff audit log that mention this address or its applications',
  },
};

/** A resume of one of the person's applications, and whether storage still has it. */
export interface ResumeEntry {
  applicationId: number;
  key: string;
  /** Its name in the archive, under resumes/. */
  path: string;
  /** The name the person uploaded it under. */
  uploadedAs: string | null;
  present: boolean;
}

export interface ExportContent {
  address: string;
  caseReference: string;
  producedAt: Date;
  held: HeldRecords;
  /** Each kind's columns in table order: the CSV header, also for a kind with no row. */
  columns: Record<Kind, string[]>;
  resumes: ResumeEntry[];
  /** Opens a stored file when the archive reaches it (one at a time, as the client reads). */
  open: (key: string) => Promise<Readable>;
}

/** Only letters, digits, dot, dash and underscore in a name taken from what a person typed. */
function safeName(s: string): string {
  return s.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 120);
}

/** The archive path of an application's resume: resumes/<id>-<First>_<Last>_Resume.<ext>. */
export function resumePath(a: Row): string {
  const ext = String(a.resume_type ?? 'bin');
  return `resumes/${String(a.id)}-${safeName(resumeFileName(String(a.first_name), String(a.last_name), ext))}`;
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
export function toCsv(columns: readonly string[], rows: readonly Row[]): string {
  let out = '\uFEFF' + csvRecord(columns);
  for (const r of rows) out += csvRecord(columns.map((c) => cell(r[c])));
  return out;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function readme(c: ExportContent): string {
  const present = c.resumes.filter((r) => r.present);
  const missing = c.resumes.filter((r) => !r.present);
  const lines = [
    'Personal data held by Kavach Genomics',
    '',
    `E-mail address: ${c.address}`,
    `Produced: ${formatDateTime(c.producedAt, 'en-IN')} IST (${c.producedAt.toISOString()})`,
    `Case reference: ${c.caseReference}`,
    '',
    'What is inside: one JSON file and one CSV file per kind of record, with every stored',
    'field of each record. The CSV files open in a spreadsheet (UTF-8; a cell that begins with',
    '= + - or @ starts with an apostrophe so that it is shown as text, not run as a formula).',
    '',
  ];
  for (const kind of KINDS) {
    const f = EXPORT_FILES[kind];
    lines.push(
      `  ${f.name}.json, ${f.name}.csv: ${plural(c.held[kind].length, 'record')}, ${f.what}`,
    );
  }
  lines.push(`  resumes/: ${plural(present.length, 'resume file')} of the job applications`);
  if (missing.length) {
    lines.push('', 'Resume files named by an application but no longer in storage (not included):');
    for (const r of missing) {
      lines.push(`  application ${r.applicationId}: ${r.uploadedAs ?? r.key} (missing)`);
    }
  }
  lines.push('');
  return lines.join('\r\n');
}

/**
 * The archive: README.txt, <kind>.json and <kind>.csv for every kind, and each present resume
 * under resumes/. yazl writes it as the client reads (a resume is opened only when its turn comes,
 * so a large archive never sits in memory); read `outputStream`.
 */
export function buildExport(c: ExportContent): ZipFile {
  const zip = new ZipFile();
  const opts = { mtime: c.producedAt };
  zip.addBuffer(Buffer.from(readme(c)), 'README.txt', opts);
  for (const kind of KINDS) {
    const { name } = EXPORT_FILES[kind];
    zip.addBuffer(Buffer.from(JSON.stringify(c.held[kind], null, 2)), `${name}.json`, opts);
    zip.addBuffer(Buffer.from(toCsv(c.columns[kind], c.held[kind])), `${name}.csv`, opts);
  }
  for (const r of c.resumes.filter((x) => x.present)) {
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
