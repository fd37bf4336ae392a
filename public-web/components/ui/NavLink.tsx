/**
 * Internal link of the navigation, footer and cards. Another route: Vike's
 * client router goes there and starts at the top. The current route: only
 * scrolls smoothly to the top. Either way `onNavigate` runs (closes menus).
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { DEFAULT_LOCALE, localizedPath } from '../../lib/locale';
import { scrollToTop } from '../../lib/scroll';

/** Routes the server answers with a redirect: the browser must load them, not the client router. */
const SERVER_REDIRECTS = new Set(['/products/nutrigenomics']);

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
    <a
      href={to}
      aria-current={current ? 'page' : undefined}
      // Vike's router ignores preventDefault(); data-vike="false" keeps it off
      // links the browser must load (redirects) and off the current page.
      data-vike={SERVER_REDIRECTS.has(href) || current ? 'false' : undefined}
      onClick={handleClick}
      {...rest}
    >
      {children}
    </a>
  );
}
