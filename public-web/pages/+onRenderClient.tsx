// Client: the page's one render in the browser, the hydration of its server HTML. Every page is
// reached by a full load (Server Routing, +config.ts), so there is nothing else to render. This
// hook replaces vike-react's, whose cumulative hooks bring Vike's client router with them.
import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { nextTask } from '../lib/nextTask';

type Wrapper = ComponentType<{ children?: ReactNode }>;

export async function onRenderClient(pageContext: PageContextClient): Promise<void> {
  // Starting the client runtime and hydrating the page are each a long task on a slow phone;
  // between them the browser gets the main thread back, to answer a tap or a scroll.
  await nextTask();
  const Page = pageContext.Page as Wrapper;
  const { Layout = [], Wrapper = [] } = pageContext.config as {
    Layout?: Wrapper[];
    Wrapper?: Wrapper[];
  };
  let page: ReactNode = <Page />;
  for (const Wrap of [...Layout, ...Wrapper]) page = <Wrap>{page}</Wrap>;
  hydrateRoot(
    document.getElementById('root')!,
    <VikeReactProviderPageContext pageContext={pageContext}>{page}</VikeReactProviderPageContext>,
  );
}
