/**
 * An island: a part of a page that changes after it loads (a menu, a form, a carousel). The
 * server renders the whole page; the browser hydrates only the islands (lib/hydrateIslands.tsx),
 * so the rest of the page, which never changes, costs a phone no script to download or run.
 *
 * The server wraps an island in a `<kavach-island>` element (display: contents, so the layout
 * does not see it) that names it and carries its props as JSON; content passed as children stays
 * static inside a `<kavach-slot>` that hydration leaves as the server wrote it.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';

export const ISLAND_TAG = 'kavach-island';
export const SLOT_TAG = 'kavach-slot';

export interface Island<P extends object> {
  (props: P & { children?: ReactNode }): ReactNode;
  /** The name the page's HTML and its script agree on. */
  readonly islandName: string;
  readonly Component: ComponentType<P & { children?: ReactNode }>;
}

/**
 * The props as the page carries them. Only data goes through: a function or an element would be
 * silently lost on the way to the browser, so building the page fails instead.
 */
function islandProps(name: string, props: object): string {
  return JSON.stringify(props, (key, value: unknown) => {
    if (typeof value === 'function' || (value && typeof value === 'object' && '$$typeof' in value))
      throw new Error(`Island ${name}: prop "${key}" is not data; pass static content as children`);
    return value;
  });
}

export function island<P extends object>(
  name: string,
  Component: ComponentType<P & { children?: ReactNode }>,
): Island<P> {
  function IslandRoot({ children, ...props }: P & { children?: ReactNode }) {
    const slot = children === undefined ? undefined : createElement(SLOT_TAG, null, children);
    return createElement(
      ISLAND_TAG,
      { 'data-island': name, 'data-props': islandProps(name, props) },
      createElement(Component, props as P, slot),
    );
  }
  return Object.assign(IslandRoot, { islandName: name, Component });
}
