import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../platform/access/principal';
import type { AuditAction } from './audit-actions';
import type { AuditDetails, AuditDetailsFor } from './audit-details';
import { describeEntries } from './audit-records';
import { AuditRepository } from './audit.repository';
import { auditRecord, auditTarget } from './audit-sentences';
import type { AuditListQueryDto } from './audit-list-query.dto';
import type { AuditPage } from './audit.views';

/**
 * Who an entry is about: a signed-in user, an integration token (its name, no user id), or (a
 * failed login) a name and no user id.
 */
export interface AuditActor {
  userId: number | null;
  username: string;
  integrationTokenId?: number;
}

/** The actor of a principal: a token's writes are never a person's. */
const actorOf = (p: Principal): AuditActor =>
  p.integration
    ? { userId: null, username: p.username, integrationTokenId: p.integration.tokenId }
    : p;

/** Records who did what to which record, from where. Pass `manager` to write inside a transaction. */
@Injectable()
export class AuditService {
  constructor(@Inject(AuditRepository) private readonly entries: AuditRepository) {}

  /** An action of the signed-in principal `p`, with the details its action records. */
  record<A extends AuditAction>(
    p: Principal,
    action: A,
    details: AuditDetailsFor<A>,
    ip: string | undefined,
    manager?: EntityManager,
  ): Promise<void> {
    return this.recordFor(actorOf(p), action, details, ip, manager);
  }

  /**
   * An action of `actor`, who need not be signed in (e.g. a failed login: the name typed, and
   * the user's id or null). The username is cut to the column's 64 characters. The entry keeps
   * the details, the record they name and the short target text the list searches.
   */
  async recordFor<A extends AuditAction>(
    actor: AuditActor,
    action: A,
    details: AuditDetailsFor<A>,
    ip: string | undefined,
    manager?: EntityManager,
  ): Promise<void> {
    const username = actor.username.slice(0, 64);
    // One action's details, whichever of a choice of actions `action` is.
    const d = details as AuditDetails[A];
    const target = auditTarget(action, d, { userId: actor.userId, username });
    const record = auditRecord(action, d);
    await this.entries.insert(manager, {
      userId: actor.userId,
      username,
      integrationTokenId: actor.integrationTokenId ?? null,
      action,
      target: target === null ? null : target.slice(0, 200),
      details: d as object,
      recordKind: record?.kind ?? null,
      recordId: record?.key.slice(0, 64) ?? null,
      ip: ip?.slice(0, 64) ?? null,
    });
  }

  /**
   * The log, newest first; search on username, action and target (pg_trgm indexes); `username`
   * (whole name, any case) and `action` narrow it (audit_log_username_lower_idx, _action_idx).
   */
  async list(q: AuditListQueryDto): Promise<AuditPage> {
    const page = await this.entries.page(q);
    return { ...page, data: await describeEntries(this.entries, page.data) };
  }
}
