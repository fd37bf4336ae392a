/**
 * A content page from content/ (PageContent): hero with the <h1>, an
 * optional back link, one <section> per content block (h2), page-specific
 * extras placed inside a block or after all of them, and the closing calls
 * to action. Used by the programme, product, package, science, media and
 * about pages (the routes of lib/contentPages.ts).
 */
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { PageContent } from '../../content/types';
import type { ContentPageTexts } from '../../i18n/catalog';
import { SectionBody } from '../content/ContentBlock';
import { Img } from '../ui/Img';
import { LinkButton } from '../ui/LinkButton';
import { NavLink } from '../ui/NavLink';
import { Reveal } from '../ui/Reveal';
import { PageHero } from './PageHero';
import styles from './ContentPage.module.css';

interface ContentPageProps {
  page: PageContent;
  /** Extra content rendered inside the block with that id, after its text. */
  extras?: Record<string, ReactNode>;
  /** Content after the blocks (before the calls to action), e.g. a card list. */
  children?: ReactNode;
  /** Alternate block backgrounds (default true). */
  striped?: boolean;
  /** Replaces the default hero (it must hold the page's <h1>). */
  hero?: ReactNode;
}

export function ContentPage({
  page,
  extras = {},
  children,
  striped = true,
  hero,
}: ContentPageProps) {
  // A content page in the page's language names its calls in it (pageContext.pageTexts); an
  // English one, and one still English on a Hindi or Marathi page, as before.
  const texts = usePageContext().pageTexts as Partial<ContentPageTexts> | undefined;
  return (
    <>
      {hero ?? (
        <PageHero
          heading={page.hero.heading}
          subheading={page.hero.subheading}
          image={page.hero.image}
        />
      )}
      {page.backLink && (
        <div className="container">
          <p className={styles.back}>
            <NavLink href={page.backLink.href} className={styles.backLink} data-testid="back-link">
              {page.backLink.label}
            </NavLink>
          </p>
        </div>
      )}
      {page.sections.map((section, i) => {
        const headingId = `section-${section.id}`;
        return (
          <Reveal
            as="section"
            key={section.id}
            aria-labelledby={headingId}
            className={`section ${styles.block} ${striped && i % 2 === 1 ? 'section--alt' : ''}`}
          >
            <div className={`container ${section.image ? styles.split : ''}`}>
              <div className={extras[section.id] ? undefined : 'prose'}>
                <h2 id={headingId}>{section.heading}</h2>
                <div className="prose">
                  <SectionBody section={section} />
                </div>
                {extras[section.id]}
              </div>
              {section.image && (
                <Img src={section.image} alt="" width={800} height={450} className={styles.image} />
              )}
            </div>
          </Reveal>
        );
      })}
      {children}
      {page.ctas && page.ctas.length > 0 && (
        <section
          className={`section ${styles.ctas}`}
          aria-label={texts?.contentPageNextSteps ?? 'Next steps'}
        >
          <div className="container btn-row btn-row--center">
            {page.ctas.map((link, i) => (
              <LinkButton
                key={link.href}
                link={link}
                className={i === 0 ? 'btn' : 'btn btn--outline'}
              />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
