/**
 * The New counts of the inbox kinds (contacts, registrations, applications): ONE store for the
 * whole panel, read by the shell's tab badges and by the open inbox list.
 *
 * Why one store here and not an event from a remote to the shell: the badge and the open list
 * must show the same moment. This package is a Module Federation singleton (federation.mjs), so
 * the shell and every remote hold this very store. The list asks for its page and for the counts
 * together and shows both at once, remembering the count it was loaded with (`listed`); the
 * badge shows the latest counts. When they differ (items arrived while the list was open), the
 * list shows a bar "N new — Show them" instead of changing its rows under the pointer, so the
 * list's figures and the bar together account for the badge.
 *
 * When it asks: when the panel opens, with every load of an open inbox list, after any change
 * made in the panel (inboxChanged(): the open list reloads, which brings the counts; with no
 * list open the counts alone), once a minute while the panel is on screen, and when the
 * browser tab comes back into view or focus. Always past the browser's cache: the answer is
 * a few small index counts.
 */
import type { Schemas } from '@kavach/api-client';
import { api, BACKGROUND_HEADERS, unwrap } from '../api';
import type { InboxKind } from './inboxApi';

/** New items per kind; a kind the user may not read has no count. */
export type InboxCounts = Schemas['InboxCounts'];

/** How often the counts are asked for while the panel is on screen. */
export const INBOX_POLL_MS = 60_000;

export interface InboxCountsState {
  /** The latest counts (the badges). */
  counts: InboxCounts;
  /** The count each open list was loaded with (its figures). */
  listed: Partial<Record<InboxKind, number>>;
}

/** What a list load brings from the counts: pass it back to `showWithList` with the page. */
export interface CountsForList {
  seq: number;
  counts: InboxCounts | null;
}

export interface InboxCountsStore {
  /** Starts asking for a signed-in session (the shell, while badges are on screen); returns stop. */
  start(token: string): () => void;
  get(): InboxCountsState;
  subscribe(listener: () => void): () => void;
  /** The counts now, shown on the badges (null on a failure, or when the panel has not started). */
  ask(): Promise<InboxCounts | null>;
  /** The counts asked for with a list's page, not shown yet. */
  forList(): Promise<CountsForList>;
  /** Shows the counts asked with a list's page, in the same moment as the page. */
  showWithList(kind: InboxKind, asked: CountsForList): void;
  /** An open list of `kind`: `reload` fetches its current page again. Returns its close. */
  open(kind: InboxKind, reload: () => Promise<void>): () => void;
  /** Something changed in the inbox: the open lists reload (with the counts), else the counts. */
  changed(): Promise<void>;
}

export function createInboxCountsStore(load: () => Promise<InboxCounts>): InboxCountsStore {
  let state: InboxCountsState = { counts: {}, listed: {} };
  let token: string | null = null;
  let running = 0;
  // Requests are numbered as sent: an answer is shown only when none sent later is shown yet.
  let sent = 0;
  let shown = 0;
  const listeners = new Set<() => void>();
  const lists = new Set<() => Promise<void>>();

  function set(next: InboxCountsState) {
    state = next;
    for (const l of listeners) l();
  }

  async function fetchCounts(): Promise<CountsForList> {
    const seq = ++sent;
    if (!running) return { seq, counts: null };
    const of = token;
    try {
      const counts = await load();
      // A late answer of a session that has since ended is not shown to the next one.
      return { seq, counts: of === token ? counts : null };
    } catch {
      return { seq, counts: null }; // the badges keep their last counts; the next ask retries
    }
  }

  function newest(asked: CountsForList): InboxCounts {
    if (asked.counts && asked.seq > shown) {
      shown = asked.seq;
      return asked.counts;
    }
    return state.counts;
  }

  async function ask() {
    const asked = await fetchCounts();
    const counts = newest(asked);
    if (counts !== state.counts) set({ ...state, counts });
    return asked.counts;
  }

  return {
    start(of) {
      if (of !== token) {
        // Another session (a new login): its own counts, not the last one's.
        token = of;
        shown = sent;
        set({ counts: {}, listed: {} });
      }
      running += 1;
      void ask();
      const onLook = () => {
        if (document.visibilityState === 'visible') void ask();
      };
      const timer = setInterval(onLook, INBOX_POLL_MS);
      addEventListener('focus', onLook);
      document.addEventListener('visibilitychange', onLook);
      return () => {
        running -= 1;
        clearInterval(timer);
        removeEventListener('focus', onLook);
        document.removeEventListener('visibilitychange', onLook);
      };
    },
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ask,
    forList: fetchCounts,
    showWithList(kind, asked) {
      const counts = newest(asked);
      // Without an answer the list is taken to agree with the badge: no bar on a guess.
      const listed = asked.counts ? asked.counts[kind] : counts[kind];
      set({ counts, listed: { ...state.listed, [kind]: listed } });
    },
    open(kind, reload) {
      lists.add(reload);
      return () => {
        lists.delete(reload);
        const { [kind]: _closed, ...listed } = state.listed;
        set({ ...state, listed });
      };
    },
    async changed() {
      if (lists.size) await Promise.all([...lists].map((reload) => reload()));
      else await ask();
    },
  };
}

/** The panel's one store (shared by the shell and the remotes). */
export const inboxCounts = createInboxCountsStore(() =>
  // A poll, not the person: it keeps no session alive (BACKGROUND_HEADERS).
  unwrap(api.GET('/api/admin/inbox-counts', { cache: 'no-store', headers: BACKGROUND_HEADERS })),
);

/**
 * After a change made anywhere in the panel (a status, a bulk action, a delete, an erasure):
 * the open list and the badges show it together. Resolves when they do.
 */
export function inboxChanged(): Promise<void> {
  return inboxCounts.changed();
}

/**
 * How many more New items the badge counts than the open list of `kind` was loaded with (the
 * "N new" bar); negative when some went elsewhere. 0 while no list of the kind is open.
 */
export function newSinceListed(state: InboxCountsState, kind: InboxKind): number {
  const listed = state.listed[kind];
  const now = state.counts[kind];
  return listed === undefined || now === undefined ? 0 : now - listed;
}
