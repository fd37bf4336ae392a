import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../test/helpers/test-app';
import { runMigrations } from '../platform/database/migrate';
import { typeormOptions } from '../platform/database/typeorm-options';

/**
 * Sessions saved before start and end times existed keep working: the migration reads their
 * free-text time, and their registrations become Registered.
 */
describe('migration SessionDetails (real Postgres)', () => {
  let db: { url: string; drop(): Promise<void> };
  let ds: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    await runMigrations(db.url);
    ds = new DataSource({ ...typeormOptions(db.url, 1), migrationsRun: false });
    await ds.initialize();
    // Back to the schema before it (the later migrations undone first), with rows as the old
    // version wrote them.
    const last = async () =>
      (
        (await ds.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`)) as {
          name: string;
        }[]
      )[0].name;
    while ((await last()) !== 'SessionDetails1763700010000')
      await ds.undoLastMigration({ transaction: 'each' });
    await ds.undoLastMigration({ transaction: 'each' });
    expect(await last()).not.toBe('SessionDetails1763700010000');
    await ds.query(
      `INSERT INTO sessions (title, image, date, time) VALUES
        ('Two times', '/i.png', '2030-01-10', '11:00 AM – 12:30 PM IST'),
        ('One time', '/i.png', '2030-01-11', '7 PM IST'),
        ('No time', '/i.png', '2030-01-12', 'To be announced')`,
    );
    await ds.query(
      `INSERT INTO registrations (name, email, session_name) VALUES ('A', 'a@x.in', 'S')`,
    );
    await runMigrations(db.url);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('reads the old free-text times into start and end (an hour when one time is written)', async () => {
    const rows = await ds.query(
      `SELECT title, time, start_time::text, end_time::text, capacity, place FROM sessions ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        title: 'Two times',
        time: '11:00 AM – 12:30 PM IST',
        start_time: '11:00:00',
        end_time: '12:30:00',
        capacity: null,
        place: null,
      },
      {
        title: 'One time',
        time: '7 PM IST',
        start_time: '19:00:00',
        end_time: '20:00:00',
        capacity: null,
        place: null,
      },
      {
        title: 'No time',
        time: 'To be announced',
        start_time: null,
        end_time: null,
        capacity: null,
        place: null,
      },
    ]);
  });

  it('existing registrations are Registered', async () => {
    expect(await ds.query(`SELECT attendance FROM registrations`)).toEqual([
      { attendance: 'registered' },
    ]);
  });
});
