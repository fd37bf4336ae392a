import type { StoredSavedView } from '../../src/inbox/saved-views.repository';
import { defineFactory, unique } from './insert';

/** Needs user_id; an empty filter on the contacts tab. */
export const savedViews = defineFactory<StoredSavedView>('saved_views', () => ({
  tab: 'contacts',
  name: unique((n) => `View ${n}`),
  query: {},
}));
