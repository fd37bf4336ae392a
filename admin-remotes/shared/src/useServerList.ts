/**
 * A server-driven list (table or card grid): the tab asks the API for one
 * page with the current search, date range and its own extra filters; it
 * never downloads the whole collection (a list may hold a million rows).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from './api';
import type { ListFilters } from './filterText';
import type { ListQuery } from './types';

/**
 * The fields the hook reads from a page answer. Each list passes its own
 * answer type from the document, which must have them.
 */
export interface PagedAnswer {
  data: readonly unknown[];
  total: number;
  page: number;
  pages: number;
  /** The unfiltered total ('Showing X of Y'), where the list answers it. */
  all?: number;
  /** Present when `total` is the server's estimate (a search matching very many rows). */
  estimated?: boolean;
}

/** One row of a page answer. */
export type RowOf<R extends PagedAnswer> = R['data'][number];

export interface DateRange {
  from?: string;
  to?: string;
}

export interface ServerListState<T, A = unknown> {
  rows: T[];
  total: number;
  /** True when `total` is the server's estimate. */
  estimated: boolean;
  /** The unfiltered total, when the API gives it. */
  all: number | null;
  page: number;
  pages: number;
  loading: boolean;
  /** Set while a Refresh is running (the button says 'Refreshing...'). */
  refreshing: boolean;
  /** The failure of the last load (cleared when the next one starts). */
  error: ApiRequestError | null;
  /** True once the first answer arrived (a page or a failure). */
  loaded: boolean;
  /** True once a page arrived: rows and totals are the server's, not the empty start. */
  hasPage: boolean;
  /** The search and dates the rows and totals on screen were asked with. */
  resultFilters: ListFilters;
  /**
   * The whole answer the rows on screen came in, for what else it carries (a tab's figures): an
   * answer to an older query that arrives late is dropped with its rows, so the two never differ.
   */
  answer: A | null;
}

export interface ServerList<T, A = unknown> extends ServerListState<T, A> {
  search: string;
  range: DateRange;
  pageSize: number;
  setPage(page: number): void;
  setSearch(search: string): void;
  setRange(range: DateRange): void;
  /** Clears search and dates. */
  clearFilters(): void;
  /** Clears the search at once (no pause for typing). */
  clearSearch(): void;
  /** Applies the typed search at once (Enter in the search box). */
  applySearch(): void;
  /** Sets search and dates at once, applied without a pause (a saved view). */
  restore(filters: ListFilters): void;
  /** Fetches the current page again; resolves when done. */
  refresh(): Promise<void>;
  /** The search and dates applied: the list is (being) loaded with these. */
  filters: ListFilters;
  /** True when a search, a date or an extra filter narrows the list. */
  filtered: boolean;
  /** True while the typed search waits for the list's answer in flight before it applies. */
  pending: boolean;
}

/**
 * How long a filter typed outside a list's search box (the audit log's user) waits for a pause
 * in typing before it applies. A list's own search box does not wait: see useServerList.
 */
export const SEARCH_DELAY_MS = 150;

