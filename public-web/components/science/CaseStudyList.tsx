/** The two case studies: title, subtitle, the steps of the journey and the highlight. */
import type { CaseStudy } from '../../content/types';
import cards from '../contentPage/Cards.module.css';
import styles from './Science.module.css';

export function CaseStudyList({ caseStudies }: { caseStudies: CaseStudy[] }) {
  return (
    <div className={styles.cases}>
      {caseStudies.map((c) => (
        <article key={c.title} className={cards.card} lang={c.lang}>
          <div className={cards.body}>
            <h3 className={cards.title}>{c.title}</h3>
            <p className={styles.subtitle}>{c.subtitle}</p>
            <ol className={styles.steps}>
              {c.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ol>
            <p className={cards.highlight}>{c.highlight}</p>
          </div>
        </article>
      ))}
    </div>
  );
}
