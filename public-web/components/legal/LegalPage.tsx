/**
 * Privacy Policy / Terms of Service page from a LegalDocument. A translation (content/legal.hi.ts,
 * legal.mr.ts) comes with its "Last updated" in its language (lib/legalPages.ts) and opens with its
 * line saying that the English document governs.
 */
import type { LegalDocument } from '../../content/types';
import { SectionBody } from '../content/ContentBlock';
import { InlineText } from '../content/InlineText';

export function LegalPage({
  doc,
  lastUpdatedLabel = 'Last updated',
}: {
  doc: LegalDocument;
  lastUpdatedLabel?: string;
}) {
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{doc.title}</h1>
          <p>
            {`${lastUpdatedLabel}: `}
            <time dateTime={doc.lastUpdatedIso}>{doc.lastUpdated}</time>
          </p>
        </div>
      </section>
      <article className="section">
        <div className="container">
          <div className="prose">
            {doc.englishGoverns && (
              <p>
                <strong>
                  <InlineText text={doc.englishGoverns} />
                </strong>
              </p>
            )}
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
