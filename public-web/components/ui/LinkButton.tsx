/** A content Link as a button-styled anchor: new tab when it leaves the site (mailto stays in place). */
import type { Link } from '../../content/types';
import { ExternalLink } from './ExternalLink';
import { NavLink } from './NavLink';

export function LinkButton({ link, className = 'btn' }: { link: Link; className?: string }) {
  if (link.href.startsWith('mailto:') || link.href.startsWith('tel:')) {
    return (
      <a href={link.href} className={className}>
        {link.label}
      </a>
    );
  }
  if (link.external || /^https?:/i.test(link.href)) {
    return (
      <ExternalLink href={link.href} className={className}>
        {link.label}
      </ExternalLink>
    );
  }
  return (
    <NavLink href={link.href} className={className}>
      {link.label}
    </NavLink>
  );
}
