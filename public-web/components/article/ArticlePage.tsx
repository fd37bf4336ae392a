/**
 * The frame of an article page (/blog/{id}, /news/{id}): the hero with the
 * page heading, the article (its content as children), then the recent
 * items' cards. The page opens scrolled to the top. On a Hindi or Marathi
 * page an article shown in English has a line saying so above it.
 */
import type { ReactNode } from 'react';
import { englishWithin, type Locale } from '../../lib/locale';
import type { LanguageNotice as Notice } from '../../lib/liveArticles';
import { HeadedSection } from '../content/HeadedSection';
import { OpensAtTop } from '../ui/OpensAtTop';
import { LanguageNotice } from '../content/LanguageNotice';
import styles from './Article.module.css';

export function ArticlePage<R extends { index: number }>({
  heading,
  intro,
  introLang,
  lang,
  notice,
  children,
  recentId,
  recentHeading,
  recent,
  gridClassName,
  renderCard,
}: {
  heading: ReactNode;
  /** A paragraph under the heading (none when undefined). */
  intro?: ReactNode;
  /** The language of the intro where it is the article's words (Article.lang). */
  introLang?: Locale;
  /** The language of the article's words (Article.lang; none on an English page). */
  lang?: Locale;
  /** The line above an article shown in English on a Hindi or Marathi page. */
  notice?: Notice;
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
  return (
    <>
      <OpensAtTop />
      <section className={`page-hero ${styles.hero}`} aria-labelledby="page-heading">
        <div className="container">
          <h1 id="page-heading">{heading}</h1>
          {intro !== undefined && <p lang={introLang}>{intro}</p>}
        </div>
      </section>
      <LanguageNotice notice={notice} band />
      <article
        className="section"
        aria-labelledby="article-title"
        data-testid="article"
        lang={lang}
      >
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
  lang,
}: {
  title: ReactNode;
  isoDate: string;
  date: ReactNode;
  /** The article's language (its date is written in English in every language). */
  lang?: Locale;
}) {
  return (
    <header className={styles.header}>
      <h2 id="article-title" className={styles.title}>
        {title}
      </h2>
      <time dateTime={isoDate} className={styles.date} lang={englishWithin(lang)}>
        {date}
      </time>
    </header>
  );
}
