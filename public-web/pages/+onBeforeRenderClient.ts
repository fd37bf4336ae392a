import type { PageContextClient } from 'vike/types';

/**
 * Before the first render (hydration), the browser gets the main thread back for a moment.
 * Starting the client runtime and hydrating the page are each a long task on a slow phone; in one
 * go they would hold a tap or a scroll for both. Split, the browser can answer in between.
 */
export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  if (!pageContext.isHydration) return;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
