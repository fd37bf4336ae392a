/**
 * The per-day chart above a table, fed by GET /api/admin/dashboard. One
 * request serves every tab for a minute (the answer holds all areas).
 */
import { useEffect, useState } from 'react';
import { api, unwrap } from './api';
import { BarChart } from './BarChart';
import type { Dashboard, DaySeries } from './types';

const CACHE_MS = 60_000;
let cached: { at: number; promise: Promise<Dashboard> } | null = null;

export function fetchDashboard(force = false): Promise<Dashboard> {
  if (!force && cached && Date.now() - cached.at < CACHE_MS) return cached.promise;
  const promise = unwrap(api.GET('/api/admin/dashboard', {}));
  cached = { at: Date.now(), promise };
  promise.catch(() => {
    if (cached?.promise === promise) cached = null;
  });
  return promise;
}

export function SubmissionsChart({
  area,
  title,
  refreshKey = 0,
}: {
  area: keyof Dashboard;
  title: string;
  /** Change it (e.g. on Refresh) to fetch again. */
  refreshKey?: number;
}) {
  const [series, setSeries] = useState<DaySeries[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchDashboard(refreshKey > 0)
      .then((d) => {
        const s = d?.[area];
        if (live) setSeries(Array.isArray(s) ? s : []);
      })
      // The chart is an aid: without it the table still works.
      .catch(() => live && setSeries(null));
    return () => {
      live = false;
    };
  }, [area, refreshKey]);
  if (!series) return null;
  return <BarChart series={series} title={title} />;
}
