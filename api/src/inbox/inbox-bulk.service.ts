import { BadRequestException, ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { WEBHOOK_OUTBOX, type WebhookOutbox } from '../platform/outbox/webhook-events';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../platform/access/principal';
import { deleteRecords } from '../platform/listing/delete-record';
import { StorageService } from '../platform/storage/storage.service';
import type { InboxFilter } from './dto/inbox-filters.dto';
import { type InboxBulkDto, BULK_FILTER_CAP, type BulkResponse } from './dto/inbox.views';
import type { InboxKind } from './inbox-kind';
import { NO_ACCESS, removeFiles } from './inbox-rows';
import { InboxRepository } from './inbox.repository';
import { requirePermission } from '../platform/access/record-access';

/** The bulk actions of the submission tabs: a status change or a delete on many records. */
@Injectable()
export class InboxBulkService {
  private readonly logger = new Logger('Inbox');

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(InboxRepository) private readonly records: InboxRepository,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(StorageService) private readonly storage: StorageService,
    @Inject(WEBHOOK_OUTBOX) private readonly webhooks: WebhookOutbox,
  ) {}

  /**
   * A status change or a delete on the selected rows (`ids`) or on the list's filter. The rows
   * are locked and counted in the transaction that acts on them: when they are not the
   * `expected` number the staff member confirmed, nothing changes (409). A filter may select
   * BULK_FILTER_CAP rows at most. One audit entry with the count and the selection.
   */
  async bulk(
    kind: InboxKind,
    dto: InboxBulkDto,
    p: Principal,
    ip: string | undefined,
  ): Promise<BulkResponse> {
    if ((dto.ids === undefined) === (dto.filter === undefined)) {
      throw new BadRequestException({
        message: 'Give either ids (the selected rows) or filter (the current filter), not both.',
        details: { ids: 'Give either ids or filter.' },
      });
    }
    if (dto.action === 'status' && !dto.status) {
      throw new BadRequestException({
        message: 'status is required to change the status.',
        details: { status: 'status is required to change the status.' },
      });
    }
    if (dto.action === 'delete') requirePermission(p, kind.permissions.delete, NO_ACCESS);
    const selection = dto.ids ? `ids ${dto.ids.join(',')}` : `filter ${JSON.stringify(dto.filter)}`;
    const { count, fileKeys } = await this.db.transaction(async (m) => {
      const ids = await this.lockSelection(m, kind, dto.ids ? { ids: dto.ids } : dto.filter!);
      if (ids.length !== dto.expected) {
        throw new ConflictException(
          `The selection changed: ${ids.length} ${ids.length === 1 ? 'record matches' : 'records match'} now. Review it and confirm again.`,
        );
      }
      if (dto.action === 'status') {
        const changed = await this.records.setStatusOf(
          m,
          kind,
          ids,
          dto.status!,
          p.username.slice(0, 64),
        );
        const type = kind.statusEvent;
        if (type)
          await this.webhooks.record(
            m,
            changed.map(({ id, from }) => ({ type, data: { id, from, to: dto.status! } })),
          );
        await this.audit.record(
          p,
          kind.audit.bulkStatus,
          { count: ids.length, status: dto.status!, selection },
          ip,
          m,
        );
        return { count: ids.length, fileKeys: [] as string[] };
      }
      const deleted = await deleteRecords<Record<string, unknown>>(m, {
        table: kind.kind,
        ids,
        returning: kind.file ? [kind.file.column] : [],
      });
      await this.audit.record(
        p,
        kind.audit.bulkDelete,
        { count: deleted.length, selection },
        ip,
        m,
      );
      const column = kind.file?.column;
      return {
        count: deleted.length,
        fileKeys: column
          ? deleted.map((r) => r[column]).filter((k): k is string => typeof k === 'string' && !!k)
          : [],
      };
    });
    // The files go once the rows are gone (as the single delete does).
    await removeFiles(this.storage, this.logger, kind, fileKeys);
    const noun = count === 1 ? kind.noun : kind.kind;
    return {
      success: true,
      count,
      message:
        dto.action === 'status'
          ? `${count} ${noun} marked ${dto.status}.`
          : `${count} ${noun} deleted.`,
    };
  }

  /** Locks the selected rows (BULK_FILTER_CAP at most: 400 beyond) and answers their ids. */
  private async lockSelection(
    m: EntityManager,
    kind: InboxKind,
    f: InboxFilter,
  ): Promise<number[]> {
    const ids = await this.records.lockSelection(m, kind, f, BULK_FILTER_CAP + 1);
    if (ids.length > BULK_FILTER_CAP) {
      throw new BadRequestException({
        message: `This filter matches more than ${BULK_FILTER_CAP.toLocaleString('en-IN')} records. Narrow it (or select the rows) and try again.`,
        details: { filter: `At most ${BULK_FILTER_CAP} records at once.` },
      });
    }
    return ids;
  }
}
