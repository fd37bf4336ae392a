/**
 * The two tribute cards of /about-us/the-company; each opens /tribute/{slug}. `more` is the
 * card's closing line in the page's language (English by default).
 */
import type { Tribute } from '../../content/types';
import { Img } from '../ui/Img';
import { NavLink } from '../ui/NavLink';
import cards from '../contentPage/Cards.module.css';
import styles from './Tribute.module.css';

export function TributeCards({
  tributes,
  more = 'Read the tribute →',
}: {
  tributes: Tribute[];
  more?: string;
}) {
  return (
    <ul className={`grid grid--2 ${cards.list} ${cards.grid}`}>
      {tributes.map((t) => (
        <li key={t.slug}>
          <article className={`${cards.card} ${styles.card}`}>
            <Img src={t.image} alt="" width={160} height={160} className={styles.cardImage} />
            <div className={cards.body}>
              <h3 className={cards.title}>
                <NavLink href={`/tribute/${t.slug}`} className={cards.stretched}>
                  {t.name}
                </NavLink>
              </h3>
              <p className={cards.meta}>
                {t.role}
                {t.years && <> · {t.years}</>}
              </p>
              <p>{t.summary}</p>
              <span className={cards.more} aria-hidden="true">
                {more}
              </span>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
