/**
 * The New counts of the inbox tabs' labels (the rows of tabs.ts with an `inboxCount`: Contact Us
 * Details, Registration Details, Career Applications), from the one light endpoint
 * GET /api/admin/inbox-counts.
 *
 * The rule: the shell sends at most one request a minute per signed-in session. It asks when
 * the panel opens, when a tab is opened and when a remote calls inboxChanged() (a list's
 * Refresh, a status change, a delete). An ask within a minute of the last request is not sent;
 * if it was inboxChanged(), one request is sent when that minute is up (with cache: 'no-store',
 * since something is known to have changed), so the labels catch up within a minute. Opening the
 * panel or a tab uses the browser's cache as the API allows it (private, max-age=60).
 */
import { api, INBOX_CHANGED_EVENT, unwrap } from '@kavach/admin-shared';
import type { Schemas } from '@kavach/api-client';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { TABS, type TabDef } from './tabs';

/** New items per tab; a tab the user may not read has no count. */
export type InboxCounts = Schemas['InboxCounts'];

/** The least time between two requests. */
export const INBOX_COUNTS_INTERVAL_MS = 60_000;

/** The count a tab's label shows, if it shows one (its row's `inboxCount`). */
export function countOfTab(tab: string): keyof InboxCounts | undefined {
  return TABS.find((t) => t.key === tab)?.inboxCount;
}

/** Why the counts are asked for: a look at the panel, or a change a remote reported. */
export type InboxAsk = 'look' | 'change';

/**
 * When to send the request an ask calls for, `now` being `sinceLast` ms after the last request:
 * 0 = now, a positive number = in that many ms (a change inside the minute), null = not at all
 * (a look inside the minute). `sinceLast` null = no request yet.
 */
export function inboxFetchDelay(sinceLast: number | null, ask: InboxAsk): number | null {
  if (sinceLast === null || sinceLast >= INBOX_COUNTS_INTERVAL_MS) return 0;
  return ask === 'change' ? INBOX_COUNTS_INTERVAL_MS - sinceLast : null;
}

export interface InboxCountsStore {
  /** Asks for the counts of the session with this token, following the rule above. */
  ask(token: string, ask: InboxAsk): void;
  /** The last counts of the current session ({} before the first answer). */
  get(): InboxCounts;
  subscribe(listener: () => void): () => void;
  /** Drops a pending request (the panel closed). */
  stop(): void;
}

export function createInboxCountsStore(
  load: (fresh: boolean) => Promise<InboxCounts>,
  now: () => number = Date.now,
): InboxCountsStore {
  let last: { at: number; token: string } | null = null;
  let pending: ReturnType<typeof setTimeout> | null = null;
  let counts: InboxCounts = {};
  const listeners = new Set<() => void>();

  function set(next: InboxCounts) {
    counts = next;
    for (const l of listeners) l();
  }

  function stop() {
    if (pending !== null) clearTimeout(pending);
    pending = null;
  }

  function send(token: string, fresh: boolean) {
    stop();
    last = { at: now(), token };
    load(fresh).then(
      (answer) => {
        // A late answer of a session that has since ended is not shown to the next one.
        if (last?.token === token) set(answer);
      },
      () => undefined, // the labels keep their last counts; the next ask after a minute retries
    );
  }

  return {
    ask(token, ask) {
      if (last && last.token !== token) {
        // Another session (a new login): its own counts, not the last one's minute.
        stop();
        last = null;
        set({});
      }
      const delay = inboxFetchDelay(last ? now() - last.at : null, ask);
      if (delay === 0) send(token, ask === 'change');
      else if (delay !== null && pending === null)
        pending = setTimeout(() => send(token, true), delay);
    },
    get: () => counts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop,
  };
}

/** The shell's one store: module-level, so the minute holds across re-renders and remounts. */
export const inboxCounts = createInboxCountsStore((fresh) =>
  unwrap(api.GET('/api/admin/inbox-counts', fresh ? { cache: 'no-store' } : {})),
);

/**
 * The New counts to show on `tabs`, by tab key, asked for while `enabled` (the tabs are on
 * screen): when the panel opens, when the open tab changes and on each inboxChanged().
 * No request at all when none of the tabs shows a count.
 */
export function useInboxCounts(
  tabs: readonly TabDef[],
  active: string | null,
  token: string,
  enabled: boolean,
): Record<string, number | undefined> {
  const counts = useSyncExternalStore(inboxCounts.subscribe, inboxCounts.get);
  const counted = enabled && tabs.some((t) => t.inboxCount);

  useEffect(() => {
    if (!counted) return;
    const onChange = () => inboxCounts.ask(token, 'change');
    addEventListener(INBOX_CHANGED_EVENT, onChange);
    return () => {
      removeEventListener(INBOX_CHANGED_EVENT, onChange);
      inboxCounts.stop();
    };
  }, [counted, token]);

  useEffect(() => {
    if (counted && active) inboxCounts.ask(token, 'look');
  }, [counted, token, active]);

  return useMemo(() => {
    const shown: Record<string, number | undefined> = {};
    for (const t of tabs) {
      if (t.inboxCount) shown[t.key] = counts[t.inboxCount];
    }
    return shown;
  }, [tabs, counts]);
}
