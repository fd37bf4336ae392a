/**
 * A link to another tab of the panel: a real <a href> (open in a new browser tab, copy the
 * address), whose plain click switches tabs in place through openTab.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isPlainClick, openTab, tabHref } from '../shell';

export function TabLink({
  tab,
  params,
  onClick,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  tab: string;
  params?: Record<string, string>;
}) {
  function click(e: MouseEvent<HTMLAnchorElement>) {
    onClick?.(e);
    if (!isPlainClick(e) || (rest.target && rest.target !== '_self')) return;
    e.preventDefault();
    openTab(tab, params);
  }
  return <a {...rest} href={tabHref(tab, params)} onClick={click} />;
}
