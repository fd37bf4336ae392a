// Server: what the browser's render of the page reads of its context (lib/browserPageContext.ts)
// and, on an English page, the offer of the same page in Hindi and in Marathi, each in its
// own language, hidden. public/page-scripts.js shows one to a visitor whose browser prefers that
// language and who has not chosen a language yet; nothing redirects, so every URL shows what it
// names. Plain HTML outside the hydrated page: it costs the English page no script.
import type { PageContextServer } from 'vike/types';
import { message } from '../i18n/messages';
import { pageContextElement } from '../lib/browserPageContext';
import { DEFAULT_LOCALE, LOCALES, localizedPath } from '../lib/locale';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export default function bodyHtmlEnd(pageContext: PageContextServer): string {
  return pageContextElement(pageContext) + languageOffer(pageContext);
}

function languageOffer(pageContext: PageContextServer): string {
  if ((pageContext.locale ?? DEFAULT_LOCALE) !== DEFAULT_LOCALE) return '';
  const offers = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => {
    const href = escapeHtml(localizedPath(pageContext.urlPathname, locale));
    return (
      `<p lang="${locale}" data-offer="${locale}" hidden>${escapeHtml(message(locale, 'offerText'))} ` +
      `<a href="${href}" hreflang="${locale}" data-locale="${locale}">${escapeHtml(message(locale, 'offerSwitch'))}</a> ` +
      `<button type="button" data-locale-dismiss>${escapeHtml(message(locale, 'offerDismiss'))}</button></p>`
    );
  });
  return `<div id="language-offer" class="language-offer" hidden>${offers.join('')}</div>`;
}
