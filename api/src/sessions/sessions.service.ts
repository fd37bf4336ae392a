import { BadRequestException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Principal } from '../platform/access/principal';
import { AuditService } from '../audit/audit.service';
import { TODAY_IST_SQL as TODAY_IST } from '../platform/dates/ist';
import { AdminList } from '../platform/listing/admin-list';
import { activeRows } from '../platform/listing/active-list';
import { sessionImageKey, sessionImageNameSql } from '../platform/storage/session-image-refs';
import { StorageService } from '../platform/storage/storage.service';
import {
  toSessionView,
  type AdminSessionsQueryDto,
  type SessionInputDto,
  type SessionView,
  type SessionsPage,
} from './dto/session.dto';
import { DEFAULT_SESSION_TITLE, Session } from './session.entity';
import { SESSION_KIND as K } from './session.kind';

/** Today's date in IST, as SQL (CAST, not ::date, which TypeORM would read as a :date parameter). */
/** Advisory lock key of the hourly expiry job (one replica at a time). */
export const EXPIRY_LOCK_KEY = 7_361_001;

/** A session whose (last) day is today or later in IST. */
const NOT_ENDED = `coalesce(s.end_date, s.date) >= ${TODAY_IST}`;

const EXPIRE_SQL = `UPDATE sessions SET status = 'expired', updated_at = now()
  WHERE status <> 'expired' AND coalesce(end_date, date) < ${TODAY_IST}`;

export const EXPIRED_TOGGLE = 'Expired sessions cannot be activated or deactivated.';
export const ENDED_ACTIVATE = 'This session has already ended and cannot be activated.';
export const END_BEFORE_START = 'The end date must not be before the start date.';

type Who = { p: Principal; ip: string | undefined };

