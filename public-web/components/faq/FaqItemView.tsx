/** One question of an accordion: a heading with a toggle button, and its answer region. */
import type { Locale } from '../../lib/locale';
import styles from './Faq.module.css';
import { questionId } from './useLinkedFaq';

interface FaqItemViewProps {
  id: string;
  /** The item's address in the API: the element a link to the question names. */
  slug: string;
  question: string;
  /** The API's allow-listed HTML of the answer (see lib/publicApi.ts faqOf); null: none. */
  answerHtml: string | null;
  /** Shown as plain text when there is no answer (AoB); nothing when empty. */
  placeholder?: string;
  open: boolean;
  onToggle: () => void;
  /** Heading level of the question (follows the page outline). */
  level?: 2 | 3;
  /** The language of the question and answer (LiveFaq.lang; none on an English page). */
  lang?: Locale;
}

export function FaqItemView({
  id,
  slug,
  question,
  answerHtml,
  placeholder = '',
  open,
  onToggle,
  level = 3,
  lang,
}: FaqItemViewProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li
      id={questionId(slug)}
      className={open ? `${styles.item} ${styles.open}` : styles.item}
      lang={lang}
    >
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
        // Only the answer field is HTML, as /blog/{id} renders a body; the placeholder is text.
        {...(answerHtml !== null
          ? { dangerouslySetInnerHTML: { __html: answerHtml } }
          : { children: placeholder ? <p>{placeholder}</p> : null })}
      />
    </li>
  );
}
