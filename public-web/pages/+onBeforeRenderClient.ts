import type { PageContextClient } from 'vike/types';
import { nextTask } from '../lib/nextTask';

/**
 * Before the first render (hydration), the browser gets the main thread back for a moment.
 * Starting the client runtime and hydrating the page are each a long task on a slow phone; in one
 * go they would hold a tap or a scroll for both. Split, the browser can answer in between.
 */
export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  if (pageContext.isHydration) await nextTask();
}
