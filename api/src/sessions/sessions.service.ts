import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Principal } from '../platform/access/principal';
import { AuditService } from '../audit/audit.service';
import { ErrorCode } from '../platform/errors/error-code';
import { TODAY_IST_SQL as TODAY_IST } from '../platform/dates/ist';
import { AdminList } from '../platform/listing/admin-list';
import { activeRows } from '../platform/listing/active-list';
import { sessionImageKey, sessionImageNameSql } from '../platform/storage/session-image-refs';
import { StorageService } from '../platform/storage/storage.service';
import {
  toSessionView,
  toStaffSessionView,
  type AdminSessionsQueryDto,
  type SessionInputDto,
  type SessionView,
  type SessionsPage,
  type StaffSessionView,
} from './dto/session.dto';
import { DEFAULT_SESSION_IMAGE, Session } from './session.entity';
import { timesLabel } from './session-times';
import { SESSION_KIND as K } from './session.kind';

/** Today's date in IST, as SQL (CAST, not ::date, which TypeORM would read as a :date parameter). */
/** Advisory lock key of the hourly expiry job (one replica at a time). */
export const EXPIRY_LOCK_KEY = 7_361_001;

/** A session whose (last) day is today or later in IST. */
const NOT_ENDED = `coalesce(s.end_date, s.date) >= ${TODAY_IST}`;

const EXPIRE_SQL = `UPDATE sessions SET status = 'expired', updated_at = now()
  WHERE status <> 'expired' AND coalesce(end_date, date) < ${TODAY_IST}`;

const EXPIRED_TOGGLE = 'Expired sessions cannot be activated or deactivated.';
const ENDED_ACTIVATE = 'This session has already ended and cannot be activated.';
const END_BEFORE_START = 'The end date must not be before the start date.';
const END_TIME_BEFORE_START = 'The end time must be after the start time.';
const PLACE_REQUIRED = 'Please give the place of an offline or hybrid session.';
export const SESSION_FULL =
  'This session is full: all seats are taken. Please choose another session.';

/** Registrations that take a seat (a cancelled one frees it). */
const SEAT_TAKEN = `attendance <> 'cancelled'`;

type Who = { p: Principal; ip: string | undefined };

