/**
 * Audit Log (admin only): who did what to which record, from where, newest first. A server-paged
 * table filtered by user, action (the API's list), an IST date range and a search.
 */
import {
  createdAtColumn,
  DataTable,
  Forbidden,
  isForbidden,
  ListPager,
  ListSearch,
  LoadError,
  NativeSelect,
  orNA,
  SEARCH_DELAY_MS,
  useServerList,
  type Column,
} from '@kavach/admin-shared';
import { Button, Input } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  fetchAudit,
  fetchAuditActions,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
} from './api';
import { ALL_ACTIONS, countText, emptyText, LOAD_ERROR, SEARCH_PLACEHOLDER, TITLE } from './rules';
import './styles';

/** `value`, once it has not changed for `ms`. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

function Field({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={`kv-field-label${className ? ` ${className}` : ''}`}>
      <span>{label}</span>
      {children}
    </label>
  );
}

const COLUMNS: Column<AuditEntry>[] = [
  createdAtColumn('when', 'When', 'en-IN'),
  { key: 'who', title: 'Who', render: (e) => e.username },
  {
    key: 'action',
    title: 'Action',
    render: (e) => <code className="kv-audit__action">{e.action}</code>,
  },
  { key: 'target', title: 'Target', render: (e) => orNA(e.target) },
  { key: 'ip', title: 'IP address', render: (e) => orNA(e.ip), className: 'kv-nowrap' },
];

export default function AuditTab() {
  const [who, setWho] = useState('');
  const username = useDebounced(who.trim(), SEARCH_DELAY_MS);
  const [action, setAction] = useState<AuditAction | ''>('');
  const [actions, setActions] = useState<AuditAction[]>([]);
  const [estimated, setEstimated] = useState(false);

  // The page answer also says whether its total is an estimate (a very broad search).
  const fetchPage = useCallback(async (q: AuditQuery) => {
    const res = await fetchAudit(q);
    setEstimated(res.estimated === true);
    return res;
  }, []);
  const list = useServerList(fetchPage, 20, {
    username: username || undefined,
    action: action || undefined,
  });

  useEffect(() => {
    let live = true;
    fetchAuditActions().then(
      (a) => live && setActions(a),
      () => {
        /* the list's own error says what went wrong; the filter offers All actions only */
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const actionOptions = useMemo(
    () => [{ value: '', label: ALL_ACTIONS }, ...actions.map((a) => ({ value: a, label: a }))],
    [actions],
  );

  if (isForbidden(list.error)) return <Forbidden />;

  const { from, to } = list.range;
  const badRange = Boolean(from && to && to < from);

  return (
    <div data-testid="audit-tab">
      <h2 className="kv-section-title">{TITLE}</h2>
      <LoadError error={list.error} message={(e) => `${LOAD_ERROR}: ${errorText(e)}`} />
      <div className="kv-toolbar kv-audit-filters">
        <Field label="Who">
          <Input
            type="search"
            allowClear
            placeholder="Username"
            value={who}
            onChange={(e) => setWho(e.target.value)}
          />
        </Field>
        <Field label="Action">
          <NativeSelect
            options={actionOptions}
            value={action}
            onChange={(e) => setAction(e.target.value as AuditAction | '')}
          />
        </Field>
        <Field label="From" className="kv-audit-dates">
          <Input
            type="date"
            value={from ?? ''}
            max={to || undefined}
            onChange={(e) => list.setRange({ from: e.target.value, to })}
          />
        </Field>
        <Field label="To" className="kv-audit-dates">
          <Input
            type="date"
            value={to ?? ''}
            min={from || undefined}
            status={badRange ? 'error' : undefined}
            onChange={(e) => list.setRange({ from, to: e.target.value })}
          />
        </Field>
      </div>
      <div className="kv-toolbar">
        <ListSearch list={list} placeholder={SEARCH_PLACEHOLDER} label="Search the audit log" />
        <Button
          onClick={() => {
            setWho('');
            setAction('');
            list.clearFilters();
          }}
          disabled={!list.filtered && !who && !list.search}
        >
          Clear Filters
        </Button>
        <Button onClick={() => void list.refresh()} disabled={list.refreshing}>
          {list.refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      <p className="kv-muted" data-testid="audit-count" aria-live="polite">
        {list.loaded && !list.error ? countText(list.total, estimated) : '\u00a0'}
      </p>
      <DataTable
        label="Audit log entries"
        columns={COLUMNS}
        rows={list.rows}
        rowKey={(e) => e.id}
        loading={list.loading}
        emptyText={emptyText({
          search: list.filters.search,
          username,
          action,
          from,
          to,
        })}
      />
      <ListPager list={list} />
    </div>
  );
}

function errorText(e: unknown): string {
  return e instanceof Error && e.message ? e.message : 'Unknown error';
}
