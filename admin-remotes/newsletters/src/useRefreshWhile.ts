/**
 * Reads the list again every `ms` while `active` (a newsletter is being sent), and only while the
 * page is visible: a hidden browser tab stops asking and catches up once when shown again.
 * `polling` is true during such a read, so the list need not look busy for it.
 */
import { useEffect, useRef, useState } from 'react';

export function useRefreshWhile(active: boolean, refresh: () => Promise<void>, ms: number) {
  const [polling, setPolling] = useState(false);
  const latest = useRef(refresh);
  latest.current = refresh;

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let live = true;
    const read = async () => {
      setPolling(true);
      try {
        await latest.current();
      } finally {
        if (live) setPolling(false);
      }
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      if (document.visibilityState !== 'hidden') timer = setInterval(() => void read(), ms);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') return stop();
      void read();
      start();
    };
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      live = false;
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, ms]);

  return { polling };
}
