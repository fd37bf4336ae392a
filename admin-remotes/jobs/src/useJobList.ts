/**
 * The jobs list on the server (GET /api/admin/jobs?page&limit=10&status&search):
 * a status or search change goes back to page 1.
 */
import { ApiRequestError } from '@kavach/admin-shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchJobs, type Job, type JobStatus } from './api';
import { PAGE_LIMIT } from './rules';

const SEARCH_DELAY_MS = 300;

export interface JobListState {
  jobs: Job[];
  total: number;
  page: number;
  pages: number;
  loading: boolean;
  loaded: boolean;
  error: ApiRequestError | null;
}

export function useJobList() {
  const [page, setPage] = useState(1);
  const [status, setStatusState] = useState<JobStatus | ''>('');
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const debouncedRef = useRef('');
  const [state, setState] = useState<JobListState>({
    jobs: [],
    total: 0,
    page: 1,
    pages: 1,
    loading: true,
    loaded: false,
    error: null,
  });
  const seq = useRef(0);

  useEffect(() => {
    const t = setTimeout(() => {
      const next = search.trim();
      if (next === debouncedRef.current) return;
      debouncedRef.current = next;
      setDebounced(next);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [search]);

  const load = useCallback(async (): Promise<JobListState | null> => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true }));
    try {
      const res = await fetchJobs({
        page,
        limit: PAGE_LIMIT,
        status: status || undefined,
        search: debounced || undefined,
      });
      if (mine !== seq.current) return null;
      const next: JobListState = {
        jobs: res.data,
        total: res.total,
        page: res.page,
        pages: res.pages,
        loading: false,
        loaded: true,
        error: null,
      };
      setState(next);
      // The page emptied (e.g. its last job deleted): show the last one.
      if (res.data.length === 0 && page > res.pages) setPage(res.pages);
      return next;
    } catch (e) {
      if (mine !== seq.current) return null;
      const error =
        e instanceof ApiRequestError
          ? e
          : new ApiRequestError(0, e instanceof Error ? e.message : String(e));
      setState((s) => ({ ...s, loading: false, loaded: true, error }));
      return null;
    }
  }, [page, status, debounced]);

  useEffect(() => {
    void load();
  }, [load]);

  return {
    ...state,
    status,
    search,
    filtered: Boolean(status || debounced),
    setPage,
    setSearch,
    /** A new status filter starts again at page 1. */
    setStatus(next: JobStatus | '') {
      setStatusState(next);
      setPage(1);
    },
    reload: load,
  };
}
