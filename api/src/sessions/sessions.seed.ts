import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DemoSeeder } from '../platform/database/demo-seeds';
import { TODAY_IST_SQL as TODAY_IST } from '../platform/dates/ist';

/** The two upcoming demo sessions (seeded once with SEED_DEMO), dated from today in IST. */
export async function seedDemoSessions(m: EntityManager): Promise<void> {
  await m.query(
    `INSERT INTO sessions (title, image, date, end_date, time, start_time, end_time, mode, place,
                           capacity, description, status) VALUES
      ('HrC Test: Information Session', '/images/cover-hrc.svg', ${TODAY_IST} + 14, NULL,
       '11:00 AM – 12:30 PM IST', '11:00', '12:30', 'online', NULL, NULL,
       'How the HrC test works, who it is for, and your questions answered.', 'active'),
      ('B3 Test: Information Session', '/images/cover-b3.svg', ${TODAY_IST} + 35, ${TODAY_IST} + 36,
       '4:00 PM – 5:30 PM IST', '16:00', '17:30', 'hybrid', 'Kavach Genomics, Bengaluru', 40,
       'The B3 test explained, in the room or online.', 'active')`,
  );
}

/** Seeds the demo sessions once, on the embedded database (config.seedDemo). */
@Injectable()
export class SessionsDemoSeed extends DemoSeeder(
  'sessions',
  seedDemoSessions,
  'demo sessions seeded',
) {}
