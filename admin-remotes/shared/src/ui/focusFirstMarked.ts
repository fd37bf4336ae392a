/**
 * After a refused save the focus moves to the first field the form marks `aria-invalid`, so a
 * keyboard or screen-reader user lands on what to fix. The marks can be drawn a moment after
 * the refusal (an antd Modal holds back its content's updates while its opening animation
 * runs), so this waits for them, for up to 2 s.
 */
import { useEffect, type RefObject } from 'react';

const MARKED = '[aria-invalid="true"]';
const WAIT_MS = 2_000;

/** Focuses the first marked field of `form`, now or once one is marked; returns the cleanup. */
export function focusFirstMarked(form: HTMLElement | null | undefined): () => void {
  if (!form) return () => undefined;
  const now = form.querySelector<HTMLElement>(MARKED);
  if (now) {
    now.focus();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const marked = form.querySelector<HTMLElement>(MARKED);
    if (!marked) return;
    stop();
    marked.focus();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(form, { subtree: true, childList: true, attributeFilter: ['aria-invalid'] });
  return stop;
}

/** Focuses the first marked field of `form` after each refusal (`refusals` counts them). */
export function useFocusOnRefusal(form: RefObject<HTMLElement | null>, refusals: number): void {
  useEffect(() => (refusals ? focusFirstMarked(form.current) : undefined), [form, refusals]);
}
