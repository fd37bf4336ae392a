/** The body of a ContentSection from content/ (or a legal section): paragraphs, bullets and an optional call to action. */
import type { ContentSection } from '../../content/types';
import { LinkButton } from '../ui/LinkButton';
import { InlineText } from './InlineText';

export function SectionBody({
  section,
}: {
  section: Pick<ContentSection, 'paragraphs' | 'bullets' | 'cta'>;
}) {
  return (
    <>
      {section.paragraphs?.map((p) => (
        <p key={p}>
          <InlineText text={p} />
        </p>
      ))}
      {section.bullets && (
        <ul>
          {section.bullets.map((b) => (
            <li key={b}>
              <InlineText text={b} />
            </li>
          ))}
        </ul>
      )}
      {section.cta && <LinkButton link={section.cta} />}
    </>
  );
}
