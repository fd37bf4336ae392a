import type { SessionsPageTexts } from '../../i18n/catalog';
import type { SessionView } from '../../lib/publicApi';

/**
 * Shown when the sessions could not be loaded, in the page's language; registering for it
 * explains why it cannot be done now.
 */
export function fallbackSession(
  t: Pick<
    SessionsPageTexts,
    'sessionFallbackTitle' | 'sessionFallbackDate' | 'sessionFallbackTime'
  >,
): SessionView {
  return {
    id: 0,
    title: t.sessionFallbackTitle,
    image: '/images/news-1.svg',
    date: t.sessionFallbackDate,
    endDate: null,
    time: t.sessionFallbackTime,
    startTime: null,
    endTime: null,
    mode: 'online',
    status: 'active',
    place: null,
    capacity: null,
    description: null,
  };
}
