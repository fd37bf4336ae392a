/** A programme section of the home page: heading and three cards with 'Read More'. */
import type { programmeCard } from '../../content/programmes';
import type { HomePageTexts } from '../../i18n/catalog';
import { fillSlots } from '../../i18n/useChrome';
import { Img } from '../ui/Img';
import { NavLink } from '../ui/NavLink';
import { Reveal } from '../ui/Reveal';
import styles from './ProgrammeCards.module.css';

export function ProgrammeCards({
  id,
  heading,
  cards,
  texts: t,
}: {
  id: string;
  heading: string;
  cards: ReturnType<typeof programmeCard>[];
  texts: Pick<HomePageTexts, 'homeReadMore' | 'homeReadMoreAbout'>;
}) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="center">
          {heading}
        </h2>
        <ul className={`grid grid--3 ${styles.list}`}>
          {cards.map((card) => (
            <Reveal as="li" key={card.title} className={styles.card}>
              <Img src={card.icon} alt="" width={64} height={64} className={styles.icon} />
              <p className={styles.category}>{card.category}</p>
              <h3 className={styles.title}>{card.title}</h3>
              <p className={styles.description}>{card.description}</p>
              <NavLink
                href={card.link}
                className={styles.more}
                aria-label={fillSlots(t.homeReadMoreAbout, { title: card.title })}
              >
                {t.homeReadMore} <span aria-hidden="true">→</span>
              </NavLink>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
