/**
 * 'Take an AoB Test →' leads to /contact-us (the AoB test has no booking site of its own) and
 * 'Take an HrC Test →' to the external HrC test site.
 */
import { URLS } from '../../content/site';
import { ExternalLink } from '../ui/ExternalLink';
import { NavLink } from '../ui/NavLink';

export function FaqCtas({ aobLabel, hrcLabel }: { aobLabel: string; hrcLabel: string }) {
  return (
    <div className="btn-row">
      <NavLink href="/contact-us" className="btn btn--outline">
        {aobLabel}
      </NavLink>
      <ExternalLink href={URLS.hrcTest} className="btn">
        {hrcLabel}
      </ExternalLink>
    </div>
  );
}
