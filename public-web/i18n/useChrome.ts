import { usePageContext } from 'vike-react/usePageContext';
import type { Chrome, PageTexts } from './catalog';

/** The page's interface texts in its language (pages/+onBeforeRender.ts sets them on every page). */
export function useChrome(): Chrome {
  const { chrome } = usePageContext();
  if (chrome) return chrome;
  throw new Error('pageContext.chrome is not set: is pages/+onBeforeRender.ts run?');
}

/** A formatted text with the slots its component fills (i18n/messages.ts) filled. */
export function fillSlots(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/**
 * The texts of a page translated whole (pageContext.pageTexts, i18n/catalog.ts
 * TRANSLATED_PAGES), typed as the page's own set.
 */
export function usePageTexts<T extends PageTexts>(): T {
  const { pageTexts } = usePageContext();
  if (!pageTexts)
    throw new Error('pageContext.pageTexts is not set: is the page in TRANSLATED_PAGES?');
  return pageTexts as T;
}
