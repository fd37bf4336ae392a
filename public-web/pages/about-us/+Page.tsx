import { SectionBody } from '../../components/content/ContentBlock';
import { Reveal } from '../../components/ui/Reveal';
import { useData } from 'vike-react/useData';
import type { Data } from './+data';
import styles from './about.module.css';

/**
 * About overview (also served at /abou-us): links to the company, leadership, investors, licensors
 * and careers; in the page's language where it is translated (+data).
 */
export default function Page() {
  const { page: P, sectionsLabel } = useData<Data>();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{P.hero.heading}</h1>
          {P.hero.subheading && <p>{P.hero.subheading}</p>}
        </div>
      </section>
      <section className="section" aria-label={sectionsLabel ?? 'About sections'}>
        <div className="container">
          <ul className={`grid grid--2 grid--3 ${styles.cards}`}>
            {P.sections.map((section) => (
              <Reveal as="li" key={section.id} className={styles.card}>
                <h2 className={styles.title}>{section.heading}</h2>
                <SectionBody section={section} />
              </Reveal>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
