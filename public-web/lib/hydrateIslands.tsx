// The browser's one job on a page: hydrate its islands (lib/island.tsx), the parts that change
// after load, each in the page's context as the server wrote it, and let the static rest do what
// it does without hydration (lib/staticContent.ts). Each page's `+client.tsx` calls it with the
// islands of its own content; those of the site's frame (pages/+Layout.tsx) are on every page.
import { createElement, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { PageContextClient } from 'vike/types';
import { LAYOUT_ISLANDS } from '../components/layout/layoutIslands';
import { readPageContext } from './browserPageContext';
import { ISLAND_TAG, SLOT_TAG, type Island } from './island';
import { nextTask } from './nextTask';
import { enhanceStaticContent } from './staticContent';

/** The island's static children, as the server rendered them: hydration leaves them untouched. */
function staticSlot(islandElement: Element): ReactNode {
  const slot = Array.from(islandElement.getElementsByTagName(SLOT_TAG)).find(
    (el) => el.closest(ISLAND_TAG) === islandElement,
  );
  return slot
    ? createElement(SLOT_TAG, { dangerouslySetInnerHTML: { __html: slot.innerHTML } })
    : undefined;
}

// Any island's props type: each is hydrated with the props its own element carries.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function hydrateIslands(pageIslands: readonly Island<any>[]): Promise<void> {
  // Evaluating the page's modules and hydrating it are each a long task on a slow phone;
  // between them the browser gets the main thread back, to answer a tap or a scroll.
  await nextTask();
  enhanceStaticContent(document);
  const pageContext = readPageContext(document) as unknown as PageContextClient;
  const components = new Map<string, ComponentType<{ children?: ReactNode }>>(
    [...LAYOUT_ISLANDS, ...pageIslands].map((island) => [island.islandName, island.Component]),
  );
  for (const element of Array.from(document.getElementsByTagName(ISLAND_TAG))) {
    // An island inside another is hydrated with it.
    if (element.parentElement?.closest(ISLAND_TAG)) continue;
    // Each island in a task of its own: together they were one long task on a slow phone.
    await nextTask();
    const name = element.getAttribute('data-island') ?? '';
    const Component = components.get(name);
    if (!Component) {
      // A page whose script does not list one of its islands: that part would stay dead.
      console.error(`The page's script does not hydrate its island "${name}" (+client.tsx)`);
      continue;
    }
    const props = JSON.parse(element.getAttribute('data-props') ?? '{}') as object;
    hydrateRoot(
      element,
      <VikeReactProviderPageContext pageContext={pageContext}>
        <Component {...props}>{staticSlot(element)}</Component>
      </VikeReactProviderPageContext>,
    );
  }
  // Marks the page as interactive, after the effects of hydration (end-to-end tests wait for it
  // before driving timers).
  await nextTask();
  document.documentElement.dataset.hydrated = 'true';
}
