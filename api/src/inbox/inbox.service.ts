import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { WEBHOOK_OUTBOX, type WebhookOutbox } from '../platform/outbox/webhook-events';
import { DataSource, type EntityManager, type ObjectLiteral } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../platform/access/principal';
import type { InboxStatus } from '../submissions/inbox-status';
import type { InboxFilter } from './dto/inbox-filters.dto';
import type { InboxCounts, NoteView } from './dto/inbox.views';
import type { InboxKind } from './inbox-kind';
import { InboxKinds } from './inbox-kinds';
import { InboxNotesRepository } from './inbox-notes.repository';
import { noteView, type StatusFieldsView, type StatusRow, statusView } from './inbox-rows';
import { InboxRepository } from './inbox.repository';
import { KeptCount } from '../platform/listing/kept-count';

/**
 * A tab's New count is counted on every ask (exact, so a badge follows the record a person just
 * opened) until it reaches this many: then it may lag by up to NEW_COUNT_MAX_AGE_MS (KeptCount),
 * and a search keystroke in a tab of a million New records does not wait for their count.
 */
const NEW_COUNT_REUSE_FROM = 50_000;
const NEW_COUNT_MAX_AGE_MS = 10_000;

/**
 * The statuses of the submission tabs (set by hand, or New → Read/Reviewed when a record is
 * opened) and the counts of the statuses. Every change is audited in its transaction.
 */
@Injectable()
export class InboxService {
  private readonly newCounts = new Map<string, KeptCount>();

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(InboxRepository) private readonly records: InboxRepository,
    @Inject(InboxNotesRepository) private readonly notes: InboxNotesRepository,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(InboxKinds) private readonly kinds: InboxKinds,
    @Inject(WEBHOOK_OUTBOX) private readonly webhooks: WebhookOutbox,
  ) {}

  /** Sets a record's status (audited as "from → to"); the same status again changes nothing. */
  async setStatus(
    kind: InboxKind,
    id: number,
    status: InboxStatus,
    p: Principal,
    ip: string | undefined,
  ): Promise<StatusFieldsView> {
    return this.db.transaction(async (m) => {
      const current = await this.lockStatus(m, kind, id);
      if (current.status === status) return statusView(current);
      const row = await this.records.setStatus(m, kind, id, status, p.username.slice(0, 64));
      await this.audit.record(
        p,
        kind.audit.status,
        { id, from: current.status, to: status },
        ip,
        m,
      );
      if (kind.statusEvent)
        await this.webhooks.record(m, [
          { type: kind.statusEvent, data: { id, from: current.status, to: status } },
        ]);
      return statusView(row);
    });
  }

  /**
   * What the details modal calls: a New record becomes the kind's `opened` status (Read),
   * audited; any other status stays, and a kind without one (applications: Reviewed is the
   * staff's choice) changes nothing. Answers the record and its notes.
   */
  async open(
    kind: InboxKind,
    id: number,
    p: Principal,
    ip: string | undefined,
  ): Promise<{ data: object; notes: NoteView[] }> {
    const opened = kind.opened;
    if (opened !== null)
      await this.db.transaction(async (m) => {
        if (await this.records.openNew(m, kind, id, opened, p.username.slice(0, 64))) {
          await this.audit.record(
            p,
            kind.audit.status,
            { id, from: 'new', to: opened, opened: true },
            ip,
            m,
          );
        }
      });
    const row = await this.records.findRecord(kind.entity, id);
    if (!row) throw new NotFoundException(kind.notFound);
    return { data: kind.view(row), notes: (await this.notes.notesOf(kind, id)).map(noteView) };
  }

  /**
   * The New items of each kind the caller may read (each count reads only the small partial
   * index <table>_new_idx; a large one is kept for a few seconds, see NEW_COUNT_REUSE_FROM).
   */
  async counts(p: Principal): Promise<InboxCounts> {
    const kinds = this.kinds.readableBy(p).map((k) => k.kind);
    const counts = await Promise.all(kinds.map((k) => this.newCountOf(k).get()));
    return Object.fromEntries(kinds.map((k, i) => [k, counts[i]]));
  }

  private newCountOf(kind: string): KeptCount {
    let count = this.newCounts.get(kind);
    if (!count) {
      count = new KeptCount(() => this.records.newCount(kind), {
        reuseFrom: NEW_COUNT_REUSE_FROM,
        maxAgeMs: NEW_COUNT_MAX_AGE_MS,
      });
      this.newCounts.set(kind, count);
    }
    return count;
  }

  /** How many records of the filter (its status ignored) are in each status. */
  async statusCounts<S extends InboxStatus>(
    kind: InboxKind<ObjectLiteral, S>,
    f: InboxFilter,
  ): Promise<{ data: Record<S, number>; total: number }> {
    const rows = await this.records.statusCounts(kind, { ...f, status: undefined });
    const data = Object.fromEntries(kind.statuses.map((s) => [s, 0])) as Record<S, number>;
    for (const r of rows) data[r.status as S] = r.n;
    return { data, total: rows.reduce((n, r) => n + r.n, 0) };
  }

  private async lockStatus(m: EntityManager, kind: InboxKind, id: number): Promise<StatusRow> {
    const row = await this.records.lockStatus(m, kind, id);
    if (!row) throw new NotFoundException(kind.notFound);
    return row;
  }
}
