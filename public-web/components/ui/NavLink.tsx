/**
 * Internal link of the navigation, footer and cards. Another route: the browser loads it
 * (every page is a full load, pages/+config.ts). The current route, marked aria-current: only
 * scrolls smoothly to the top, for every such link of the page (lib/staticContent.ts). Either
 * way `onNavigate` runs (closes menus).
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { DEFAULT_LOCALE, localizedPath } from '../../lib/locale';

type NavLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  onNavigate?: () => void;
};

export function NavLink({ href, onNavigate, onClick, children, ...rest }: NavLinkProps) {
  const { urlPathname, locale = DEFAULT_LOCALE } = usePageContext();
  const current = href === urlPathname;
  // On a page in Hindi or Marathi, the site's links lead to the pages in that language.
  const to = localizedPath(href, locale);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    onNavigate?.();
  }

  return (
    <a href={to} aria-current={current ? 'page' : undefined} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
