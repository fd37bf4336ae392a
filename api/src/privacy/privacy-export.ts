import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { resumeFileName } from '../applications/applications.service';
import { csvRecord } from '../platform/csv/csv';
import { formatDateTime } from '../platform/csv/export-format';
import { todayIst } from '../platform/dates/ist';
import { mentionsAddress } from './address-match';
import { type HeldRecords, type Kind, type Row } from './held-records';

/**
 * The kinds the person receives. The staff's internal notes are not among them: the notes panel
 * promises "Seen by staff only; never sent to the person".
 */
export const EXPORT_KINDS = [
  'contacts',
  'registrations',
  'subscribers',
  'applications',
  'mails',
  'auditEntries',
] as const satisfies readonly Kind[];
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** When the person agreed, and the decisions about the record (its status) and when. */
const CONSENT = ['privacy_notice', 'consented_at'] as const;
const DECISION = ['status', 'status_changed_at'] as const;

/**
 * The columns the person receives, per kind: what they gave, the decisions about them and when.
 * An allow-list, so a column added later stays out until someone decides it belongs here. Never
 * staff identities (status_changed_by, a note's author, the audit's username and user id), IP
 * addresses, storage keys or the outbox's working fields (lease_token, locked_until, last_error,
 * attempts, message_id): they are about the staff's work, not the person.
 */
export const EXPORT_COLUMNS: Record<ExportKind, readonly string[]> = {
  contacts: [
    'id',
    'name',
    'email',
    'phone',
    'message',
    'source',
    ...CONSENT,
    ...DECISION,
    'created_at',
  ],
  registrations: [
    'id',
    'name',
    'email',
    'phone',
    'organization',
    'message',
    'session_name',
    'session_date',
    'session_time',
    'session_mode',
    'source',
    ...CONSENT,
    ...DECISION,
    'created_at',
  ],
  subscribers: [
    'id',
    'email',
    'status',
    'confirmation_sent_at',
    'confirmed_at',
    ...CONSENT,
    'created_at',
  ],
  applications: [
    'id',
    'first_name',
    'last_name',
    'email',
    'phone_number',
    'job_position',
    'experience',
    'notice_period',
    'salary_expectation',
    'reason_for_leaving_prev_job',
    'linkedin',
    'resume_name',
    'resume_type',
    'resume_size',
    'source',
    ...CONSENT,
    ...DECISION,
    'created_at',
  ],
  // A staff notification about the person's message goes to a staff mailbox: no addresses.
  mails: ['id', 'kind', 'subject', 'text_body', 'status', 'created_at', 'sent_at'],
  // `by` says whether the entry is the address's own (e.g. a sign-in attempt with it) or staff's.
  auditEntries: ['id', 'action', 'target', 'by', 'created_at'],
};

/** A stored row reduced to the person's columns (`by` of an audit entry derived, not stored). */
export function exportRow(kind: ExportKind, row: Row, address: string): Row {
  const out: Row = {};
  for (const c of EXPORT_COLUMNS[kind]) {
    if (kind === 'auditEntries' && c === 'by') {
      const username = String(row.username ?? '');
      const own = username.toLowerCase() === address || mentionsAddress(username, address);
      out.by = own ? 'this e-mail address' : 'Kavach Genomics staff';
    } else if (c in row) out[c] = row[c];
  }
  return out;
}

/** Each kind's file name in the archive (without .json/.csv) and what it holds, for README.txt. */
export const EXPORT_FILES: Record<ExportKind, { name: string; what: string }> = {
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
  mails: {
    name: 'mails',
    what: 'mails sent or queued to this address, or to our staff about its messages',
  },
  auditEntries: {
    name: 'audit-log',
    what: 'entries of our audit log that mention this address or its applications',
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
    'What is inside: one JSON file and one CSV file per kind of record, with what you gave us,',
    'the status we gave each record and when (dates and times in UTC). The CSV files open in a',
    'spreadsheet (UTF-8; a cell that begins with = + - or @ starts with an apostrophe so that it',
    'is shown as text, not run as a formula).',
    '',
  ];
  for (const kind of EXPORT_KINDS) {
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
 * The archive: README.txt, <kind>.json and <kind>.csv for every kind the person receives (only
 * the allow-listed columns), and each present resume
 * under resumes/. yazl writes it as the client reads (a resume is opened only when its turn comes,
 * so a large archive never sits in memory); read `outputStream`.
 */
export function buildExport(c: ExportContent): ZipFile {
  const zip = new ZipFile();
  const opts = { mtime: c.producedAt };
  zip.addBuffer(Buffer.from(readme(c)), 'README.txt', opts);
  for (const kind of EXPORT_KINDS) {
    const { name } = EXPORT_FILES[kind];
    const rows = c.held[kind].map((r) => exportRow(kind, r, c.address));
    zip.addBuffer(Buffer.from(JSON.stringify(rows, null, 2)), `${name}.json`, opts);
    zip.addBuffer(Buffer.from(toCsv(EXPORT_COLUMNS[kind], rows)), `${name}.csv`, opts);
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
