import { defineFactory, unique } from './insert';

/** A row of `saved_views` (a staff member's saved list filter; names unique per user and tab). */
export interface SavedViewRow {
  id: number;
  user_id: number;
  tab: 'contacts' | 'registrations' | 'applications';
  name: string;
  query: Record<string, unknown>;
  created_at: Date;
}

/** Needs user_id; an empty filter on the contacts tab. */
export const savedViews = defineFactory<SavedViewRow>('saved_views', () => ({
  tab: 'contacts',
  name: unique((n) => `View ${n}`),
  query: {},
}));
