/**
 * A short managed list read whole (sessions, users): its rows, whether the first load has
 * finished, whether a load runs, and the last load's failure (null after a good one). A 403
 * goes to `onForbidden` (the tab then shows Forbidden); any other failure is kept and also
 * passed to `onFailure`. `load({ background: true })` is a tab's own refresh: its fetcher sends
 * BACKGROUND_HEADERS, so the refresh keeps no session alive.
 */
import { useCallback, useRef, useState } from 'react';
import { isForbidden } from './api';

export function useWholeList<T>(
  fetchAll: (options: { background: boolean }) => Promise<T[]>,
  handlers: { onForbidden: () => void; onFailure?: (error: unknown) => void },
) {
  const [rows, setRows] = useState<T[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  // The latest arguments, so `load` stays one function (the tabs load in an effect on it).
  const latest = useRef({ fetchAll, handlers });
  latest.current = { fetchAll, handlers };

  const load = useCallback(async ({ background = false }: { background?: boolean } = {}) => {
    const { fetchAll, handlers } = latest.current;
    setLoading(true);
    try {
      setRows(await fetchAll({ background }));
      setError(null);
    } catch (e) {
      if (isForbidden(e)) handlers.onForbidden();
      else {
        setError(e);
        handlers.onFailure?.(e);
      }
    } finally {
      setLoading(false);
      setLoaded(true);
    }
  }, []);

  return { rows, setRows, loaded, loading, error, load };
}
