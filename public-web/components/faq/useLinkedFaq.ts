/**
 * The question a page address names (`#question-{slug}`: a shared link, or the panel's preview of
 * an FAQ) is opened and scrolled to once the page runs, even where the list shows only its first
 * five: the page a preview opens must show the draft, not hide it behind "View More".
 */
import { useEffect } from 'react';
import type { LiveFaq } from '../../content/types';

/** The element id of a question on every FAQ page (the API's item address ends in it). */
export const questionId = (slug: string) => `question-${slug}`;

export function useLinkedFaq(items: readonly LiveFaq[], reveal: (index: number) => void) {
  useEffect(() => {
    const target = decodeURIComponent(window.location.hash.slice(1));
    const index = target ? items.findIndex((item) => questionId(item.slug) === target) : -1;
    if (index < 0) return;
    reveal(index);
    // After the render that shows it.
    requestAnimationFrame(() =>
      document.getElementById(target)?.scrollIntoView({ block: 'start' }),
    );
    // Once, for the address the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
