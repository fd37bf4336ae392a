import { NavLink } from '../../components/ui/NavLink';
import type { ComingSoonPageTexts } from '../../i18n/catalog';
import { useChrome, usePageTexts } from '../../i18n/useChrome';

/** A part of the site still to come: in the page's language (i18n/catalog.ts TRANSLATED_PAGES). */
export default function Page() {
  const text = usePageTexts<ComingSoonPageTexts>();
  const chrome = useChrome();
  return (
    <section className="section page-hero">
      <div className="container center">
        <h1>{text.comingSoonTitle}</h1>
        <p className="section__intro">{text.comingSoonText}</p>
        <div className="btn-row btn-row--center">
          <NavLink href="/whatweoffer" className="btn">
            {text.whatWeOfferHeading}
          </NavLink>
          <NavLink href="/contact-us" className="btn btn--outline">
            {chrome.navContactUs}
          </NavLink>
        </div>
      </div>
    </section>
  );
}
