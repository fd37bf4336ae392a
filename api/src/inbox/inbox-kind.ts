import type { Type } from '@nestjs/common';
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { type InboxAuditActions, inboxAuditActions } from '../audit/audit-actions';
import {
  INBOX_KIND_NOUNS,
  INBOX_KINDS,
  type InboxKindName,
  type InboxKindNoun,
  type Permission,
} from '../platform/access/permissions';
import type { CsvExportSpec } from '../platform/csv/csv-export';
import type { InboxStatus } from '../submissions/inbox-status';
import type { PersonalDataKind } from '../personal-data/personal-data-kind';

/** The lists worked like an inbox (the tabs of the staff panel), in the order of the tabs. */
export { INBOX_KINDS, type InboxKindName };

/** What a kind's name gives its declaration: its noun, its notes column, its audit actions. */
export function inboxKindNames<K extends InboxKindName>(kind: K) {
  const noun: InboxKindNoun<K> = INBOX_KIND_NOUNS[kind];
  return { kind, noun, noteColumn: `${noun}_id` as const, audit: inboxAuditActions(kind) };
}

/**
 * Everything the staff panel's routes under /api/admin/<kind> need to know of one kind of
 * record: each kind declares one in its own folder, and the inbox builds the routes from it.
 */
export interface InboxKind<
  E extends ObjectLiteral = ObjectLiteral,
  S extends InboxStatus = InboxStatus,
> {
  kind: InboxKindName;
  /** One record, as the audit targets ("contact #12") and the bulk answers name it. */
  noun: InboxKindNoun;
  entity: Type<E>;
  view(row: E): object;
  notFound: string;
  /**
   * The statuses a record moves through, and what opening a New record makes it (null: opening
   * changes nothing; staff move it on themselves).
   */
  statuses: readonly S[];
  opened: S | null;
  /** The webhook event a status change by staff raises (one or in bulk); none when absent. */
  statusEvent?: 'application.status_changed';
  /** The notes table's column that points at this kind. */
  noteColumn: `${InboxKindNoun}_id`;
  /** A stored file of each record (its key's column), removed once the record is deleted. */
  file?: { column: string; noun: string };
  permissions: {
    /** List, export, detail. */
    read: Permission;
    /** Status, open, notes, bulk status. */
    handle: Permission;
    /** Delete, one or in bulk. */
    delete: Permission;
  };
  list: {
    alias: string;
    /** The columns a search matches (case-insensitive substring). */
    search: readonly string[];
    /** The creation time as the list's query builder names it (newest first). */
    created: string;
    /** Whether a page says how many records there are unfiltered (`all`). */
    unfilteredCount: boolean;
    /** Orders other than newest first, by the query's `sort`. */
    sorts?: Record<string, (qb: SelectQueryBuilder<ObjectLiteral>, alias: string) => void>;
    /** Further fields of a page (e.g. the values of a dropdown). */
    extra?: (db: DataSource) => Promise<object>;
  };
  csv: Pick<CsvExportSpec, 'header' | 'columns' | 'empty'> & {
    filename(from?: string, to?: string): string;
  };
  audit: InboxAuditActions;
  /** What the daily purge and the Privacy Requests desk do with its records. */
  personalData?: PersonalDataKind;
  /** The request bodies and queries of its routes (validated and documented). */
  dto: { list: Type; export: Type; filter: Type; status: Type; bulk: Type };
  /** Its routes' documentation: tag, summaries and answers. */
  api: {
    tag: string;
    list: string;
    export: string;
    detail: string;
    /** The 404 description of the detail route, where it has one. */
    detailNotFound?: string;
    delete: string;
    deleted: string;
    status: string;
    /** The status opening gives, as the summary says it ("Read"); null when it gives none. */
    openedLabel: string | null;
    page: Type;
    detailResponse: Type;
    statusResponse: Type;
    openedResponse: Type;
  };
}
