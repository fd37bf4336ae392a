import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { NavLink } from '../../components/ui/NavLink';
import { ItemNotFound } from '../../components/notFound/ItemNotFound';
import { asItemNotFound } from '../../components/notFound/itemNotFound';
import { asContentUnavailable } from '../../components/notFound/contentUnavailable';
import { useChrome } from '../../i18n/useChrome';
import { DEFAULT_LOCALE, type Locale } from '../../lib/locale';

export default function Page() {
  const { is404, abortReason, abortStatusCode, locale = DEFAULT_LOCALE } = usePageContext();
  const chrome = useChrome();
  // The views of a missing item and of missing content speak the page's language (their +data
  // words them, components/notFound/notFoundAbort.ts, lib/liveArticles.ts); one whose words
  // are in another (English, where none is given) says so with its lang.
  const inItsLanguage = (lang: Locale | undefined, view: ReactNode) => {
    const words = lang ?? DEFAULT_LOCALE;
    return words === locale ? view : <div lang={words}>{view}</div>;
  };
  // A blog, news item, job opening or tribute that does not exist (throw itemNotFound() in +data).
  const item = is404 ? asItemNotFound(abortReason) : null;
  if (item) return inItsLanguage(item.lang, <ItemNotFound {...item} />);
  // Items the API could not give (throw contentUnavailable() in +data): HTTP 503.
  const unavailable = abortStatusCode === 503 ? asContentUnavailable(abortReason) : null;
  if (unavailable)
    return inItsLanguage(
      unavailable.lang,
      <section className="section page-hero" data-testid="content-unavailable">
        <div className="container center">
          <h1>{unavailable.heading}</h1>
          <p className="section__intro" role="status">
            {unavailable.message}
          </p>
          <NavLink href="/" className="btn">
            {chrome.homeLink}
          </NavLink>
        </div>
      </section>,
    );
  return (
    <section className="section page-hero">
      <div className="container center">
        {is404 ? (
          <>
            <p className="eyebrow">{chrome.notFoundEyebrow}</p>
            <h1>{chrome.notFoundHeading}</h1>
            <p className="section__intro">{chrome.notFoundMessage}</p>
          </>
        ) : (
          <>
            <p className="eyebrow">{chrome.errorEyebrow}</p>
            <h1>{chrome.errorHeading}</h1>
            <p className="section__intro">{chrome.errorMessage}</p>
          </>
        )}
        <NavLink href="/" className="btn">
          {chrome.homeLink}
        </NavLink>
      </div>
    </section>
  );
}
