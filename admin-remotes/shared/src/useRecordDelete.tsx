/**
 * Deleting one record from its details modal (a contact, a registration, an application, e.g.
 * when the person asks): the Delete button only for a session holding `permission`, a
 * confirmation, then the call. On success `onDeleted` runs (close the modal, refresh the list)
 * and the API's message shows; a failure shows the API's message in red.
 */
import { failureSentence } from './failure';
import { Button } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ui/ConfirmDialog';
import { MESSAGE_TIMEOUTS, type MessageTone } from './messages';
import { useHoldsPermission } from './useSession';
import type { Permission } from '@kavach/api-client';

export function useRecordDelete<T extends { id: number }>({
  permission,
  confirmText,
  label,
  remove,
  onDeleted,
  show,
}: {
  /** e.g. 'contacts:delete'; the server checks it again. */
  permission: Permission;
  /** 'Are you sure you want to delete this contact?' */
  confirmText: string;
  /** The Delete button's accessible name for the item. */
  label: (item: T) => string;
  remove: (id: number) => Promise<{ message?: string } | undefined>;
  onDeleted: (item: T) => Promise<void> | void;
  show: (text: string, timeoutMs: number, tone?: MessageTone) => void;
}): {
  allowed: boolean;
  /** The details modal's Delete button (null without the permission). */
  button: (item: T) => ReactNode;
  /** The confirmation; render it once beside the modal. */
  dialog: ReactNode;
} {
  const allowed = useHoldsPermission(permission);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState<{ text: string } | null>(null);

  // Shown after the effects of the render that drew the refreshed list: an emptied list
  // announces its empty state there, and the delete's message is the one to keep.
  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => show(deleted.text, MESSAGE_TIMEOUTS.delete, 'success'), 0);
    return () => clearTimeout(timer);
  }, [deleted, show]);

  async function confirm() {
    const item = deleting;
    if (!item) return;
    setBusy(true);
    try {
      const reply = await remove(item.id);
      await onDeleted(item);
      setDeleted({ text: reply?.message || 'Deleted.' });
    } catch (e) {
      show(failureSentence(e), MESSAGE_TIMEOUTS.delete, 'error');
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  return {
    allowed,
    button: (item) =>
      allowed ? (
        <Button danger onClick={() => setDeleting(item)} aria-label={label(item)}>
          Delete
        </Button>
      ) : null,
    dialog: (
      <ConfirmDialog
        open={deleting !== null}
        text={confirmText}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setDeleting(null)}
      />
    ),
  };
}
