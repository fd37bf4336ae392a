import { TODAY_IST_SQL } from '../../src/platform/dates/ist';
import { defineFactory, sql } from './insert';

/** A row of `sessions` (an information session; end_date, if any, not before date). */
export interface SessionRow {
  id: number;
  title: string;
  image: string;
  date: string;
  end_date: string | null;
  time: string;
  start_time: string | null;
  end_time: string | null;
  place: string | null;
  meeting_link: string | null;
  capacity: number | null;
  description: string | null;
  mode: 'online' | 'offline' | 'hybrid';
  status: 'active' | 'inactive' | 'expired';
  created_at: Date;
  updated_at: Date;
}

/** A week ahead (IST) unless told otherwise; title, mode and status take the table's defaults. */
export const sessions = defineFactory<SessionRow>('sessions', () => ({
  image: '/images/x.svg',
  date: sql`${TODAY_IST_SQL} + 7`,
  time: '10 AM',
  start_time: '10:00',
  end_time: '11:00',
}));
