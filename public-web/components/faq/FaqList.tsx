/**
 * Multi-open FAQ accordion (FAQ pages): each item toggles on its own. The
 * open set is owned by the parent so it can clear it (tab change).
 */
import type { LiveFaq } from '../../content/types';
import { aobPlaceholderAnswer } from '../../content/faqs';
import { FaqItemView } from './FaqItemView';
import styles from './Faq.module.css';
import { domId } from '../../lib/domId';

interface FaqListProps {
  items: LiveFaq[];
  /** What an empty list says, in the page's language. */
  emptyText: string;
  open: ReadonlySet<number>;
  onToggle: (index: number) => void;
}

export function FaqList({ items, emptyText, open, onToggle }: FaqListProps) {
  const id = domId('faq-list');
  if (items.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.list}>
      {items.map((item, i) => (
        <FaqItemView
          key={item.question}
          id={`${id}-${i}`}
          slug={item.slug}
          question={item.question}
          answerHtml={item.answerHtml}
          placeholder={aobPlaceholderAnswer(item.question)}
          lang={item.lang}
          open={open.has(i)}
          onToggle={() => onToggle(i)}
        />
      ))}
    </ul>
  );
}

/** Toggles one index in a set (immutable). */
export function toggled(set: ReadonlySet<number>, index: number): Set<number> {
  const next = new Set(set);
  if (next.has(index)) next.delete(index);
  else next.add(index);
  return next;
}