@Injectable()
export class SessionsService {
  private readonly logger = new Logger('Sessions');
  private readonly listing: AdminList<Session, SessionView>;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(StorageService) private readonly storage: StorageService,
  ) {
    this.listing = new AdminList(db, K.list);
  }

  /** The public list: active and not yet ended (end date, or date, is today or later in IST). */
  listPublic(): Promise<SessionView[]> {
    return activeRows(this.db, {
      entity: Session,
      alias: 's',
      where: NOT_ENDED,
      order: { column: 's.date', direction: 'ASC' },
      cap: K.publicCap,
      view: toSessionView,
    });
  }

  /** A session a visitor may register for now, or null. */
  async findOpen(
    m: EntityManager,
    by: { id: number } | { date: string; time: string; mode: string },
    lockForShare = false,
  ): Promise<Session | null> {
    const qb = m
      .getRepository(Session)
      .createQueryBuilder('s')
      .where(`s.status = 'active'`)
      .andWhere(NOT_ENDED);
    if ('id' in by) qb.andWhere('s.id = :id', { id: by.id });
    else
      qb.andWhere('s.date = :sDate AND s.time = :sTime AND s.mode = :sMode', {
        sDate: by.date,
        sTime: by.time,
        sMode: by.mode,
      })
        .orderBy('s.id', 'ASC')
        .limit(1);
    // FOR SHARE (inside the caller's transaction): the session cannot be deleted meanwhile.
    if (lockForShare) qb.setLock('pessimistic_read');
    return qb.getOne();
  }

  /** Latest date first; each session with its registration count, and `all` counted exactly. */
  async listAdmin(q: AdminSessionsQueryDto): Promise<SessionsPage> {
    const [page, all] = await Promise.all([
      this.listing.page(q, (qb) => {
        if (q.status) qb.andWhere('s.status = :status', { status: q.status });
      }),
      this.db.getRepository(Session).count(),
    ]);
    // One grouped count of the page's sessions (registrations_session_idx).
    const counts: { id: number; n: number }[] = page.data.length
      ? await this.db.query(
          `SELECT session_id AS id, count(*)::int AS n FROM registrations
            WHERE session_id = ANY($1::int[]) GROUP BY session_id`,
          [page.data.map((s) => s.id)],
        )
      : [];
    const registrations = new Map(counts.map((c) => [Number(c.id), Number(c.n)]));
    return {
      ...page,
      data: page.data.map((s) => ({ ...s, registrations: registrations.get(s.id) ?? 0 })),
      all,
    };
  }

  async get(id: number): Promise<SessionView> {
    const s = await this.db.getRepository(Session).findOneBy({ id });
    if (!s) throw new NotFoundException(K.notFound);
    return toSessionView(s);
  }

  private values(dto: SessionInputDto): Partial<Session> {
    if (dto.endDate && dto.endDate < dto.date) {
      throw new BadRequestException({
        message: END_BEFORE_START,
        details: { endDate: END_BEFORE_START },
      });
    }
    return {
      title: dto.title || DEFAULT_SESSION_TITLE,
      image: dto.image,
      date: dto.date,
      endDate: dto.endDate ?? null,
      time: dto.time,
      mode: dto.mode ?? 'online',
      status: dto.status ?? 'active',
    };
  }

  async create(dto: SessionInputDto, who: Who): Promise<SessionView> {
    const values = this.values(dto);
    return this.db.transaction(async (m) => {
      const saved = await m.getRepository(Session).save(m.getRepository(Session).create(values));
      await this.audit.record(who.p, K.audit.create, saved.id, who.ip, m);
      return toSessionView(saved);
    });
  }

  async update(id: number, dto: SessionInputDto, who: Who): Promise<SessionView> {
    const values = this.values(dto);
    return this.db.transaction(async (m) => {
      const repo = m.getRepository(Session);
      const s = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!s) throw new NotFoundException(K.notFound);
      const saved = await repo.save(Object.assign(s, values));
      await this.audit.record(who.p, K.audit.update, id, who.ip, m);
      return toSessionView(saved);
    });
  }

  /**
   * Deletes and audits in one transaction; then, once that has committed, removes the session's
   * uploaded image unless another session still shows it (built-in /images/… pictures are not
   * in storage and are left alone). A failure there is logged: the orphan sweep of the daily
   * retention purge removes the file later.
   */
  async delete(id: number, who: Who): Promise<void> {
    const image = await this.db.transaction(async (m) => {
      const [rows] = (await m.query(`DELETE FROM sessions WHERE id = $1 RETURNING image`, [
        id,
      ])) as [{ image: string }[], number];
      if (!rows.length) throw new NotFoundException(K.notFound);
      await this.audit.record(who.p, K.audit.delete, id, who.ip, m);
      return rows[0].image;
    });
    const key = sessionImageKey(image);
    if (!key) return;
    try {
      const name = key.slice('session-images/'.length);
      const used = (await this.db.query(
        `SELECT 1 FROM sessions WHERE ${sessionImageNameSql('image')} = $1 LIMIT 1`,
        [name],
      )) as unknown[];
      if (!used.length) await this.storage.delete(key);
    } catch (e) {
      this.logger.warn(`could not remove the image of session ${id}: ${(e as Error).message}`);
    }
  }

  /** Active ↔ inactive; refused for expired sessions and for activating one that has ended. */
  async toggle(id: number, who: Who): Promise<SessionView> {
    return this.db.transaction(async (m) => {
      const repo = m.getRepository(Session);
      const s = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!s) throw new NotFoundException(K.notFound);
      if (s.status === 'expired') throw new BadRequestException(EXPIRED_TOGGLE);
      const next = s.status === 'active' ? 'inactive' : 'active';
      if (next === 'active') {
        const [{ ended }] = (await m.query(
          `SELECT coalesce($1::date, $2::date) < ${TODAY_IST} AS ended`,
          [s.endDate, s.date],
        )) as { ended: boolean }[];
        if (ended) throw new BadRequestException(ENDED_ACTIVATE);
      }
      s.status = next;
      const saved = await repo.save(s);
      await this.audit.record(
        who.p,
        next === 'active' ? K.audit.activate : K.audit.deactivate,
        id,
        who.ip,
        m,
      );
      return toSessionView(saved);
    });
  }

  /** Marks every session whose end date (or date) has passed as expired; returns how many. */
  async expirePast(m: EntityManager = this.db.manager): Promise<number> {
    const [, affected] = (await m.query(EXPIRE_SQL)) as [unknown, number];
    return affected;
  }

  /** Check Expired button: expires and audits in one transaction. */
  async checkExpired(who: Who): Promise<number> {
    return this.db.transaction(async (m) => {
      const changed = await this.expirePast(m);
      await this.audit.record(who.p, K.audit.checkExpired, changed, who.ip, m);
      return changed;
    });
  }

  /**
   * The scheduled run: only the replica that gets the advisory lock does the work (the lock is
   * released with the transaction). Returns null when another replica holds it.
   */
  async expireWithLock(): Promise<number | null> {
    return this.db.transaction(async (m) => {
      const [{ locked }] = (await m.query(`SELECT pg_try_advisory_xact_lock($1) AS locked`, [
        EXPIRY_LOCK_KEY,
      ])) as { locked: boolean }[];
      if (!locked) return null;
      return this.expirePast(m);
    });
  }
}
