import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TIME_ZONE } from '../platform/dates/ist';
import type { Attendance } from './registration.entity';

/** The first instant after an IST `date` expression's day. */
const dayAfter = (date: string) => `((${date}) + 1)::timestamp AT TIME ZONE '${TIME_ZONE}'`;

/**
 * The registrations past their keeping time ($1, the cutoff): counted from the day after the
 * session (its end date if it has one, the snapshot taken at registration if the session is
 * gone), never from before the registration itself.
 */
export const REGISTRATIONS_PAST_KEEPING = `SELECT r.id FROM registrations r
    LEFT JOIN sessions s ON s.id = r.session_id
   WHERE r.created_at < $1
     AND greatest(r.created_at, ${dayAfter('r.session_date')},
                  ${dayAfter('coalesce(s.end_date, s.date)')}) < $1`;

/** A registration's own columns beyond the inbox's (which the inbox's repository reads). */
@Injectable()
export class RegistrationsRepository {
  /** The registration's attendance, locked until the transaction ends; null when there is none. */
  async lockAttendance(m: EntityManager, id: number): Promise<Attendance | null> {
    const rows = (await m.query(`SELECT attendance FROM registrations WHERE id = $1 FOR UPDATE`, [
      id,
    ])) as { attendance: Attendance }[];
    return rows.length ? rows[0].attendance : null;
  }

  async setAttendance(m: EntityManager, id: number, attendance: Attendance): Promise<void> {
    await m.query(`UPDATE registrations SET attendance = $2 WHERE id = $1`, [id, attendance]);
  }
}
