/**
 * Internal link of the navigation, footer and cards. Another route: the browser loads it
 * (every page is a full load, pages/+config.ts). The current route: only scrolls smoothly to
 * the top. Either way `onNavigate` runs (closes menus).
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { DEFAULT_LOCALE, localizedPath } from '../../lib/locale';
import { scrollToTop } from '../../lib/scroll';

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
    if (current && !event.defaultPrevented && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      event.preventDefault();
      scrollToTop();
    }
  }

  return (
    <a href={to} aria-current={current ? 'page' : undefined} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
