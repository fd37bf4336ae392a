/**
 * What the browser build gets for `react-dom/client` (admin-remotes/shared/preact.mjs):
 * Preact's createRoot, with effects run and `autoFocus` honoured when React would do it. The
 * options set here are those of the one Preact the shell shares with every tab.
 */
import { options, type VNode } from 'preact';
import client from 'preact/compat/client';

export const { createRoot, hydrateRoot } = client;
export default client;

/**
 * Effects run right after the render, before the next event is handled, as React runs the
 * effects of a render caused by a click or a key. (Preact's default waits for the next animation
 * frame, which never comes in a background tab.)
 */
options.requestAnimationFrame = (effects) => queueMicrotask(effects);

/**
 * React focuses an element rendered with `autoFocus` when it is mounted. Preact only writes the
 * `autofocus` attribute, which the browser honours for the first such element of a page and never
 * again once anything has had the focus: the two-factor code field after a sign-out, a dialog's
 * first field. An element mounted with `autoFocus` is focused once the render is done.
 */
const focused = new WeakSet<Element>();
const diffed = options.diffed;
options.diffed = (vnode: VNode) => {
  diffed?.(vnode);
  const props = vnode.props as { autoFocus?: unknown; autofocus?: unknown } | null;
  if (typeof vnode.type !== 'string' || !(props?.autoFocus || props?.autofocus)) return;
  // `__e` is the vnode's DOM element (`_dom` in Preact's sources, mangled in its build).
  const dom = (vnode as VNode & { __e?: Element | null }).__e;
  if (!dom || focused.has(dom)) return;
  focused.add(dom);
  queueMicrotask(() => {
    if (dom.isConnected) (dom as HTMLElement).focus();
  });
};
