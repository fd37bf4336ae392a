/**
 * Content (content:edit): the site's content of every kind declared in CONTENT_KINDS — pick a
 * kind, search, filter by status, sort; write a new item; open one in the editor. The Trash view
 * lists what was deleted, with Restore for publishers (content:publish).
 */
import {
  DataTable,
  Forbidden,
  isForbidden,
  ListPager,
  ListSearch,
  LoadError,
  MessageAlert,
  NativeSelect,
  StatusTag,
  useHoldsPermission,
  useServerList,
  useTimedMessage,
  formatDateTime,
  type Column,
  type ListQuery,
} from '@kavach/admin-shared';
import { Button } from 'antd';
import { useCallback, useState } from 'react';
import {
  fetchContent,
  restoreItem,
  type ContentItem,
  type ContentKind,
  type ContentSort,
  type ContentStatus,
} from './api';
import { ContentEditor } from './ContentEditor';
import {
  dayText,
  emptyText,
  errorText,
  KINDS,
  kindOf,
  lastChangeText,
  PAGE_SIZE,
  SORT_OPTIONS,
  STATUS_OPTIONS,
  STATUS_TAGS,
  TITLE,
} from './rules';
import './styles';

const SUCCESS_MS = 5000;
const ERROR_MS = 10_000;

type Extra = { kind: ContentKind; status?: ContentStatus; sort: ContentSort; trash?: 'true' };

export default function ContentTab() {
  const publisher = useHoldsPermission('content:publish');
  const mailer = useHoldsPermission('newsletters:send');
  const [kind, setKind] = useState<ContentKind>('blog');
  const [status, setStatus] = useState<ContentStatus | ''>('');
  const [sort, setSort] = useState<ContentSort>('updated');
  const [trash, setTrash] = useState(false);
  const fetchPage = useCallback(
    (q: ListQuery & Partial<Extra>) =>
      fetchContent(q.kind ?? 'blog', {
        ...q,
        status: trash ? undefined : q.status,
        trash: q.trash,
      }),
    [trash],
  );
  const list = useServerList(fetchPage, PAGE_SIZE, {
    kind,
    sort,
    ...(status && !trash ? { status } : {}),
    ...(trash ? { trash: 'true' as const } : {}),
  });
  const { message, show, clear } = useTimedMessage();
  const [editing, setEditing] = useState<ContentItem | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const spec = kindOf(kind);

  async function restore(item: ContentItem) {
    setBusyId(item.id);
    try {
      await restoreItem(kind, item.id);
      show(`“${item.title}” is back from the trash, as it was.`, SUCCESS_MS, 'success');
    } catch (e) {
      show(errorText(`“${item.title}” was not restored.`, e), ERROR_MS, 'error');
    } finally {
      setBusyId(null);
      void list.refresh();
    }
  }

  const columns: Column<ContentItem>[] = [
    {
      key: 'title',
      title: spec.titleLabel,
      render: (c) => (
        <span className="kv-ct-title">
          <span>{c.title}</span>
          <span className="kv-muted kv-ct-slug">{c.slug}</span>
        </span>
      ),
    },
    trash
      ? {
          key: 'deleted',
          title: 'Deleted',
          render: (c) => (c.deleted_at ? formatDateTime(c.deleted_at) : '—'),
        }
      : {
          key: 'status',
          title: 'Status',
          render: (c) => (
            // Wrapped: on a phone the cell is a grid, which would stretch the tag itself. A
            // scheduled item's time is written out: a tooltip is not there on a phone.
            <span className="kv-ct-status">
              <StatusTag statuses={STATUS_TAGS} status={c.status} />{' '}
              {c.status === 'scheduled' && c.publish_at && (
                <span className="kv-muted kv-ct-when">for {formatDateTime(c.publish_at)}</span>
              )}
            </span>
          ),
        },
    ...(spec.date
      ? [{ key: 'date', title: spec.date.label, render: (c: ContentItem) => dayText(c.date) }]
      : []),
    { key: 'changed', title: 'Last change', render: (c) => lastChangeText(c) },
    {
      key: 'actions',
      title: 'Actions',
      render: (c) =>
        trash ? (
          publisher ? (
            <Button
              size="small"
              onClick={() => void restore(c)}
              disabled={busyId === c.id}
              aria-label={`Restore: ${c.title}`}
            >
              Restore
            </Button>
          ) : null
        ) : (
          <Button size="small" onClick={() => setEditing(c)} aria-label={`Open: ${c.title}`}>
            Open
          </Button>
        ),
    },
  ];

  if (isForbidden(list.error)) return <Forbidden />;

  return (
    <div data-testid="content-tab">
      <h2 className="kv-section-title">{TITLE}</h2>
      <p className="kv-muted kv-ct-intro">
        {publisher
          ? 'Write, preview and publish what the site shows.'
          : 'Write and preview what the site shows; a publisher puts it on the site.'}
      </p>
      <MessageAlert message={message} onClose={clear} />
      <LoadError
        error={list.error}
        message={(e) => errorText('the list was not loaded.', e)}
        onRetry={() => void list.refresh()}
      />
      <div className="kv-toolbar kv-ct-toolbar">
        <label className="kv-ct-inline">
          <span>Kind</span>
          <NativeSelect
            aria-label="Kind"
            value={kind}
            options={KINDS}
            onChange={(e) => setKind(e.target.value as ContentKind)}
          />
        </label>
        {!trash && (
          <Button type="primary" onClick={() => setEditing('new')}>
            New {spec.noun}
          </Button>
        )}
        <Button onClick={() => setTrash(!trash)} aria-pressed={trash}>
          {trash ? 'Back to the list' : 'Trash'}
        </Button>
      </div>
      <div className="kv-toolbar kv-ct-toolbar">
        <ListSearch
          list={list}
          placeholder="Search title or slug..."
          label={`Search ${spec.label.toLowerCase()}`}
        />
        {!trash && (
          <NativeSelect
            aria-label="Status"
            value={status}
            options={STATUS_OPTIONS}
            onChange={(e) => setStatus(e.target.value as ContentStatus | '')}
          />
        )}
        <label className="kv-ct-inline">
          <span>Sort</span>
          <NativeSelect
            aria-label="Sort"
            value={sort}
            options={SORT_OPTIONS}
            onChange={(e) => setSort(e.target.value as ContentSort)}
          />
        </label>
      </div>
      {trash && (
        <p className="kv-muted">
          Items in the trash stay here for 30 days.
          {publisher ? '' : ' A publisher can restore them.'}
        </p>
      )}
      <DataTable
        label={trash ? `${spec.label} in the trash` : spec.label}
        columns={columns}
        rows={list.rows}
        rowKey={(c) => c.id}
        loading={list.loading}
        emptyText={emptyText(spec.label.toLowerCase(), list.filters.search, trash)}
      />
      <ListPager list={list} />
      <ContentEditor
        kind={kind}
        editing={editing}
        publisher={publisher}
        mailer={mailer}
        onClose={() => setEditing(null)}
        onChanged={() => void list.refresh()}
        onTrashed={(text) => {
          setEditing(null);
          show(text, SUCCESS_MS, 'success');
          void list.refresh();
        }}
      />
    </div>
  );
}
