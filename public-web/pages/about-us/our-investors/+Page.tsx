import { SectionBody } from '../../../components/content/ContentBlock';
import { PartnerGrid } from '../../../components/people/PartnerGrid';
import { Reveal } from '../../../components/ui/Reveal';
import { useData } from 'vike-react/useData';
import type { Data } from './+data';
import styles from './investors.module.css';

export default function Page() {
  const { page: P, partnersHeading, partnerRows } = useData<Data>();
  const [intro, ...rest] = P.sections;
  return (
    <>
      <section className={`page-hero ${styles.hero}`}>
        <div className="container">
          <h1 className={styles.heading}>{P.hero.heading}</h1>
          {P.hero.subheading && <p>{P.hero.subheading}</p>}
        </div>
      </section>
      {intro && (
        <Reveal as="section" className="section" aria-labelledby="investors-intro">
          <div className="container">
            <div className="prose">
              <h2 id="investors-intro">{intro.heading}</h2>
              <SectionBody section={intro} />
            </div>
          </div>
        </Reveal>
      )}
      <section className="section section--alt" aria-labelledby="key-partners">
        <div className="container">
          <h2 id="key-partners">{partnersHeading}</h2>
          <PartnerGrid rows={partnerRows} />
        </div>
      </section>
      {rest.map((section) => (
        <Reveal
          as="section"
          key={section.id}
          className={`section ${styles.contact}`}
          aria-labelledby={`investors-${section.id}`}
        >
          <div className="container">
            <div className="prose">
              <h2 id={`investors-${section.id}`}>{section.heading}</h2>
              <SectionBody section={section} />
            </div>
          </div>
        </Reveal>
      ))}
    </>
  );
}
