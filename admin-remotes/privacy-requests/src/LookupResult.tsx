/** What is held for one address: the counts, each kind's rows, and the case history. */
import {
  type Column,
  DataTable,
  EmailText,
  formatDate,
  formatDateTime,
} from '@kavach/admin-shared';
import { Button, Tag } from 'antd';
import type { Lookup } from './api';
import { COUNT_WORDS, countOf, HISTORY_LABELS, NOTHING_HELD } from './rules';

const when = (iso: string) => formatDateTime(iso);

type Row<K extends keyof Lookup> = Lookup[K] extends (infer R)[] ? R : never;

/** One kind's rows: a heading with the count, the table, and a note when the list is capped. */
function KindTable<T>(props: {
  title: string;
  count: number;
  limit: number;
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
}) {
  if (!props.count) return null;
  return (
    <section>
      <h3 className="kv-privacy__kind">
        {props.title} ({props.count.toLocaleString('en-IN')})
      </h3>
      <DataTable
        label={props.title}
        columns={props.columns}
        rows={props.rows}
        rowKey={props.rowKey}
        emptyText={NOTHING_HELD}
      />
      {props.count > props.rows.length ? (
        <p className="kv-muted">
          Showing the first {props.limit}; the ZIP download holds all{' '}
          {props.count.toLocaleString('en-IN')}.
        </p>
      ) : null}
    </section>
  );
}

export function LookupResult({
  result: r,
  downloading,
  onDownload,
  onErase,
}: {
  result: Lookup;
  downloading: boolean;
  onDownload: () => void;
  onErase: () => void;
}) {
  const held = r.total > 0;
  const kind = <K extends keyof Lookup>(
    key: K & keyof Lookup['counts'],
    title: string,
    columns: Column<Row<K>>[],
  ) => (
    <KindTable
      title={title}
      count={r.counts[key]}
      limit={r.listLimit}
      rows={r[key] as Row<K>[]}
      columns={columns}
      rowKey={(row) => (row as { id: string | number }).id}
    />
  );

  return (
    <div data-testid="privacy-result">
      <section className="kv-panel" aria-label="What is held">
        <div className="kv-privacy__head">
          <div className="kv-privacy__who">
            <p className="kv-panel__title">Held for {r.email}</p>
            <p className="kv-privacy__ref">
              Case reference <Tag data-testid="case-reference">{r.caseReference}</Tag>
            </p>
          </div>
          {held ? (
            <div className="kv-privacy__actions">
              <Button onClick={onDownload} loading={downloading}>
                Download ZIP
              </Button>
              <Button danger onClick={onErase}>
                Erase…
              </Button>
            </div>
          ) : null}
        </div>
        {held ? (
          <ul className="kv-privacy__counts" data-testid="privacy-counts">
            {COUNT_WORDS.map(([key, one, many]) => {
              const n = r.counts[key];
              return (
                <li key={key} data-zero={n === 0} data-kind={key}>
                  <strong>{n.toLocaleString('en-IN')}</strong>
                  {countOf(n, one, many).replace(/^\S+ /, '')}
                </li>
              );
            })}
          </ul>
        ) : (
          <p data-testid="privacy-nothing" style={{ margin: '8px 0 0' }}>
            {NOTHING_HELD}
          </p>
        )}
      </section>

      {kind('contacts', 'Contact messages', [
        { key: 'at', title: 'Received', render: (c) => when(c.created_at), className: 'kv-nowrap' },
        { key: 'name', title: 'Name', render: (c) => c.name },
        { key: 'phone', title: 'Phone', render: (c) => c.phone ?? '' },
        { key: 'message', title: 'Message', render: (c) => c.message },
      ])}
      {kind('registrations', 'Session registrations', [
        {
          key: 'at',
          title: 'Registered',
          render: (g) => when(g.created_at),
          className: 'kv-nowrap',
        },
        { key: 'name', title: 'Name', render: (g) => g.name },
        { key: 'phone', title: 'Phone', render: (g) => g.phone ?? '' },
        {
          key: 'session',
          title: 'Session',
          render: (g) =>
            [g.session_name, g.session_date && formatDate(g.session_date)]
              .filter(Boolean)
              .join(', '),
        },
      ])}
      {kind('subscribers', 'Newsletter subscriptions', [
        {
          key: 'at',
          title: 'Subscribed',
          render: (s) => when(s.created_at),
          className: 'kv-nowrap',
        },
        { key: 'email', title: 'Address', render: (s) => <EmailText email={s.email} /> },
      ])}
      {kind('applications', 'Career applications', [
        { key: 'at', title: 'Applied', render: (a) => when(a.created_at), className: 'kv-nowrap' },
        { key: 'name', title: 'Name', render: (a) => `${a.first_name} ${a.last_name}` },
        { key: 'position', title: 'Position', render: (a) => a.job_position },
        {
          key: 'resume',
          title: 'Resume',
          render: (a) =>
            a.resume === 'none' ? (
              <span className="kv-muted">None</span>
            ) : (
              <>
                {a.resume_name}{' '}
                <Tag color={a.resume === 'present' ? 'green' : 'red'}>
                  {a.resume === 'present' ? 'file present' : 'file missing'}
                </Tag>
              </>
            ),
        },
      ])}
      {kind('mails', 'Mails', [
        { key: 'at', title: 'Queued', render: (m) => when(m.created_at), className: 'kv-nowrap' },
        {
          key: 'to',
          title: 'To',
          render: (m) => (m.relation === 'to' ? m.to : `${m.to} (Reply-To: this address)`),
        },
        { key: 'subject', title: 'Subject', render: (m) => m.subject },
        { key: 'status', title: 'Status', render: (m) => m.status },
      ])}
      {kind('auditEntries', 'Audit log entries', [
        { key: 'at', title: 'When', render: (a) => when(a.created_at), className: 'kv-nowrap' },
        { key: 'who', title: 'Who', render: (a) => a.username },
        { key: 'action', title: 'Action', render: (a) => a.action },
        { key: 'target', title: 'Target', render: (a) => a.target ?? '' },
      ])}

      <section className="kv-panel" aria-label="Case history" style={{ marginTop: 16 }}>
        <p className="kv-panel__title">Case history</p>
        <ul className="kv-privacy__history" data-testid="case-history">
          {r.history.map((h, i) => (
            <li key={i}>
              <strong>{HISTORY_LABELS[h.action]}</strong> by {h.username}, {when(h.created_at)}
              <span className="kv-muted"> — {h.detail}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
