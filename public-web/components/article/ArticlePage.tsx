/**
 * The frame of an article page (/blog/{id}, /news/{id}): the hero with the
 * page heading, the article (its content as children), then the recent
 * items' cards. The page scrolls to the top on load and when moving between
 * articles.
 */
import { useEffect, type ReactNode } from 'react';
import { HeadedSection } from '../content/HeadedSection';
import styles from './Article.module.css';

export function ArticlePage<R extends { index: number }>({
  index,
  heading,
  intro,
  children,
  recentId,
  recentHeading,
  recent,
  gridClassName,
  renderCard,
}: {
  /** The article's index (the scroll-to-top runs when it changes). */
  index: number;
  heading: ReactNode;
  /** A paragraph under the heading (none when undefined). */
  intro?: ReactNode;
  /** The article's content. */
  children: ReactNode;
  /** The recent section's heading id. */
  recentId: string;
  recentHeading: ReactNode;
  recent: readonly R[];
  /** The cards list's grid classes, e.g. 'grid grid--2'. */
  gridClassName: string;
  renderCard: (entry: R) => ReactNode;
}) {
  // Braces: scroll methods return a promise in current Chromium, and React would call it as a cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [index]);
  return (
    <>
      <section className={`page-hero ${styles.hero}`} aria-labelledby="page-heading">
        <div className="container">
          <h1 id="page-heading">{heading}</h1>
          {intro !== undefined && <p>{intro}</p>}
        </div>
      </section>
      <article className="section" aria-labelledby="article-title" data-testid="article">
        <div className={`container ${styles.article}`}>{children}</div>
      </article>
      {recent.length > 0 && (
        <HeadedSection id={recentId} heading={recentHeading} className="section section--alt">
          <ul className={`${gridClassName} ${styles.cards}`}>
            {recent.map((entry) => (
              <li key={entry.index}>{renderCard(entry)}</li>
            ))}
          </ul>
        </HeadedSection>
      )}
    </>
  );
}

/** The article's title (the h2 the article is named by) and its date. */
export function ArticleHeader({
  title,
  isoDate,
  date,
}: {
  title: ReactNode;
  isoDate: string;
  date: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <h2 id="article-title" className={styles.title}>
        {title}
      </h2>
      <time dateTime={isoDate} className={styles.date}>
        {date}
      </time>
    </header>
  );
}