/** Sorted, non-empty entries of the extra filters, as a stable key. */
function extraKeyOf(extra: Readonly<Record<string, string | undefined>> | undefined): string {
  return JSON.stringify(
    Object.entries(extra ?? {})
      .filter(([, v]) => v !== undefined && v !== '')
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/**
 * `extra`: further filters of one list (e.g. the applications' `position`),
 * sent with every page request; a change goes back to page 1.
 */
export function useServerList<
  R extends PagedAnswer,
  X extends Record<string, string | undefined> = Record<string, never>,
>(
  fetchPage: (query: ListQuery & Partial<X>) => Promise<R>,
  pageSize = 10,
  extra?: X,
): ServerList<RowOf<R>, R> {
  type T = RowOf<R>;
  const [page, setPageState] = useState(1);
  // A changed extra filter resets the page in the same render, so one request goes out.
  const extraKey = extraKeyOf(extra);
  const [appliedExtra, setAppliedExtra] = useState(extraKey);
  if (appliedExtra !== extraKey) {
    setAppliedExtra(extraKey);
    setPageState(1);
  }
  const [search, setSearchState] = useState('');
  const typed = useRef('');
  typed.current = search;
  const [debounced, setDebounced] = useState('');
  const debouncedRef = useRef('');
  // A list asks for one page at a time while a person types: the typed search goes out at once,
  // or, while an answer is on its way, as soon as that answer is shown (the newest text only).
  // Each key shows its results as fast as the server answers, and a list has at most one
  // search on the server at a time, however fast the typing.
  const answering = useRef(false);
  const [range, setRangeState] = useState<DateRange>({});
  const [state, setState] = useState<ServerListState<T, R>>({
    rows: [],
    total: 0,
    estimated: false,
    all: null,
    page: 1,
    pages: 1,
    loading: true,
    refreshing: false,
    error: null,
    loaded: false,
    hasPage: false,
    resultFilters: {},
    answer: null,
  });
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;
  const seq = useRef(0);

  const applySearch = useCallback((typed: string) => {
    const next = typed.trim();
    if (next === debouncedRef.current) return;
    debouncedRef.current = next;
    setDebounced(next);
    setPageState(1);
  }, []);

  // The query the list's state says, and the one last asked for: in the render where a filter
  // changes, before its load begins, the list is already loading (its rows are the old query's).
  const query = JSON.stringify([page, pageSize, debounced, range.from, range.to, appliedExtra]);
  const asking = useRef('');

  const load = useCallback(
    async (refreshing: boolean) => {
      const mine = ++seq.current;
      asking.current = query;
      answering.current = true;
      // The text typed while this page was on its way goes out once it is shown.
      const answered = () => {
        answering.current = false;
        applySearch(typed.current);
      };
      // A new load replaces a failure: the error and the loading row never show together.
      setState((s) => ({ ...s, loading: true, refreshing, error: null }));
      const asked: ListFilters = {
        search: debounced || undefined,
        from: range.from || undefined,
        to: range.to || undefined,
      };
      try {
        const extraEntries = JSON.parse(appliedExtra) as [string, string][];
        const res = await fetcher.current({
          page,
          pageSize,
          ...asked,
          ...(Object.fromEntries(extraEntries) as Partial<X>),
        });
        if (mine !== seq.current) return;
        const rows = Array.isArray(res?.data) ? (res.data as T[]) : [];
        const pages = Math.max(1, Number(res?.pages) || 1);
        setState({
          rows,
          total: Number(res?.total) || 0,
          estimated: res?.estimated === true,
          all: typeof res?.all === 'number' ? res.all : null,
          page: Number(res?.page) || page,
          pages,
          loading: false,
          refreshing: false,
          error: null,
          loaded: true,
          hasPage: true,
          resultFilters: asked,
          answer: res,
        });
        // A page beyond the end (rows deleted meanwhile): go to the last one.
        if (rows.length === 0 && page > pages) setPageState(pages);
        answered();
      } catch (e) {
        if (mine !== seq.current) return;
        const error =
          e instanceof ApiRequestError
            ? e
            : new ApiRequestError(0, e instanceof Error ? e.message : String(e));
        setState((s) => ({ ...s, loading: false, refreshing: false, error, loaded: true }));
        answered();
      }
    },
    [page, pageSize, debounced, range.from, range.to, appliedExtra, applySearch, query],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  return {
    ...state,
    loading: state.loading || asking.current !== query,
    search,
    range,
    pageSize,
    setPage: setPageState,
    // A key typed while nothing is on its way applies in the same render as the text itself, so
    // its request leaves after one render of the list, not two.
    setSearch(text: string) {
      setSearchState(text);
      typed.current = text;
      if (!answering.current) applySearch(text);
    },
    setRange(next: DateRange) {
      const from = next.from || undefined;
      const to = next.to || undefined;
      if (from === range.from && to === range.to) return;
      setRangeState({ from, to });
      setPageState(1);
    },
    clearFilters() {
      setSearchState('');
      setDebounced('');
      debouncedRef.current = '';
      setRangeState({});
      setPageState(1);
    },
    clearSearch() {
      setSearchState('');
      setDebounced('');
      debouncedRef.current = '';
      setPageState(1);
    },
    applySearch: () => applySearch(search),
    restore({ search: text = '', from, to }: ListFilters) {
      setSearchState(text);
      applySearch(text);
      setRangeState({ from: from || undefined, to: to || undefined });
      setPageState(1);
    },
    refresh: () => load(true),
    filters: { search: debounced || undefined, from: range.from, to: range.to },
    filtered: Boolean(debounced || range.from || range.to || appliedExtra !== '[]'),
    pending: search.trim() !== debounced,
  };
}
