/**
 * Resources-page FAQ accordion: at most one item open; clicking
 * the open item closes it, another opens it and closes the previous. Five
 * items show at first and 'View More' adds five.
 * - variant 'hrc': when all are shown the button reads 'View Less' and goes
 *   back to five (the open item stays open).
 * - variant 'b3': adds five capped at the total; 'View Less' goes back to
 *   five and also closes the open item.
 */
import { useState } from 'react';
import type { LiveFaq } from '../../content/types';
import { FaqItemView } from './FaqItemView';
import styles from './Faq.module.css';
import { domId } from '../../lib/domId';
import { useLinkedFaq } from './useLinkedFaq';
import { island } from '../../lib/island';

const FAQ_PAGE_SIZE = 5;

interface FaqAccordionProps {
  items: LiveFaq[];
  variant: 'hrc' | 'b3';
  pageSize?: number;
  /** Its words in the page's language: the button's two states and an empty list's line. */
  labels: { viewMore: string; viewLess: string; empty: string };
}

function FaqAccordionList({ items, variant, pageSize = FAQ_PAGE_SIZE, labels }: FaqAccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [visible, setVisible] = useState(pageSize);
  const id = domId('faq', variant);
  // A linked question beyond the first page: show the pages up to it, open.
  useLinkedFaq(items, (i) => {
    setVisible((v) => Math.max(v, Math.ceil((i + 1) / pageSize) * pageSize));
    setOpenIndex(i);
  });

  if (items.length === 0) return <p>{labels.empty}</p>;

  const allShown = visible >= items.length;
  function onMoreOrLess() {
    if (allShown) {
      setVisible(pageSize);
      if (variant === 'b3') setOpenIndex(null);
    } else {
      setVisible((v) => (variant === 'b3' ? Math.min(v + pageSize, items.length) : v + pageSize));
    }
  }

  return (
    <div>
      <ul className={styles.list}>
        {items.slice(0, visible).map((item, i) => (
          <FaqItemView
            key={item.question}
            id={`${id}-${i}`}
            slug={item.slug}
            question={item.question}
            answerHtml={item.answerHtml}
            lang={item.lang}
            open={openIndex === i}
            onToggle={() => setOpenIndex((current) => (current === i ? null : i))}
          />
        ))}
      </ul>
      {items.length > pageSize && (
        <button type="button" className={`btn btn--outline ${styles.more}`} onClick={onMoreOrLess}>
          {allShown ? labels.viewLess : labels.viewMore}
        </button>
      )}
    </div>
  );
}

export const FaqAccordion = island('FaqAccordion', FaqAccordionList);
