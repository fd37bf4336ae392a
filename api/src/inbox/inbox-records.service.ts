import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../platform/access/principal';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { type CsvDownload, prepareCsvExport } from '../platform/csv/csv-export';
import { deleteRecord } from '../platform/listing/delete-record';
import type { Page } from '../platform/listing/listing';
import { StorageService } from '../platform/storage/storage.service';
import type { InboxFilter } from './dto/inbox-filters.dto';
import type { InboxKind } from './inbox-kind';
import { removeFiles } from './inbox-rows';
import { inboxWhere, InboxRepository, type InboxListQuery } from './inbox.repository';

/** The list, CSV export, detail and delete of each kind's records. */
@Injectable()
export class InboxRecordsService {
  private readonly logger = new Logger('Inbox');

  constructor(
    @Inject(InboxRepository) private readonly records: InboxRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(StorageService) private readonly storage: StorageService,
  ) {}

  /**
   * One page of the list's search, date range and filters, newest first or in the `sort` the
   * kind has; with the unfiltered count (`all`) and the kind's further fields.
   */
  async list(kind: InboxKind, q: InboxListQuery): Promise<Page<object> & object> {
    const { extra } = kind.list;
    const [page, more] = await Promise.all([
      this.records.page(kind, q),
      extra ? extra(this.db) : {},
    ]);
    return { ...page, ...more };
  }

  /** One record's view; 404 when there is none. */
  get(kind: InboxKind, id: number): Promise<object> {
    return this.records.view(kind, id);
  }

  /**
   * Deletes one record and audits it in one transaction, then (once that has committed) its
   * stored file. Its notification mails are separate outbox rows (no reference to the record)
   * and go with the outbox's retention.
   */
  async delete(kind: InboxKind, id: number, p: Principal, ip: string | undefined): Promise<void> {
    const row = await deleteRecord<Record<string, unknown>>(this.db, {
      table: kind.kind,
      id,
      notFound: kind.notFound,
      returning: kind.file ? [kind.file.column] : [],
      audit: (m) => this.audit.record(p, kind.audit.delete, { id }, ip, m),
    });
    const key = kind.file ? row[kind.file.column] : undefined;
    if (typeof key === 'string' && key) await removeFiles(this.storage, this.logger, kind, [key]);
  }

  /**
   * The CSV export of the list's filter, or of the selected rows (`ids`), newest first; 404
   * when they match nothing; audited.
   */
  export(
    kind: InboxKind,
    q: InboxFilter,
    p: Principal,
    ip: string | undefined,
  ): Promise<CsvDownload> {
    const { columns, header, empty, filename } = kind.csv;
    return prepareCsvExport(
      this.db,
      {
        table: kind.kind,
        columns,
        search: { text: q.search, columns: kind.list.search },
        from: q.from,
        to: q.to,
        where: inboxWhere('t', q),
        empty,
        filename: filename(q.from, q.to),
        statementTimeoutMs: this.config.dbStatementTimeoutMs.long,
        header,
      },
      (detail) => this.audit.record(p, kind.audit.export, detail, ip),
    );
  }
}
