/** One question of an accordion: a heading with a toggle button, and its answer region. */
import { FaqAnswer } from './FaqAnswer';
import styles from './Faq.module.css';

interface FaqItemViewProps {
  id: string;
  question: string;
  answer: string;
  open: boolean;
  onToggle: () => void;
  /** Heading level of the question (follows the page outline). */
  level?: 2 | 3;
}

export function FaqItemView({ id, question, answer, open, onToggle, level = 3 }: FaqItemViewProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li className={open ? `${styles.item} ${styles.open}` : styles.item}>
      <Heading className={styles.question}>
        <button
          type="button"
          id={`${id}-q`}
          aria-expanded={open}
          aria-controls={`${id}-a`}
          onClick={onToggle}
          className={styles.toggle}
        >
          <span>{question}</span>
          <span className={styles.icon} aria-hidden="true">
            {open ? '×' : '+'}
          </span>
        </button>
      </Heading>
      <div
        id={`${id}-a`}
        role="region"
        aria-labelledby={`${id}-q`}
        className={styles.answer}
        hidden={!open}
      >
        <FaqAnswer text={answer} />
      </div>
    </li>
  );
}
