/**
 * An article's card (large or small): image, date, title and description; opens `href`, the
 * article's page (/news/{index}).
 */
import type { Article } from '../../content/types';
import { englishWithin } from '../../lib/locale';
import { CARD_SIZES, CardImg, COVER_SIZES } from '../ui/Img';
import { NavLink } from '../ui/NavLink';
import styles from './ArticleCard.module.css';

export function ArticleCard({
  item,
  href,
  large = false,
}: {
  item: Article;
  href: string;
  large?: boolean;
}) {
  return (
    <article className={large ? `${styles.card} ${styles.large}` : styles.card} lang={item.lang}>
      <CardImg
        src={item.image}
        picture={item.picture}
        sizes={large ? COVER_SIZES : CARD_SIZES}
        className={styles.image}
      />
      <div className={styles.body}>
        <time dateTime={item.isoDate} className={styles.date} lang={englishWithin(item.lang)}>
          {item.date}
        </time>
        <h3 className={styles.title}>
          <NavLink href={href} className={styles.link}>
            {item.title}
          </NavLink>
        </h3>
        <p className={styles.desc}>{item.description}</p>
      </div>
    </article>
  );
}
