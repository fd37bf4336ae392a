/**
 * The revision history of an item (every save keeps one, numbered 1, 2, 3… as saved): who saved
 * it and when, newest first, read when opened, a page at a time. Compare shows, word by word, what changed between
 * any two. Restore makes an earlier revision's content the next version of a draft; on a live
 * item it asks whether to propose it (the default) or, for a publisher, to change the site now.
 */
import { formatDateTime, NativeSelect, Pager } from '@kavach/admin-shared';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import {
  compareRevisions,
  fetchRevisions,
  restoreRevision,
  type ContentItem,
  type ContentKind,
  type ContentRevision,
  type RevisionComparison,
} from './api';
import { restoreLiveQuestion } from './rules';

export function Revisions({
  kind,
  item,
  canRestore,
  live,
  publisher,
  disabled,
  onRestored,
  onFailed,
}: {
  kind: ContentKind;
  item: ContentItem;
  canRestore: boolean;
  /** The item is on the site: a restore asks first. */
  live: boolean;
  /** May change the site at once (content:publish). */
  publisher: boolean;
  /** While another call runs, or while there are unsaved changes (they would be replaced). */
  disabled: boolean;
  /**
   * Restored; `back(version)` restores the revision that was current before (an Undo), given
   * the item's version then, and answers the item. No `back`: proposed, the site unchanged.
   */
  onRestored(item: ContentItem, back?: (version: number) => Promise<ContentItem>): void;
  onFailed(err: unknown): void;
}) {
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<ContentRevision[] | null>(null);
  const [page, setPage] = useState({ at: 1, of: 1 });
  // The newest revision (the current text), read with the first page.
  const [current, setCurrent] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState<number | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [confirming, setConfirming] = useState<ContentRevision | null>(null);

  async function load(at = 1) {
    setLoadError(false);
    try {
      const answer = await fetchRevisions(kind, item.id, at);
      setRows(answer.data);
      setPage({ at, of: Math.max(1, answer.pages) });
      if (at === 1) setCurrent(answer.data[0]?.id);
    } catch {
      setLoadError(true);
    }
  }

  function toggle() {
    if (!open) void load();
    setOpen(!open);
  }

  /** `onSite`: a live item's content changes at once (a publisher's); otherwise it is proposed. */
  async function restore(r: ContentRevision, onSite = false) {
    setConfirming(null);
    setBusy(r.id);
    const before = current;
    try {
      const { data } = await restoreRevision(kind, item.id, r.id, item.version, onSite);
      if (live && !onSite) onRestored(data);
      else
        onRestored(data, async (version) => {
          const back =
            before === undefined
              ? data
              : (await restoreRevision(kind, item.id, before, version, onSite)).data;
          await load();
          return back;
        });
      await load();
    } catch (err) {
      onFailed(err);
    } finally {
      setBusy(null);
    }
  }

  // The newest revision holds the current text: publishing, unpublishing and the trash change
  // the item's version but not its text, and keep no revision.

  return (
    <section className="kv-ct-revisions" aria-label="Revision history">
      <Button type="link" onClick={toggle} aria-expanded={open} className="kv-ct-revisions__toggle">
        {open ? 'Hide revision history' : 'Revision history'}
      </Button>
      {open && loadError && <p className="kv-ct-error">The revisions were not loaded.</p>}
      {open && rows && rows.length > 1 && (
        <CompareRevisions key={rows[0].id} kind={kind} itemId={item.id} rows={rows} />
      )}
      {open && rows && (
        <ol className="kv-ct-revisions__list" data-testid="revisions">
          {rows.map((r) => (
            <li key={r.id} className="kv-ct-revision">
              <div className="kv-ct-revision__head">
                <span>
                  Revision {r.number}: {r.saved_by}, {formatDateTime(r.saved_at)}
                  {r.id === current ? ' (current)' : ''}
                </span>
                <span className="kv-muted">{changedText(r.changed)}</span>
              </div>
              {/* Enough of each to tell which one to restore. */}
              <div className="kv-ct-revision__title">{r.title}</div>
              {r.excerpt && <div className="kv-muted kv-ct-revision__excerpt">{r.excerpt}</div>}
              {canRestore && r.id !== current && (
                <Button
                  size="small"
                  onClick={() => (live ? setConfirming(r) : void restore(r))}
                  disabled={disabled || busy !== null}
                  aria-label={`Restore revision ${r.number}`}
                >
                  {busy === r.id ? 'Restoring...' : 'Restore'}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      {open && rows && <Pager page={page.at} pages={page.of} onChange={(at) => void load(at)} />}
      <Modal
        open={confirming !== null}
        title={confirming ? `Restore revision ${confirming.number}` : ''}
        onCancel={() => setConfirming(null)}
        footer={
          <>
            <Button onClick={() => setConfirming(null)}>Cancel</Button>
            {publisher && (
              <Button danger onClick={() => confirming && void restore(confirming, true)}>
                Restore on the site now
              </Button>
            )}
            <Button type="primary" onClick={() => confirming && void restore(confirming)}>
              Propose it
            </Button>
          </>
        }
      >
        <p data-testid="restore-question">
          {confirming ? restoreLiveQuestion(item.title, confirming.number) : ''}
        </p>
      </Modal>
    </section>
  );
}

/**
 * Two revisions chosen (the one before the current and the current, at first) and what changed
 * between them, part by part: removed words struck through, added words underlined, each also
 * said in words to a screen reader.
 */
function CompareRevisions({
  kind,
  itemId,
  rows,
}: {
  kind: ContentKind;
  itemId: number;
  rows: ContentRevision[];
}) {
  const [from, setFrom] = useState(String(rows[1].id));
  const [to, setTo] = useState(String(rows[0].id));
  const [result, setResult] = useState<RevisionComparison | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const options = rows.map((r) => ({
    value: String(r.id),
    label: `Revision ${r.number} (${formatDateTime(r.saved_at)})`,
  }));

  async function compare() {
    setBusy(true);
    setFailed(false);
    try {
      setResult((await compareRevisions(kind, itemId, Number(from), Number(to))).data);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="kv-ct-compare" data-testid="compare-revisions">
      <div className="kv-ct-compare__pick">
        <label className="kv-ct-inline">
          <span>Compare</span>
          <NativeSelect
            aria-label="Compare revision"
            value={from}
            options={options}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className="kv-ct-inline">
          <span>with</span>
          <NativeSelect
            aria-label="With revision"
            value={to}
            options={options}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <Button size="small" onClick={() => void compare()} disabled={busy || from === to}>
          {busy ? 'Comparing...' : 'Show changes'}
        </Button>
      </div>
      {failed && <p className="kv-ct-error">The changes were not loaded.</p>}
      {result && (
        <div className="kv-ct-diff" data-testid="revision-diff" aria-live="polite">
          <p className="kv-muted">
            From revision {result.from.number} to revision {result.to.number}:
            {result.parts.length === 0 ? ' they read the same.' : ''}
          </p>
          {result.parts.map((part) => (
            <div key={part.label} className="kv-ct-diff__part">
              <div className="kv-ct-diff__label">{part.label}</div>
              <div className="kv-ct-diff__text">
                {part.changes.map((c, i) => {
                  if (c.change === 'same') return <span key={i}>{c.text}</span>;
                  const Mark = c.change === 'added' ? 'ins' : 'del';
                  return (
                    <Mark key={i}>
                      <span className="kv-visually-hidden">[{c.change}: </span>
                      {c.text}
                      <span className="kv-visually-hidden">]</span>
                    </Mark>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** "Changed: Title, Content"; the first revision is where the item began. */
function changedText(changed: readonly string[]): string {
  return changed.length ? `Changed: ${changed.join(', ')}` : 'Created';
}
