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
  /** Clears the search. */
  clearSearch(): void;
  /** Sets search and dates at once (a saved view). */
  restore(filters: ListFilters): void;
  /** Fetches the current page again; resolves when done. */
  refresh(): Promise<void>;
  /** The search and dates applied: the list is (being) loaded with these. */
  filters: ListFilters;
  /** True when a search, a date or an extra filter narrows the list. */
  filtered: boolean;
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
 * sent with every page request; a change goes back to page 1. `fetchPage` gets the signal that
 * cancels its request when a newer page is asked for; a fetcher that ignores it is only read
 * no more.
 */
export function useServerList<
  R extends PagedAnswer,
  X extends Record<string, string | undefined> = Record<string, never>,
>(
  fetchPage: (query: ListQuery & Partial<X>, signal: AbortSignal) => Promise<R>,
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
  // What is typed applies at once: each key asks for its own results.
  const [search, setSearchState] = useState('');
  const applied = search.trim();
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

  // The query the list's state says, and the one last asked for: in the render where a filter
  // changes, before its load begins, the list is already loading (its rows are the old query's).
  const query = JSON.stringify([page, pageSize, applied, range.from, range.to, appliedExtra]);
  const asking = useRef('');
  // A list has one page on its way at a time: a newer ask (a key typed, another page) cancels the
  // one before, so its answer is neither waited for nor read.
  const onItsWay = useRef<AbortController | null>(null);
  useEffect(() => () => onItsWay.current?.abort(), []);

  const load = useCallback(
    async (refreshing: boolean) => {
      const mine = ++seq.current;
      asking.current = query;
      onItsWay.current?.abort();
      const controller = new AbortController();
      onItsWay.current = controller;
      // A new load replaces a failure: the error and the loading row never show together.
      setState((s) => ({ ...s, loading: true, refreshing, error: null }));
      const asked: ListFilters = {
        search: applied || undefined,
        from: range.from || undefined,
        to: range.to || undefined,
      };
      try {
        const extraEntries = JSON.parse(appliedExtra) as [string, string][];
        const res = await fetcher.current(
          { page, pageSize, ...asked, ...(Object.fromEntries(extraEntries) as Partial<X>) },
          controller.signal,
        );
        if (mine !== seq.current || controller.signal.aborted) return;
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
      } catch (e) {
        if (mine !== seq.current || controller.signal.aborted) return;
        const error =
          e instanceof ApiRequestError
            ? e
            : new ApiRequestError(0, e instanceof Error ? e.message : String(e));
        setState((s) => ({ ...s, loading: false, refreshing: false, error, loaded: true }));
      }
    },
    [page, pageSize, applied, range.from, range.to, appliedExtra, query],
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
    setSearch(text: string) {
      setSearchState(text);
      if (text.trim() !== applied) setPageState(1);
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
      setRangeState({});
      setPageState(1);
    },
    clearSearch() {
      setSearchState('');
      setPageState(1);
    },
    restore({ search: text = '', from, to }: ListFilters) {
      setSearchState(text);
      setRangeState({ from: from || undefined, to: to || undefined });
      setPageState(1);
    },
    refresh: () => load(true),
    filters: { search: applied || undefined, from: range.from, to: range.to },
    filtered: Boolean(applied || range.from || range.to || appliedExtra !== '[]'),
  };
}
