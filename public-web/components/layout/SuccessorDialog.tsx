/**
 * The successor brand's dialog (SuccessorPopup.tsx opens it): Visit opens the successor site in a
 * new tab and closes; the close button, the overlay and Esc close it.
 */
import { BRAND_NAME, SUCCESSOR } from '../../content/site';
import { fillSlots, useChrome } from '../../i18n/useChrome';
import { Modal } from '../ui/Modal';
import styles from './SuccessorDialog.module.css';

export interface SuccessorDialogProps {
  onClose: () => void;
}

export function SuccessorDialog({ onClose }: SuccessorDialogProps) {
  const chrome = useChrome();
  const names = { brand: BRAND_NAME, successor: SUCCESSOR.name };
  return (
    <Modal
      labelledBy="successor-title"
      describedBy="successor-text"
      onClose={onClose}
      className={styles.popup}
      closeLabel={chrome.dialogClose}
    >
      <p className={styles.badge}>{chrome.announcement}</p>
      <h2 id="successor-title" className={styles.title}>
        {chrome.successorTitle}
      </h2>
      <p id="successor-text">{fillSlots(chrome.successorMessage, names)}</p>
      {/* The spec's button text is 'Visit'; its accessible name names the brand and the new tab. */}
      <a
        href={SUCCESSOR.url}
        target="_blank"
        rel="noopener noreferrer"
        className="btn"
        aria-label={fillSlots(chrome.successorVisitLabel, names)}
        onClick={onClose}
      >
        {chrome.successorVisit}
      </a>
    </Modal>
  );
}
