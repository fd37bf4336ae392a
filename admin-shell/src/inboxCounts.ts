/**
 * The New counts of the inbox tabs' labels (the rows of tabs.ts with an `inboxCount`: Contact Us
 * Details, Registration Details, Career Applications), from the panel's one store of them
 * (inboxCounts in @kavach/admin-shared, which says when it asks GET /api/admin/inbox-counts).
 * The open inbox list reads the same store, so its figures and the badges change together.
 */
import { inboxCounts, type InboxCounts } from '@kavach/admin-shared';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { TABS, type TabDef } from './tabs';

export type { InboxCounts };

/** The count a tab's label shows, if it shows one (its row's `inboxCount`). */
export function countOfTab(tab: string): keyof InboxCounts | undefined {
  return TABS.find((t) => t.key === tab)?.inboxCount;
}

/**
 * The New counts to show on `tabs`, by tab key, kept up to date while `enabled` (the tabs are
 * on screen). No request at all when none of the tabs shows a count.
 */
export function useInboxCounts(
  tabs: readonly TabDef[],
  token: string,
  enabled: boolean,
): Record<string, number | undefined> {
  const { counts } = useSyncExternalStore(inboxCounts.subscribe, inboxCounts.get);
  const counted = enabled && tabs.some((t) => t.inboxCount);

  useEffect(() => (counted ? inboxCounts.start(token) : undefined), [counted, token]);

  return useMemo(() => {
    const shown: Record<string, number | undefined> = {};
    for (const t of tabs) {
      if (t.inboxCount) shown[t.key] = counts[t.inboxCount];
    }
    return shown;
  }, [tabs, counts]);
}
