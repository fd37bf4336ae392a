/**
 * Content (content:edit): the site's content of every kind declared in CONTENT_KINDS — pick a
 * kind, search, filter by status, sort; write a new item; open one in the editor; a publisher
 * (content:publish) ticks items for bulk publish, unpublish or trash. "Waiting for review" is the
 * publishers' queue across kinds, with its count on the button. The Trash view lists what was
 * deleted, with Restore for publishers. The Media library lists the uploaded images, where each
 * is used, and their alt text to correct; publishers delete there.
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
  useBulkSelection,
  useHoldsPermission,
  useServerList,
  useTimedMessage,
  formatDateTime,
  type Column,
  type ListQuery,
} from '@kavach/admin-shared';
import { Button } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import {
  fetchContent,
  fetchReviewQueue,
  searchAllContent,
  restoreItem,
  type ContentItem,
  type ContentKind,
  type ContentSort,
  type ContentStatus,
} from './api';
import { ContentBulkBar } from './BulkBar';
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
  TRANSLATION_LANGUAGES,
  TRANSLATION_TAGS,
  TITLE,
} from './rules';
import './styles';

// Loaded when opened: the list is what most visits need.
const MediaLibrary = lazy(() =>
  import('../../media-library/src/MediaLibrary').then((m) => ({ default: m.MediaLibrary })),
);

const SUCCESS_MS = 5000;
const ERROR_MS = 10_000;

type View = 'list' | 'trash' | 'review' | 'media';
/** The Kind choice: one kind, or every kind at once (a search across them). */
type KindChoice = ContentKind | 'all';
type Extra = { kind: KindChoice; status?: ContentStatus; sort: ContentSort; view: View };
const KIND_CHOICES = [{ value: 'all', label: 'All kinds' }, ...KINDS];
/** The words of the list of every kind. */
const ALL_KINDS = { label: 'All content', nouns: 'items' };

