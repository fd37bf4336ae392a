/**
 * Bulk publish, unpublish and trash on the items ticked in the list (a publisher's). Each item
 * goes on the version the list showed, so an item changed since is left as it is; the answer
 * names every item left and why. The action is confirmed with its count first.
 */
import { ConfirmDialog, failureSentence, plural, type BulkSelection } from '@kavach/admin-shared';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { bulkAction, type ContentBulkAction, type ContentItem, type ContentKind } from './api';

/** The API takes this many items at a time. */
const BULK_MAX = 100;

const CONFIRM: Record<ContentBulkAction, (items: string) => string> = {
  publish: (items) => `Publish ${items}? They go on the site at once.`,
  unpublish: (items) =>
    `Take ${items} off the site? Their addresses stop working until published again.`,
  trash: (items) =>
    `Move ${items} to the trash? They leave the site at once and can be restored for 30 days.`,
};
const OK_TEXT: Record<ContentBulkAction, string> = {
  publish: 'Publish',
  unpublish: 'Unpublish',
  trash: 'Move to trash',
};

export function ContentBulkBar({
  kind,
  noun,
  rows,
  selection,
  onDone,
  show,
}: {
  kind: ContentKind;
  noun: { one: string; many: string };
  /** The page on screen: the versions of ticked rows are remembered from it. */
  rows: readonly ContentItem[];
  selection: BulkSelection<ContentItem>;
  onDone(): Promise<void> | void;
  show(text: string, ms: number, tone: 'success' | 'error' | 'info'): void;
}) {
  // Ticked rows of earlier pages, as they were shown.
  const seen = useRef(new Map<number, ContentItem>());
  for (const row of rows) seen.current.set(row.id, row);
  const [pending, setPending] = useState<ContentBulkAction | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = selection.ids.flatMap((id) => seen.current.get(id) ?? []);
  const many = (n: number) => plural(n, noun.one, noun.many);
  const none = chosen.length === 0;
  if (none && !selection.pageToggle) return null;
  const tooMany = chosen.length > BULK_MAX;

  const run = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const { data } = await bulkAction(kind, pending, chosen);
      const left = data.failed.map((f) => `“${f.title ?? `#${f.id}`}”: ${f.message}`);
      show(
        [data.message, ...left].join('\n'),
        left.length ? 15_000 : 6000,
        left.length ? 'info' : 'success',
      );
      selection.clear();
    } catch (e) {
      show(`Error: ${failureSentence(e)}`, 10_000, 'error');
    }
    await onDone();
    setBusy(false);
    setPending(null);
  };

  return (
    <div
      className={`kv-bulk${none ? ' kv-bulk--idle' : ''}`}
      role="region"
      aria-label="Selected rows"
    >
      {selection.pageToggle}
      {!none && (
        <>
          <span className="kv-bulk__count" data-testid="bulk-count" aria-live="polite">
            {many(chosen.length)} selected
            {tooMany ? ` (${BULK_MAX} at most at a time)` : ''}
          </span>
          {(['publish', 'unpublish', 'trash'] as const).map((action) => (
            <Button
              key={action}
              size="small"
              danger={action === 'trash'}
              disabled={busy || tooMany}
              onClick={() => setPending(action)}
            >
              {OK_TEXT[action]} selected
            </Button>
          ))}
          <Button size="small" onClick={selection.clear} disabled={busy}>
            Clear selection
          </Button>
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        text={pending ? CONFIRM[pending](many(chosen.length)) : ''}
        okText={pending ? OK_TEXT[pending] : ''}
        onConfirm={() => void run()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
