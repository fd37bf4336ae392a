/**
 * The revision history of an item (every save keeps one): who saved it and when, newest first,
 * read when opened. Restore makes an earlier revision's content the next version; on a live item
 * it asks first, since the site changes at once.
 */
import { ConfirmDialog, formatDateTime } from '@kavach/admin-shared';
import { Button } from 'antd';
import { useState } from 'react';
import {
  fetchRevisions,
  restoreRevision,
  type ContentItem,
  type ContentKind,
  type ContentRevision,
} from './api';
import { restoreLiveConfirm } from './rules';

export function Revisions({
  kind,
  item,
  canRestore,
  live,
  disabled,
  onRestored,
  onFailed,
}: {
  kind: ContentKind;
  item: ContentItem;
  canRestore: boolean;
  /** The item is on the site: a restore asks first. */
  live: boolean;
  /** While another call runs, or while there are unsaved changes (they would be replaced). */
  disabled: boolean;
  /**
   * Restored; `back(version)` restores the revision that was current before (an Undo), given
   * the item's version then, and answers the item.
   */
  onRestored(item: ContentItem, back: (version: number) => Promise<ContentItem>): void;
  onFailed(err: unknown): void;
}) {
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<ContentRevision[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [confirming, setConfirming] = useState<ContentRevision | null>(null);

  async function load() {
    setLoadError(false);
    try {
      setRows((await fetchRevisions(kind, item.id)).data);
    } catch {
      setLoadError(true);
    }
  }

  function toggle() {
    if (!open) void load();
    setOpen(!open);
  }

  async function restore(r: ContentRevision) {
    setConfirming(null);
    setBusy(r.id);
    const before = current;
    try {
      const { data } = await restoreRevision(kind, item.id, r.id, item.version);
      onRestored(data, async (version) => {
        const back =
          before === undefined
            ? data
            : (await restoreRevision(kind, item.id, before, version)).data;
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
  const current = rows?.[0]?.id;

  return (
    <section className="kv-ct-revisions" aria-label="Revision history">
      <Button type="link" onClick={toggle} aria-expanded={open} className="kv-ct-revisions__toggle">
        {open ? 'Hide revision history' : 'Revision history'}
      </Button>
      {open && loadError && <p className="kv-ct-error">The revisions were not loaded.</p>}
      {open && rows && (
        <ol className="kv-ct-revisions__list" data-testid="revisions">
          {rows.map((r) => (
            <li key={r.id} className="kv-ct-revision">
              <div className="kv-ct-revision__head">
                <span>
                  Version {r.version}: {r.saved_by}, {formatDateTime(r.saved_at)}
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
                  aria-label={`Restore version ${r.version}`}
                >
                  {busy === r.id ? 'Restoring...' : 'Restore'}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={confirming !== null}
        text={confirming ? restoreLiveConfirm(item.title, confirming.version) : ''}
        okText="Restore on the site"
        onConfirm={() => confirming && void restore(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}

/** "Changed: Title, Content"; the first revision is where the item began. */
export function changedText(changed: readonly string[]): string {
  return changed.length ? `Changed: ${changed.join(', ')}` : 'Created';
}