export default function ContentTab() {
  const publisher = useHoldsPermission('content:publish');
  const mailer = useHoldsPermission('newsletters:send');
  const [kind, setKind] = useState<KindChoice>('blog');
  const [status, setStatus] = useState<ContentStatus | ''>('');
  const [sort, setSort] = useState<ContentSort>('updated');
  const [view, setView] = useState<View>('list');
  const trash = view === 'trash';
  const review = view === 'review';
  const fetchPage = useCallback(
    (q: ListQuery & Partial<Extra>) =>
      q.view === 'review'
        ? fetchReviewQueue(q)
        : q.kind === 'all'
          ? searchAllContent(q)
          : fetchContent(q.kind ?? 'blog', {
              ...q,
              status: q.view === 'list' ? q.status : undefined,
              trash: q.view === 'trash' ? 'true' : undefined,
            }),
    [],
  );
  const list = useServerList(fetchPage, PAGE_SIZE, {
    kind,
    sort,
    view,
    ...(status && view === 'list' ? { status } : {}),
  });
  const { message, show, clear } = useTimedMessage();
  // The item open in the editor, with its kind (the queue lists every kind).
  const [editing, setEditing] = useState<{ kind: ContentKind; item: ContentItem | 'new' } | null>(
    null,
  );
  const [busyId, setBusyId] = useState<number | null>(null);
  const all = kind === 'all';
  // The kind the list, the trash and a new item are of (every kind's list has none).
  const oneKind: ContentKind = kind === 'all' ? 'blog' : kind;
  const spec = kindOf(oneKind);
  const words = all ? ALL_KINDS : spec;
  const waiting = useWaitingCount(list.rows);
  const bulk = useBulkSelection(
    list.rows,
    `${kind} ${view} ${status} ${list.filters.search ?? ''}`,
    (c) => c.title,
  );
  const selecting = publisher && view === 'list' && !all;

  async function restore(item: ContentItem) {
    setBusyId(item.id);
    try {
      await restoreItem(oneKind, item.id);
      show(`“${item.title}” is back from the trash, as it was.`, SUCCESS_MS, 'success');
    } catch (e) {
      show(errorText(`“${item.title}” was not restored.`, e), ERROR_MS, 'error');
    } finally {
      setBusyId(null);
      void list.refresh();
    }
  }

  const columns: Column<ContentItem>[] = [
    ...(selecting ? [bulk.column] : []),
    ...(review || all
      ? [{ key: 'kind', title: 'Kind', render: (c: ContentItem) => kindOf(c.kind).label }]
      : []),
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
    ...(!trash && !review && !all
      ? [
          {
            key: 'translations',
            title: 'Translations',
            render: (c: ContentItem) =>
              c.translations ? (
                <span className="kv-ct-langs">
                  {TRANSLATION_LANGUAGES.map(({ code, name }) => (
                    <span key={code} className="kv-ct-inline">
                      <span>{name}</span>
                      <StatusTag statuses={TRANSLATION_TAGS} status={c.translations![code]} />
                    </span>
                  ))}
                </span>
              ) : (
                '—'
              ),
          },
        ]
      : []),
    ...(spec.date && !review && !all
      ? [{ key: 'date', title: spec.date.label, render: (c: ContentItem) => dayText(c.date) }]
      : []),
    review
      ? { key: 'changed', title: 'Submitted', render: (c) => lastChangeText(c) }
      : { key: 'changed', title: 'Last change', render: (c) => lastChangeText(c) },
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
          <Button
            size="small"
            onClick={() => setEditing({ kind: c.kind, item: c })}
            aria-label={`Open: ${c.title}`}
          >
            Open
          </Button>
        ),
    },
  ];

  if (isForbidden(list.error)) return <Forbidden />;

  if (view === 'media') {
    return (
      <div data-testid="content-tab">
        <h2 className="kv-section-title">Media library</h2>
        <p className="kv-muted kv-ct-intro">
          Images uploaded for the site, newest first: each with where it is used. Correct an image’s
          alt text here and every page that shows it says the new words.
          {publisher ? '' : ' A publisher can delete images.'}
        </p>
        <div className="kv-toolbar kv-ct-toolbar">
          <Button onClick={() => setView('list')}>Back to the list</Button>
        </div>
        <Suspense fallback={<p className="kv-muted">Loading the library...</p>}>
          <MediaLibrary canDelete={publisher} />
        </Suspense>
      </div>
    );
  }

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
        {!review && (
          <label className="kv-ct-inline">
            <span>Kind</span>
            <NativeSelect
              aria-label="Kind"
              value={kind}
              options={trash ? KINDS : KIND_CHOICES}
              onChange={(e) => setKind(e.target.value as KindChoice)}
            />
          </label>
        )}
        {view === 'list' && !all && (
          <Button type="primary" onClick={() => setEditing({ kind: oneKind, item: 'new' })}>
            New {spec.noun}
          </Button>
        )}
        <Button
          onClick={() => setView(review ? 'list' : 'review')}
          aria-pressed={review}
          data-testid="review-queue"
        >
          {review ? 'Back to the list' : waitingText(waiting)}
        </Button>
        {!all && (
          <Button onClick={() => setView(trash ? 'list' : 'trash')} aria-pressed={trash}>
            {trash ? 'Back to the list' : 'Trash'}
          </Button>
        )}
        {!review && !trash && <Button onClick={() => setView('media')}>Media library</Button>}
      </div>
      {!review && (
        <div className="kv-toolbar kv-ct-toolbar">
          <ListSearch
            list={list}
            placeholder="Search titles and text..."
            label={`Search ${words.nouns}`}
          />
          {view === 'list' && !all && (
            <NativeSelect
              aria-label="Status"
              value={status}
              options={STATUS_OPTIONS}
              onChange={(e) => setStatus(e.target.value as ContentStatus | '')}
            />
          )}
          {!all && (
            <label className="kv-ct-inline">
              <span>Sort</span>
              <NativeSelect
                aria-label="Sort"
                value={sort}
                options={SORT_OPTIONS}
                onChange={(e) => setSort(e.target.value as ContentSort)}
              />
            </label>
          )}
        </div>
      )}
      {all && (
        <p className="kv-muted">
          Every kind at once: titles, slugs and the words of each item’s fields and text, the best
          match first.
        </p>
      )}
      {trash && (
        <p className="kv-muted">
          Items in the trash stay here for 30 days.
          {publisher ? '' : ' A publisher can restore them.'}
        </p>
      )}
      {review && (
        <p className="kv-muted">
          {publisher
            ? 'Drafts editors submitted, the longest waiting first: open one to publish it or send it back with a note.'
            : 'Drafts submitted for review, the longest waiting first: a publisher publishes each or sends it back.'}
        </p>
      )}
      {selecting && !all && (
        <ContentBulkBar
          kind={oneKind}
          noun={{ one: spec.noun, many: spec.nouns }}
          rows={list.rows}
          selection={bulk}
          onDone={() => list.refresh()}
          show={show}
        />
      )}
      <DataTable
        label={review ? 'Waiting for review' : trash ? `${spec.label} in the trash` : words.label}
        columns={columns}
        rows={list.rows}
        rowKey={(c) => c.id}
        loading={list.loading}
        emptyText={
          review
            ? 'Nothing is waiting for review.'
            : emptyText(words.nouns, list.filters.search, trash)
        }
      />
      <ListPager list={list} />
      <ContentEditor
        kind={editing?.kind ?? oneKind}
        editing={editing?.item ?? null}
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

/** "Waiting for review (3)": the queue's count, read again whenever the list on screen changes. */
function useWaitingCount(rows: readonly ContentItem[]): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    fetchReviewQueue({ page: 1, pageSize: 1 })
      .then((page) => live && setCount(page.total))
      .catch(() => live && setCount(null));
    return () => {
      live = false;
    };
  }, [rows]);
  return count;
}

function waitingText(count: number | null): string {
  return count ? `Waiting for review (${count.toLocaleString('en-IN')})` : 'Waiting for review';
}
