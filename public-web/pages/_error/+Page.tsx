import { usePageContext } from 'vike-react/usePageContext';
import { NavLink } from '../../components/ui/NavLink';
import { ItemNotFound } from '../../components/notFound/ItemNotFound';
import { asItemNotFound } from '../../components/notFound/itemNotFound';
import { asContentUnavailable } from '../../components/notFound/contentUnavailable';

export default function Page() {
  const { is404, abortReason, abortStatusCode } = usePageContext();
  // A blog, news item, job opening or tribute that does not exist (throw itemNotFound() in +data).
  const item = is404 ? asItemNotFound(abortReason) : null;
  if (item) return <ItemNotFound {...item} />;
  // Blog or news items the API could not give (throw contentUnavailable() in +data): HTTP 503.
  const unavailable = abortStatusCode === 503 ? asContentUnavailable(abortReason) : null;
  if (unavailable)
    return (
      <section className="section page-hero" data-testid="content-unavailable">
        <div className="container center">
          <h1>{unavailable.heading}</h1>
          <p className="section__intro" role="status">
            {unavailable.message}
          </p>
          <NavLink href="/" className="btn">
            Go to the home page
          </NavLink>
        </div>
      </section>
    );
  return (
    <section className="section page-hero">
      <div className="container center">
        {is404 ? (
          <>
            <p className="eyebrow">Error 404</p>
            <h1>Page not found</h1>
            <p className="section__intro">
              The page you are looking for does not exist or has moved.
            </p>
          </>
        ) : (
          <>
            <p className="eyebrow">Error 500</p>
            <h1>Something went wrong</h1>
            <p className="section__intro">Please try again in a moment.</p>
          </>
        )}
        <NavLink href="/" className="btn">
          Go to the home page
        </NavLink>
      </div>
    </section>
  );
}
