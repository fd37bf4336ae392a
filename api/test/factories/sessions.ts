import { TODAY_IST_SQL } from '../../src/platform/dates/ist';
import { entityFactory, sql } from './insert';
import { Session } from '../../src/sessions/session.entity';

/**
 * Rows of `sessions` (an information session; end_date, if any, not before date).
 * A week ahead (IST) unless told otherwise; title, mode and status take the table's defaults.
 */
export const sessions = entityFactory(Session, () => ({
  image: '/images/x.svg',
  date: sql`${TODAY_IST_SQL} + 7`,
  time: '10 AM',
  start_time: '10:00',
  end_time: '11:00',
}));
