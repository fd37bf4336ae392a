import type { MigrationInterface, QueryRunner } from 'typeorm';
import { readLegacyTime } from '../legacy-session-time';

/**
 * Sessions get start and end times, a place, a meeting link, a capacity and a description;
 * registrations get attendance (Registered, Attended, No-show, Cancelled) beside their inbox
 * status. The old free-text time of each session is read into start and end (an hour when only
 * a start is written); a text with no clock time keeps its times empty and is shown as typed.
 */
export class SessionDetails1763700010000 implements MigrationInterface {
  name = 'SessionDetails1763700010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE sessions
        ADD COLUMN start_time time NULL,
        ADD COLUMN end_time time NULL,
        ADD COLUMN place varchar(300) NULL,
        ADD COLUMN meeting_link varchar(500) NULL,
        ADD COLUMN capacity integer NULL CHECK (capacity >= 1),
        ADD COLUMN description varchar(2000) NULL`);
    const rows = (await q.query(`SELECT id, time FROM sessions`)) as { id: number; time: string }[];
    for (const r of rows) {
      const t = readLegacyTime(r.time);
      if (t)
        await q.query(`UPDATE sessions SET start_time = $2, end_time = $3 WHERE id = $1`, [
          r.id,
          t.start,
          t.end,
        ]);
    }
    await q.query(`
      ALTER TABLE registrations
        ADD COLUMN attendance varchar(16) NOT NULL DEFAULT 'registered'
          CHECK (attendance IN ('registered','attended','no_show','cancelled'))`);
    // The capacity check counts a session's seats taken.
    await q.query(`CREATE INDEX registrations_session_seats_idx ON registrations (session_id)
      WHERE attendance <> 'cancelled'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX registrations_session_seats_idx`);
    await q.query(`ALTER TABLE registrations DROP COLUMN attendance`);
    await q.query(`
      ALTER TABLE sessions
        DROP COLUMN start_time, DROP COLUMN end_time, DROP COLUMN place,
        DROP COLUMN meeting_link, DROP COLUMN capacity, DROP COLUMN description`);
  }
}
