import type { PublicSession } from '../../lib/publicApi';

/** Shown when the sessions could not be loaded; registering for it explains why it cannot be done now. */
export const FALLBACK_SESSION: PublicSession = {
  id: '',
  title: 'Information Session',
  image: '/images/news-1.svg',
  date: 'Dates to be announced',
  endDate: null,
  time: 'Please check back soon',
  mode: 'online',
};
