/** Small pieces every list tab repeats: the load error, the pager, the row count and a once-per-state message. */
import { Alert, Input } from 'antd';
import { useEffect, useRef } from 'react';
import { Pager } from './ui/Pager';

/** The red alert above a list whose last load failed (nothing otherwise). */
export function LoadError({
  error,
  message,
}: {
  error: unknown;
  /** The alert's text for that error. */
  message: string | ((error: unknown) => string);
}) {
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={typeof message === 'string' ? message : message(error)}
      style={{ marginBottom: 12 }}
    />
  );
}

/** The search box of a server list (the list waits for a pause in typing). */
export function ListSearch({
  list,
  placeholder,
  label,
}: {
  list: { search: string; setSearch(search: string): void };
  placeholder: string;
  /** Its accessible name. */
  label: string;
}) {
  return (
    <Input
      className="kv-toolbar__grow"
      type="search"
      allowClear
      placeholder={placeholder}
      aria-label={label}
      value={list.search}
      onChange={(e) => list.setSearch(e.target.value)}
    />
  );
}

/** The pager of a server list, disabled while a page loads. */
export function ListPager({
  list,
  alwaysShow,
}: {
  list: { page: number; pages: number; loading: boolean; setPage(page: number): void };
  alwaysShow?: boolean;
}) {
  return (
    <Pager
      page={list.page}
      pages={list.pages}
      onChange={list.setPage}
      disabled={list.loading}
      alwaysShow={alwaysShow}
    />
  );
}

/** 'Showing {matching} of {all} {noun}' above a table. */
export function ShowingCount({
  list,
  noun,
}: {
  list: { total: number; all: number | null };
  noun: string;
}) {
  return (
    <p className="kv-muted" data-testid="showing">
      Showing {list.total} of {list.all ?? list.total} {noun}
    </p>
  );
}

/**
 * Calls `announce` when a finished load finds `when` true, and again only
 * after a later load found it false (e.g. 'No job postings found.'). The
 * returned flag lets an action mark it as already said, so the action's own
 * message stays on screen.
 */
export function useAnnounceOnce(ready: boolean, when: boolean, announce: () => void) {
  const said = useRef(false);
  const latest = useRef(announce);
  latest.current = announce;
  useEffect(() => {
    if (!ready) return;
    if (when && !said.current) latest.current();
    said.current = when;
  }, [ready, when]);
  return said;
}
