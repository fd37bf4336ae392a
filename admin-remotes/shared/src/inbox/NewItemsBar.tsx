/**
 * The bar above an open inbox list when its kind's New count moved since the list was loaded
 * (inboxCounts.ts): "3 new — Show them". The rows stay as they are until the staff member
 * asks; Show them loads the list again, with its figures and the counts, and puts the keyboard
 * focus on the list (the button it was on goes away with the bar).
 */
import { Button } from 'antd';
import { useRef, useSyncExternalStore } from 'react';
import type { InboxKind } from './inboxApi';
import { inboxCounts, newSinceListed } from './inboxCounts';

/** The bar's words for a difference of `n` New items: what happened, and its button. */
export function newItemsText(n: number): { text: string; action: string } | null {
  if (n > 0) return { text: `${n} new`, action: n === 1 ? 'Show it' : 'Show them' };
  // Fewer New items than the list shows: some were handled elsewhere (another staff member).
  if (n < 0) return { text: 'Changed elsewhere', action: 'Show the latest' };
  return null;
}

export function NewItemsBar({ kind, onShow }: { kind: InboxKind; onShow: () => Promise<void> }) {
  const state = useSyncExternalStore(inboxCounts.subscribe, inboxCounts.get);
  const words = newItemsText(newSinceListed(state, kind));
  const live = useRef<HTMLDivElement>(null);
  const show = async () => {
    await onShow();
    // The list's table is a focusable region (DataTable) in the same tab.
    const tab = live.current?.closest('[role=tabpanel]') ?? document;
    tab.querySelector<HTMLElement>('.kv-table-wrap[role=region]')?.focus();
  };
  // The live region stays in the page, so what appears in it is announced (politely).
  return (
    <div ref={live} role="status" aria-live="polite" className="kv-inbox-new-live">
      {words && (
        <p className="kv-inbox-new" data-testid="new-items">
          <span data-testid="new-items-text">{words.text}</span>
          <span aria-hidden="true"> — </span>
          <Button
            size="small"
            type="link"
            className="kv-inbox-new__show"
            onClick={() => void show()}
          >
            {words.action}
          </Button>
        </p>
      )}
    </div>
  );
}
