import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TODAY_IST_SQL as TODAY_IST } from '../platform/dates/ist';
import { activeRows } from '../platform/listing/active-list';
import { AdminList, type ListSource, type PageWithAll } from '../platform/listing/admin-list';
import { sessionImageNameSql } from '../platform/storage/session-image-refs';
import {
  toSessionView,
  toStaffSessionView,
  type AdminSessionsQueryDto,
  type SessionView,
  type StaffSessionView,
} from './dto/session.dto';
import { Session } from './session.entity';

/** A session whose (last) day is today or later in IST. */
const NOT_ENDED = `coalesce(s.end_date, s.date) >= ${TODAY_IST}`;

/** Registrations that take a seat (a cancelled one frees it). */
const SEAT_TAKEN = `attendance <> 'cancelled'`;

/** Uploaded session images some session shows, of the keys asked about (the orphan sweep). */
export const SESSION_IMAGES_IN_USE = `SELECT 'session-images/' || ${sessionImageNameSql('image')} AS key
    FROM sessions WHERE 'session-images/' || ${sessionImageNameSql('image')} = ANY($1)`;

/**
 * The Sessions tab's list, searched by title and place (the Registrations tab's session picker
 * too); `adminPage` orders upcoming soonest first and past latest first.
 */
const SESSION_LIST: ListSource<Session, StaffSessionView> = {
  entity: Session,
  alias: 's',
  search: ['s.title', 's.place'],
  created: 's.created_at',
  order: { column: 's.date', direction: 'ASC' },
  view: toStaffSessionView,
};

/** The public list's cap: the answer stays bounded. */
const PUBLIC_CAP = 100;

/** How a session is found for a registration: by id, or by the spec's date, time and mode. */
export type SessionRef = { id: number } | { date: string; time: string; mode: string };

/** A staff page of sessions: each with its registrations and seats taken, and `all` exact. */
export type SessionCountsPage = PageWithAll<
  StaffSessionView & { registrations: number; seatsTaken: number }
>;

/**
 * The sessions' SQL. Methods that take an EntityManager run inside the caller's transaction;
 * the others read on their own.
 */
@Injectable()
export class SessionsRepository {
  private readonly listing: AdminList<Session, StaffSessionView>;

  constructor(@Inject(DataSource) private readonly db: DataSource) {
    this.listing = new AdminList(db, SESSION_LIST);
  }

  /** Active and not yet ended, soonest first, up to the public cap. */
  publicList(): Promise<SessionView[]> {
    return activeRows(this.db, {
      entity: Session,
      alias: 's',
      where: NOT_ENDED,
      order: { column: 's.date', then: 's.startTime', direction: 'ASC' },
      cap: PUBLIC_CAP,
      view: toSessionView,
    });
  }

  /** An active session not yet ended, or null; `lock` holds it until the transaction ends. */
  findOpen(m: EntityManager, by: SessionRef, lock: boolean): Promise<Session | null> {
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

  /** The seats a session's registrations take (a cancelled registration takes none). */
  async seatsTaken(m: EntityManager, sessionId: number): Promise<number> {
    const [{ taken }] = (await m.query(
      `SELECT count(*)::int AS taken FROM registrations WHERE session_id = $1 AND ${SEAT_TAKEN}`,
      [sessionId],
    )) as { taken: number }[];
    return taken;
  }

  /**
   * Upcoming (not yet ended) soonest first, or past (ended) latest first, with each session's
   * registration count and seats taken; `all` counts every session.
   */
  async adminPage(q: AdminSessionsQueryDto): Promise<SessionCountsPage> {
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

  findById(id: number): Promise<Session | null> {
    return this.db.getRepository(Session).findOneBy({ id });
  }

  /** The session, locked for update until the transaction ends, or null. */
  lockById(m: EntityManager, id: number): Promise<Session | null> {
    return m.getRepository(Session).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Inserts a new session; returns it as stored. */
  insert(m: EntityManager, values: Partial<Session>): Promise<Session> {
    const repo = m.getRepository(Session);
    return repo.save(repo.create(values));
  }

  /** Writes a changed session; returns it as stored. */
  save(m: EntityManager, s: Session): Promise<Session> {
    return m.getRepository(Session).save(s);
  }

  /** Deletes the session; returns its image, or null when there was no such session. */
  async delete(m: EntityManager, id: number): Promise<string | null> {
    const [rows] = (await m.query(`DELETE FROM sessions WHERE id = $1 RETURNING image`, [id])) as [
      { image: string }[],
      number,
    ];
    return rows.length ? rows[0].image : null;
  }

  /** Whether some session still shows the uploaded image of this file name. */
  async imageInUse(name: string): Promise<boolean> {
    const used = (await this.db.query(
      `SELECT 1 FROM sessions WHERE ${sessionImageNameSql('image')} = $1 LIMIT 1`,
      [name],
    )) as unknown[];
    return used.length > 0;
  }

  /** Whether the session's (last) day is before today in IST. */
  async hasEnded(m: EntityManager, s: Session): Promise<boolean> {
    const [{ ended }] = (await m.query(
      `SELECT coalesce($1::date, $2::date) < ${TODAY_IST} AS ended`,
      [s.endDate, s.date],
    )) as { ended: boolean }[];
    return ended;
  }

  /** Marks every session whose end date (or date) has passed as expired; returns how many. */
  async expirePast(m: EntityManager): Promise<number> {
    const [, affected] = (await m.query(
      `UPDATE sessions SET status = 'expired', updated_at = now()
        WHERE status <> 'expired' AND coalesce(end_date, date) < ${TODAY_IST}`,
    )) as [unknown, number];
    return affected;
  }
}
