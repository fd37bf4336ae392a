/** The footer's parts that change after load; the rest of it is static (lib/island.tsx). */
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { BRAND_LEGAL_NAME } from '../../content/site';
import { fillSlots, useChrome } from '../../i18n/useChrome';
import { island } from '../../lib/island';
import { DEFAULT_LOCALE } from '../../lib/locale';
import { NewsletterForm } from '../forms/NewsletterForm';

/** The copyright line, with the year: the build's in the prerendered HTML, then the visitor's. */
function CopyrightText() {
  const chrome = useChrome();
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return (
    <p>{fillSlots(chrome.footerCopyright, { year: String(year), legalName: BRAND_LEGAL_NAME })}</p>
  );
}

export const CopyrightLine = island('CopyrightLine', CopyrightText);

function NewsletterSignup() {
  const chrome = useChrome();
  const { locale = DEFAULT_LOCALE } = usePageContext();
  return <NewsletterForm texts={chrome} language={locale} />;
}

export const FooterNewsletter = island('FooterNewsletter', NewsletterSignup);
