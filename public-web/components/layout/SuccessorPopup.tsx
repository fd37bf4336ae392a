/**
 * Successor-brand popup: appears 1000 ms after load, at most once per visitor in 7 days (the
 * time it was shown is kept in localStorage), and never over a form the visitor has started.
 * Every page carries only this timer: the dialog (SuccessorDialog.tsx, with the modal and their
 * styles) is fetched when it is due, so most visits, which do not see it, never download it.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { SuccessorDialogProps } from './SuccessorDialog';
import { island } from '../../lib/island';

const POPUP_DELAY_MS = 1000;
/** localStorage key holding when the popup was last shown (milliseconds since 1970). */
const POPUP_SHOWN_AT_KEY = 'kavach:successor-popup-shown-at';
/** The popup shows again once this long has passed since it was last shown. */
export const POPUP_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

/** True when the popup was shown less than 7 days ago (or at a time later than now's clock). */
export function shownRecently(stored: string | null, now: number): boolean {
  const shownAt = Number(stored);
  if (stored === null || !Number.isFinite(shownAt)) return false;
  return now - shownAt < POPUP_INTERVAL_MS;
}

function readShownAt(): string | null {
  try {
    return window.localStorage.getItem(POPUP_SHOWN_AT_KEY);
  } catch {
    return null;
  }
}

function markShown(now: number): void {
  try {
    window.localStorage.setItem(POPUP_SHOWN_AT_KEY, String(now));
  } catch {
    // Storage disabled: the popup may show again; nothing else to do.
  }
}

/**
 * True when a field of a form on the page holds something the visitor put there: text typed or
 * pasted, a box ticked, a file chosen, an option other than the first chosen. Read-only fields
 * (a prefilled job title) do not count.
 */
export function formStarted(root: ParentNode): boolean {
  return Array.from(root.querySelectorAll('form input, form textarea, form select')).some((el) => {
    if (el instanceof HTMLSelectElement) return !el.disabled && el.selectedIndex > 0;
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return false;
    if (el.readOnly || el.disabled) return false;
    if (el instanceof HTMLTextAreaElement) return el.value !== '';
    if (['hidden', 'submit', 'button', 'reset', 'image'].includes(el.type)) return false;
    if (el.type === 'checkbox' || el.type === 'radio') return el.checked;
    if (el.type === 'file') return (el.files?.length ?? 0) > 0;
    return el.value !== '';
  });
}

function SuccessorPopupTimer() {
  const [Dialog, setDialog] = useState<ComponentType<SuccessorDialogProps> | null>(null);

  useEffect(() => {
    if (shownRecently(readShownAt(), Date.now())) return;
    let due = true;
    const timer = window.setTimeout(() => {
      // A visitor already filling in a form is not interrupted; the popup waits for a later visit.
      if (formStarted(document)) return;
      // A dialog that cannot be fetched (the connection dropped) is not shown, nor counted.
      import('./SuccessorDialog').then(
        (loaded) => {
          if (!due) return;
          markShown(Date.now());
          setDialog(() => loaded.SuccessorDialog);
        },
        () => {},
      );
    }, POPUP_DELAY_MS);
    return () => {
      due = false;
      window.clearTimeout(timer);
    };
  }, []);

  return Dialog ? <Dialog onClose={() => setDialog(null)} /> : null;
}

export const SuccessorPopup = island('SuccessorPopup', SuccessorPopupTimer);
