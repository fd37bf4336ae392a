/**
 * A kind's list page (pages/standard-list): its heading and introduction, then a card per item;
 * on a Hindi or Marathi page, a line above them when some are shown in English.
 */
import type { Article } from '../../content/types';
import type { LanguageNotice as Notice } from '../../lib/liveArticles';
import { LanguageNotice } from '../content/LanguageNotice';
import { PageHero } from '../contentPage/PageHero';
import { ArticleCard } from './ArticleCard';
import styles from './Article.module.css';

interface ListedArticle {
  index: number;
  article: Article;
  /** The item's page. */
  href: string;
}

export function ArticleList({
  heading,
  intro,
  plural,
  items,
  notice,
}: {
  heading: string;
  intro: string;
  /** What the items are, for the list's heading ('events'). */
  plural: string;
  items: readonly ListedArticle[];
  /** The line above items shown in English on a Hindi or Marathi page. */
  notice?: Notice;
}) {
  return (
    <>
      <PageHero heading={heading} subheading={intro} />
      <section className="section" aria-labelledby="all-items">
        <div className="container">
          <h2 id="all-items" className="visually-hidden">
            All {plural}
          </h2>
          <LanguageNotice notice={notice} />
          <ul className={`grid grid--2 grid--4 ${styles.cards}`}>
            {items.map(({ article, href, index }) => (
              <li key={index}>
                <ArticleCard item={article} href={href} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
