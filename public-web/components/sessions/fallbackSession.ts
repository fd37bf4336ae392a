import type { SessionView } from '../../lib/publicApi';

/** Shown when the sessions could not be loaded; registering for it explains why it cannot be done now. */
export const FALLBACK_SESSION: SessionView = {
  id: 0,
  title: 'Information Session',
  image: '/images/news-1.svg',
  date: 'Dates to be announced',
  endDate: null,
  time: 'Please check back soon',
  startTime: null,
  endTime: null,
  mode: 'online',
  status: 'active',
  place: null,
  capacity: null,
  description: null,
};
