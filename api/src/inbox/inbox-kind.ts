import type { Type } from '@nestjs/common';
import type { DataSource, EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { AuditAction } from '../audit/audit-actions';
import type { Permission } from '../platform/access/permissions';
import type { CsvExportSpec } from '../platform/csv/csv-export';
import type { DeletableTable } from '../platform/listing/delete-record';
import type { InboxStatus } from '../submissions/inbox-status';
import type { PersonalDataKind } from '../personal-data/personal-data-kind';

/** The lists worked like an inbox (the tabs of the staff panel), in the order of the tabs. */
export const INBOX_KINDS = ['contacts', 'registrations', 'applications'] as const;
export type InboxKindName = (typeof INBOX_KINDS)[number];

/**
 * Everything the staff panel's routes under /api/admin/<kind> need to know of one kind of
 * record: each kind declares one in its own folder, and the inbox builds the routes from it.
 */
export interface InboxKind<
  E extends ObjectLiteral = ObjectLiteral,
  Row extends object = object,
  S extends InboxStatus = InboxStatus,
> {
  kind: InboxKindName & DeletableTable;
  /** One record, as the audit targets ("contact #12") and the bulk answers name it. */
  noun: string;
  entity: EntityTarget<E>;
  view(row: E): object;
  notFound: string;
  /** The statuses a record moves through, and what opening a New record makes it. */
  statuses: readonly S[];
  opened: S;
  /** The notes table's column that points at this kind. */
  noteColumn: 'contact_id' | 'registration_id' | 'application_id';
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
  csv: Pick<CsvExportSpec<Row>, 'header' | 'toCells' | 'empty'> & {
    columns: string[];
    filename(from?: string, to?: string): string;
  };
  audit: {
    status: AuditAction;
    note: AuditAction;
    noteDelete: AuditAction;
    bulkStatus: AuditAction;
    bulkDelete: AuditAction;
    delete: AuditAction;
    export: AuditAction;
  };
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
    /** The status opening gives, as the summary says it ("Read"). */
    openedLabel: string;
    page: Type;
    detailResponse: Type;
    statusResponse: Type;
    openedResponse: Type;
  };
}
