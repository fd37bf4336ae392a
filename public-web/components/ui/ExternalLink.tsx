/** Link that leaves the site: new tab, no opener, and says so to screen readers in the page's language. */
import type { AnchorHTMLAttributes } from 'react';
import { useChrome } from '../../i18n/useChrome';

type ExternalLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  const chrome = useChrome();
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> {chrome.opensInNewTab}</span>
    </a>
  );
}