@Injectable()
export class SessionsService {
  private readonly logger = new Logger('Sessions');
  private readonly listing: AdminList<Session, StaffSessionView>;

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
      order: { column: 's.date', then: 's.startTime', direction: 'ASC' },
      cap: K.publicCap,
      view: toSessionView,
    });
  }

  /** A session a visitor may register for now, or null. */
  async findOpen(
    m: EntityManager,
    by: { id: number } | { date: string; time: string; mode: string },
    lock = false,
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
    // FOR NO KEY UPDATE (inside the caller's transaction): the session cannot be deleted
    // meanwhile, and two registrations for it take turns, so the seat count each one reads is
    // final until it commits (the last seat goes to one of them).
    if (lock) qb.setLock('for_no_key_update');
    return qb.getOne();
  }

  /**
   * Refuses (409) a registration for a session whose seats are all taken. Call with the session
   * locked by findOpen in the same transaction.
   */
  async assertSeatFree(m: EntityManager, s: Session): Promise<void> {
    if (s.capacity === null) return;
    const [{ taken }] = (await m.query(
      `SELECT count(*)::int AS taken FROM registrations WHERE session_id = $1 AND ${SEAT_TAKEN}`,
      [s.id],
    )) as { taken: number }[];
    if (taken >= s.capacity) {
      throw new ConflictException({
        message: SESSION_FULL,
        code: ErrorCode.SessionFull,
        details: { sessionId: SESSION_FULL },
      });
    }
  }

  /**
   * Upcoming (not yet ended) soonest first, or past (ended) latest first; each session with its
   * registration count and seats taken, and `all` counted exactly.
   */
  async listAdmin(q: AdminSessionsQueryDto): Promise<SessionsPage> {
    const past = q.when === 'past';
    const dir = past ? 'DESC' : 'ASC';
    const [page, all] = await Promise.all([
      this.listing.page(q, (qb) => {
        qb.andWhere(past ? `NOT (${NOT_ENDED})` : NOT_ENDED)
          .orderBy('s.date', dir)
          .addOrderBy('s.startTime', dir, past ? 'NULLS FIRST' : 'NULLS LAST')
          .addOrderBy('s.id', dir);
        if (q.status) qb.andWhere('s.status = :status', { status: q.status });
      }),
      this.db.getRepository(Session).count(),
    ]);
    // One grouped count of the page's sessions (registrations_session_idx).
    const counts: { id: number; n: number; seats: number }[] = page.data.length
      ? await this.db.query(
          `SELECT session_id AS id, count(*)::int AS n,
                  (count(*) FILTER (WHERE ${SEAT_TAKEN}))::int AS seats
             FROM registrations WHERE session_id = ANY($1::int[]) GROUP BY session_id`,
          [page.data.map((s) => s.id)],
        )
      : [];
    const byId = new Map(counts.map((c) => [Number(c.id), c]));
    return {
      ...page,
      data: page.data.map((s) => ({
        ...s,
        registrations: Number(byId.get(s.id)?.n ?? 0),
        seatsTaken: Number(byId.get(s.id)?.seats ?? 0),
      })),
      all,
    };
  }

  async get(id: number): Promise<StaffSessionView> {
    const s = await this.db.getRepository(Session).findOneBy({ id });
    if (!s) throw new NotFoundException(K.notFound);
    return toStaffSessionView(s);
  }

  private values(dto: SessionInputDto): Partial<Session> {
    const refuse = (field: string, message: string) => {
      throw new BadRequestException({
        message,
        code: ErrorCode.ValidationFailed,
        details: { [field]: message },
      });
    };
    if (dto.endDate && dto.endDate < dto.date) refuse('endDate', END_BEFORE_START);
    // On one day the end comes after the start; over several days any times are fine.
    const oneDay = !dto.endDate || dto.endDate === dto.date;
    if (oneDay && dto.endTime <= dto.startTime) refuse('endTime', END_TIME_BEFORE_START);
    const mode = dto.mode ?? 'online';
    if (mode !== 'online' && !dto.place) refuse('place', PLACE_REQUIRED);
    return {
      title: dto.title,
      image: dto.image || DEFAULT_SESSION_IMAGE,
      date: dto.date,
      endDate: dto.endDate ?? null,
      startTime: dto.startTime,
      endTime: dto.endTime,
      time: timesLabel(dto.startTime, dto.endTime),
      mode,
      place: dto.place ?? null,
      meetingLink: dto.meetingLink ?? null,
      capacity: dto.capacity ?? null,
      description: dto.description ?? null,
      status: dto.status ?? 'active',
    };
  }

  async create(dto: SessionInputDto, who: Who): Promise<StaffSessionView> {
    const values = this.values(dto);
    return this.db.transaction(async (m) => {
      const saved = await m.getRepository(Session).save(m.getRepository(Session).create(values));
      await this.audit.record(who.p, K.audit.create, { id: saved.id }, who.ip, m);
      return toStaffSessionView(saved);
    });
  }

  async update(id: number, dto: SessionInputDto, who: Who): Promise<StaffSessionView> {
    const values = this.values(dto);
    return this.db.transaction(async (m) => {
      const repo = m.getRepository(Session);
      const s = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!s) throw new NotFoundException(K.notFound);
      const saved = await repo.save(Object.assign(s, values));
      await this.audit.record(who.p, K.audit.update, { id }, who.ip, m);
      return toStaffSessionView(saved);
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
      await this.audit.record(who.p, K.audit.delete, { id }, who.ip, m);
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
  async toggle(id: number, who: Who): Promise<StaffSessionView> {
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
        { id },
        who.ip,
        m,
      );
      return toStaffSessionView(saved);
    });
  }

  /** Marks every session whose end date (or date) has passed as expired; returns how many. */
  async expirePast(m: EntityManager = this.db.manager): Promise<number> {
    const [, affected] = (await m.query(EXPIRE_SQL)) as [unknown, number];
    return affected;
  }

  /** "Close ended sessions" button: expires and audits in one transaction. */
  async checkExpired(who: Who): Promise<number> {
    return this.db.transaction(async (m) => {
      const changed = await this.expirePast(m);
      await this.audit.record(who.p, K.audit.checkExpired, { count: changed }, who.ip, m);
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
