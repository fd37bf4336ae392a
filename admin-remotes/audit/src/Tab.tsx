/**
 * Audit Log (admin only): who did what to which record, from where, newest first, each entry a
 * sentence made by the API (audit-sentences.ts) with a link to the record while it exists. A
 * server-paged table filtered by user, action (the API's groups, in words), an IST date range and
 * a search; View shows the entry as recorded.
 */
import {
  type Column,
  createdAtColumn,
  DataTable,
  DayPicker,
  type DetailRow,
  DetailsModal,
  failureSentence,
  Forbidden,
  formatDateTime,
  isForbidden,
  ListPager,
  ListSearch,
  LoadError,
  orNA,
  SearchableSelect,
  SEARCH_DELAY_MS,
  TabLink,
  useServerList,
  ViewButton,
} from '@kavach/admin-shared';
import { Button, Input } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  fetchAudit,
  fetchAuditActions,
  type AuditAction,
  type AuditActionGroup,
  type AuditEntry,
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

/** The sentence, its record's words a link to the record's tab while the record exists. */
export function Sentence({ entry }: { entry: AuditEntry }) {
  const { sentence, link } = entry;
  // The last match: the record comes after the actor, who may share its name (a username).
  const at = link ? sentence.lastIndexOf(link.text) : -1;
  if (!link || at < 0) return <span className="kv-audit__sentence">{sentence}</span>;
  return (
    <span className="kv-audit__sentence">
      {sentence.slice(0, at)}
      <TabLink tab={link.tab}>{link.text}</TabLink>
      {sentence.slice(at + link.text.length)}
    </span>
  );
}

/** The entry as recorded: the ids and codes stay here, out of the list. */
const DETAILS: DetailRow<AuditEntry>[] = [
  { label: 'When', value: (e) => formatDateTime(e.created_at) },
  { label: 'What happened', value: (e) => <Sentence entry={e} /> },
  { label: 'Who', value: (e) => e.username },
  { label: 'Action code', value: (e) => <code>{e.action}</code> },
  { label: 'Recorded detail', value: (e) => orNA(e.target) },
  { label: 'IP address', value: (e) => orNA(e.ip) },
  { label: 'Entry number', value: (e) => e.id },
];

export default function AuditTab() {
  const [who, setWho] = useState('');
  const username = useDebounced(who.trim(), SEARCH_DELAY_MS);
  const [action, setAction] = useState<AuditAction | ''>('');
  const [groups, setGroups] = useState<AuditActionGroup[]>([]);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const list = useServerList(fetchAudit, 20, {
    username: username || undefined,
    action: action || undefined,
  });

  useEffect(() => {
    let live = true;
    fetchAuditActions().then(
      (g) => live && setGroups(g),
      () => {
        /* the list's own error says what went wrong; the filter offers All actions only */
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const actionLabel = useMemo(
    () => new Map(groups.flatMap((g) => g.options.map((o) => [o.value, o.label] as const))),
    [groups],
  );

  const columns: Column<AuditEntry>[] = [
    createdAtColumn('when', 'When'),
    { key: 'what', title: 'What happened', render: (e) => <Sentence entry={e} /> },
    { key: 'ip', title: 'IP address', render: (e) => orNA(e.ip), className: 'kv-nowrap' },
    {
      key: 'view',
      title: 'Details',
      render: (e) => (
        <ViewButton label={`View the entry: ${e.sentence}`} onView={() => setOpen(e)} />
      ),
    },
  ];

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
          <SearchableSelect<AuditAction | ''>
            className="kv-audit__action-filter"
            aria-label="Action"
            showSearch
            optionFilterProp="label"
            options={[{ value: '', label: ALL_ACTIONS }, ...groups]}
            value={action}
            onChange={(v) => setAction(v ?? '')}
            popupMatchSelectWidth={false}
          />
        </Field>
        <Field label="From" className="kv-audit-dates">
          <DayPicker value={from ?? ''} onValue={(v) => list.setRange({ from: v, to })} />
        </Field>
        <Field label="To" className="kv-audit-dates">
          <DayPicker
            value={to ?? ''}
            status={badRange ? 'error' : undefined}
            onValue={(v) => list.setRange({ from, to: v })}
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
        {list.loaded && !list.error ? countText(list.total, list.estimated) : '\u00a0'}
      </p>
      <DataTable
        label="Audit log entries"
        columns={columns}
        rows={list.rows}
        rowKey={(e) => e.id}
        loading={list.loading}
        emptyText={emptyText({
          search: list.filters.search,
          username,
          action: action ? (actionLabel.get(action) ?? action) : '',
          from,
          to,
        })}
      />
      <ListPager list={list} />
      <DetailsModal
        item={open}
        title="Audit entry"
        testId="audit-details"
        rows={DETAILS}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}

function errorText(e: unknown): string {
  return failureSentence(e);
}
