/**
 * Successor-brand popup: appears 1000 ms after load, once per browser
 * session (sessionStorage). Visit opens the successor site in a new tab and
 * closes; the close button, the overlay and Esc close it.
 */
import { useEffect, useState } from 'react';
import { SUCCESSOR } from '../../content/site';
import { Modal } from '../ui/Modal';
import styles from './SuccessorPopup.module.css';

export const POPUP_DELAY_MS = 1000;
export const POPUP_SEEN_KEY = 'kavach:successor-popup-seen';

function alreadySeen(): boolean {
  try {
    return window.sessionStorage.getItem(POPUP_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    window.sessionStorage.setItem(POPUP_SEEN_KEY, '1');
  } catch {
    // Storage disabled: the popup may show again; nothing else to do.
  }
}

export function SuccessorPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (alreadySeen()) return;
    const timer = window.setTimeout(() => {
      markSeen();
      setOpen(true);
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <Modal
      labelledBy="successor-title"
      describedBy="successor-text"
      onClose={close}
      className={styles.popup}
    >
      <p className={styles.badge}>Announcement</p>
      <h2 id="successor-title" className={styles.title}>
        {SUCCESSOR.popupTitle}
      </h2>
      <p id="successor-text">{SUCCESSOR.message}</p>
      {/* The spec's button text is 'Visit'; its accessible name names the brand and the new tab. */}
      <a
        href={SUCCESSOR.url}
        target="_blank"
        rel="noopener noreferrer"
        className="btn"
        aria-label={`${SUCCESSOR.buttonLabel} ${SUCCESSOR.name} (opens in a new tab)`}
        onClick={close}
      >
        {SUCCESSOR.buttonLabel}
      </a>
    </Modal>
  );
}
