/** 'Take an AoB Test →' (→ /contact-us) and 'Take an HrC Test →' (→ the external HrC site), per DECISIONS.md. */
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
