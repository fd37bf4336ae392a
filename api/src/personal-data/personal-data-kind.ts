import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../platform/config/app-config';
import type { StorageArea } from '../platform/storage/storage.service';
import { receivedBefore } from './personal-data.repository';

/** One stored row as PostgreSQL returns it: every column (SELECT *), so new columns come along. */
export type Row = Record<string, unknown>;

/** Whether storage still has the file a row names ('none': the row names no file). */
export type FileState = 'present' | 'missing' | 'none';

/**
 * A kind of record that holds a person's data, as its feature declares it: the retention purge
 * and the Privacy Requests desk ask each declared kind instead of knowing the tables.
 */
export interface PersonalDataKind {
  /** Its records' name in the desk's counts, look-up and erasure, and in the purge's result. */
  key: string;
  /** Its place among the kinds in the desk's look-up, counts and archive (lower first). */
  position: number;
  table: string;
  /** The column holding the person's address (stored trimmed and lower-cased). */
  emailColumn: string;
  /** How long its rows are kept; without it, until the person asks for their erasure. */
  retention?: PersonalDataRetention;
  /** A row as the desk's look-up lists it. */
  view(row: Row, file: FileState): Row;
  /** What the person's archive holds of it. */
  export: PersonalDataExport;
  /** The person's names in a row, replaced in the audit entries that mention them on erasure. */
  names?(row: Row): string[];
  /** The staff's notes on its records: the notes column that points at a row. */
  notes?: { column: string; record: string };
  /** Audit entries of `action` that name one of its rows (their record, of `recordKind`). */
  audit?: { action: string; recordKind: string };
  /** A file in storage a row refers to, deleted with the row. */
  file?: PersonalDataFile;
}

/** Rows kept `days` from their receipt (created_at), then purged. */
export function keptFromReceipt(
  table: string,
  days: (config: AppConfig) => number,
): PersonalDataRetention {
  return {
    cutoff: (config, now) => new Date(now.getTime() - days(config) * DAY_MS),
    select: receivedBefore(table),
    result: table,
    label: table,
    always: true,
  };
}

export interface PersonalDataRetention {
  /** Rows older than this instant go ($1 of `select`). */
  cutoff(config: AppConfig, now: Date): Date;
  /** `SELECT id FROM <table> WHERE …` with the cutoff as $1. */
  select: string;
  /** The count's name in the purge's result. */
  result: string;
  /** The count's name in the purge's audit entry. */
  label: string;
  /** Named in the audit entry even when nothing went (otherwise only when some did). */
  always: boolean;
}

export interface PersonalDataExport {
  /** The file name in the archive, without .json/.csv. */
  file: string;
  /** What the file holds, for README.txt. */
  what: string;
  /**
   * The columns the person receives: an allow-list, so a column added later stays out until
   * someone decides it belongs here. Never staff identities, IP addresses or storage keys.
   */
  columns: readonly string[];
}

interface PersonalDataFile {
  /** The column with the storage key (NULL: no file). */
  keyColumn: string;
  /** The column with the name the person uploaded it under. */
  uploadedAsColumn: string;
  /** The count of the files found in storage, in the desk's counts and erasure. */
  count: string;
  /** Its path in the person's archive. */
  archivePath(row: Row): string;
  /** README.txt's line on the files in the archive. */
  readmeLine(present: number): string;
  /** README.txt's heading over the files storage no longer has, and the name of their row. */
  missingHeading: string;
  rowName: string;
}

/** Stored files of an area that rows refer to; a file no row uses is deleted once old enough. */
export interface StoredFileArea {
  area: StorageArea;
  /** A younger file may belong to an upload whose row is still being written. */
  orphanAgeMs: number;
  /** `SELECT <key> AS key FROM … WHERE <key> = ANY($1)`: which of the keys $1 rows use. */
  usedKeys: string;
}

export const PERSONAL_DATA_KIND = Symbol.for('personal-data.kind');
export const STORED_FILE_AREA = Symbol.for('personal-data.stored-file-area');

/** A provider of one kind's declaration, for its feature module's `providers`. */
export function providePersonalData(kind: PersonalDataKind): Provider {
  return {
    provide: Symbol(`personal data: ${kind.key}`),
    useValue: { [PERSONAL_DATA_KIND]: kind },
  };
}

/** A provider of one area of stored files, for its feature module's `providers`. */
export function provideStoredFiles(area: StoredFileArea): Provider {
  return { provide: Symbol(`stored files: ${area.area}`), useValue: { [STORED_FILE_AREA]: area } };
}

/** Only letters, digits, dot, dash and underscore in a name taken from what a person typed. */
export function archiveSafeName(s: string): string {
  return s.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 120);
}

/** A timestamp as the desk lists it. */
export const isoText = (v: unknown): string =>
  v instanceof Date ? v.toISOString() : String(v ?? '');
/** A nullable column as text. */
export const nullableText = (v: unknown): string | null =>
  v === null || v === undefined ? null : String(v);

/** When the person agreed. */
export const CONSENT_COLUMNS = ['privacy_notice', 'consented_at'] as const;

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
