/**
 * What a remote asks of the shell around it, without importing the shell: open another tab
 * (with that tab's own URL parameters), through the window, which the shell and every remote
 * share. (That the New counts of the tab labels may have changed is inboxChanged(), in
 * inbox/inboxCounts.ts: one store the shell and the open list both read.)
 */

/**
 * The address of a tab of this panel: the same path (/admin or /jobs-admin) with ?tab=key and
 * that tab's own parameters; whatever the current address says for another tab is dropped.
 */
export function tabHref(
  key: string,
  params: Record<string, string> = {},
  from: string = location.href,
): string {
  const url = new URL(from);
  const search = new URLSearchParams({ tab: key });
  for (const [name, value] of Object.entries(params)) if (name !== 'tab') search.set(name, value);
  url.search = search.toString();
  url.hash = '';
  return url.href;
}

/**
 * Opens a tab of this panel as a link would, without a page load: a new history entry (so Back
 * returns), then a popstate event, on which the shell reads ?tab= and switches.
 */
export function openTab(key: string, params?: Record<string, string>): void {
  history.pushState(history.state, '', tabHref(key, params));
  dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
}

/**
 * A click the page may handle itself: the main button with no modifier key, not already
 * handled. A middle click, Ctrl/⌘-click or Shift-click is left to the browser (new tab, window).
 */
export function isPlainClick(e: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return (
    e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented
  );
}
