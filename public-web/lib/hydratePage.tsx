// The browser's one render of a page: the hydration of its server HTML, inside the site's
// layout, with the context the server wrote into the page. Each page's `+client.tsx` calls it with
// its own Page, so a page's script is its own code and what it shares with other pages, without
// Vike's client runtime and its list of every page (pages/+config.ts, `clientHooks: false`).
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { PageContextClient } from 'vike/types';
import Layout from '../pages/+Layout';
import { readPageContext } from './browserPageContext';
import { nextTask } from './nextTask';

export async function hydratePage(Page: ComponentType): Promise<void> {
  // Evaluating the page's modules and hydrating it are each a long task on a slow phone;
  // between them the browser gets the main thread back, to answer a tap or a scroll.
  await nextTask();
  const pageContext = readPageContext(document) as unknown as PageContextClient;
  hydrateRoot(
    document.getElementById('root')!,
    <VikeReactProviderPageContext pageContext={pageContext}>
      <Layout>
        <Page />
      </Layout>
    </VikeReactProviderPageContext>,
  );
}
