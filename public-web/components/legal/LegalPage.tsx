/** Privacy Policy / Terms of Service page from a LegalDocument. */
import type { LegalDocument } from '../../content/types';
import { SectionBody } from '../content/ContentBlock';
import { InlineText } from '../content/InlineText';

export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{doc.title}</h1>
          <p>
            Last updated: <time dateTime={doc.lastUpdatedIso}>{doc.lastUpdated}</time>
          </p>
        </div>
      </section>
      <article className="section">
        <div className="container">
          <div className="prose">
            <p>
              <InlineText text={doc.intro} />
            </p>
            {doc.sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                <SectionBody section={section} />
              </section>
            ))}
          </div>
        </div>
      </article>
    </>
  );
}
