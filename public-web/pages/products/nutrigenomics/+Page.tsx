import { ExternalLink } from '../../../components/ui/ExternalLink';
import { URLS } from '../../../content/site';

/** Never shown (the +guard redirects); a plain link in case a redirect is not followed. */
export default function Page() {
  return (
    <section className="section page-hero">
      <div className="container">
        <h1>Nutrigenomics</h1>
        <p>
          Our nutrigenomics programme has its own website:{' '}
          <ExternalLink href={URLS.nutrigenomics}>visit the nutrigenomics site</ExternalLink>.
        </p>
      </div>
    </section>
  );
}
