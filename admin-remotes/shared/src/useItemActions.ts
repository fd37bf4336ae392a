/**
 * The state of a managed list's actions (sessions, jobs): the item being
 * edited and the one awaiting delete confirmation, the card busy with an
 * action, and whether the server answered 403 (the tab then shows Forbidden).
 */
import { useState } from 'react';
import { isForbidden } from './api';
import type { Editing } from './ui/EditorModal';

export function useItemActions<T extends { id: number }>() {
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [forbidden, setForbidden] = useState(false);

  /**
   * Saves the form: on success the form closes before `done` runs; a 403
   * closes it too; any other failure returns `failText` for the form to show.
   */
  async function save<R>(
    call: () => Promise<R>,
    done: (reply: R) => Promise<void> | void,
    failText: (e: unknown) => string,
  ): Promise<string | null> {
    try {
      const reply = await call();
      setEditing(null);
      await done(reply);
      return null;
    } catch (e) {
      if (isForbidden(e)) {
        setEditing(null);
        setForbidden(true);
        return null;
      }
      return failText(e);
    }
  }

  /** Runs an action on one item (its card is busy meanwhile); a 403 shows Forbidden, other failures go to `fail`. */
  async function act<R>(
    item: T,
    call: () => Promise<R>,
    done: (reply: R) => Promise<void> | void,
    fail: (e: unknown) => void,
  ): Promise<void> {
    setBusyId(item.id);
    try {
      await done(await call());
    } catch (e) {
      if (isForbidden(e)) setForbidden(true);
      else fail(e);
    } finally {
      setBusyId(null);
    }
  }

  const deleteBusy = deleting !== null && busyId === deleting.id;

  return {
    editing,
    setEditing,
    deleting,
    setDeleting,
    busyId,
    forbidden,
    setForbidden,
    save,
    act,
    /** Whether the confirmation's item is busy being deleted. */
    deleteBusy,
    /** An item card's busy flag and its Edit, Activate/Deactivate and Delete handlers. */
    cardProps: (item: T, toggle: (item: T) => Promise<void>) => ({
      busy: busyId === item.id,
      onEdit: () => setEditing(item),
      onToggle: () => void toggle(item),
      onDelete: () => setDeleting(item),
    }),
    /** The delete confirmation's props: open while an item awaits it; `confirm` deletes it. */
    confirmProps: (text: string, confirm: () => Promise<void>) => ({
      open: deleting !== null,
      text,
      busy: deleteBusy,
      onConfirm: () => void confirm(),
      onCancel: () => setDeleting(null),
    }),
  };
}
