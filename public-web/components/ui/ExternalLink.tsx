/** Link that leaves the site: new tab, no opener, and says so to screen readers in the page's language. */
import type { AnchorHTMLAttributes } from 'react';
import { usePageContext } from 'vike-react/usePageContext';

type ExternalLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  // Every page has its interface texts (pages/+onBeforeRender.ts); a component rendered alone
  // in a unit test may not.
  const opensInNewTab = usePageContext()?.chrome?.opensInNewTab ?? '(opens in a new tab)';
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> {opensInNewTab}</span>
    </a>
  );
}
