/** Blog card: cover (220 px high), title, description and date; opens /blog/{index}. */
import { BLOGS_PAGE } from '../../content/programmePages';
import type { Article } from '../../content/types';
import { englishWithin } from '../../lib/locale';
import { CardImg } from '../ui/Img';
import { NavLink } from '../ui/NavLink';
import styles from './BlogCard.module.css';

export function BlogCard({
  post,
  index,
  headingLevel = 3,
}: {
  post: Article;
  index: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = post.title || BLOGS_PAGE.titleFallback;
  return (
    <article className={styles.card} lang={post.lang}>
      <CardImg src={post.image} picture={post.picture} className={styles.image} />
      <div className={styles.body}>
        <time dateTime={post.isoDate} className={styles.date} lang={englishWithin(post.lang)}>
          {post.date}
        </time>
        <Heading className={styles.title}>
          <NavLink href={`/blog/${index}`} className={styles.link}>
            {title}
          </NavLink>
        </Heading>
        <p className={styles.description}>{post.description || BLOGS_PAGE.descriptionFallback}</p>
      </div>
    </article>
  );
}
