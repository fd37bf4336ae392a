import { useEffect } from 'react';
import { useData } from 'vike-react/useData';
import { InlineText } from '../../../components/content/InlineText';
import { NewsCard } from '../../../components/news/NewsCard';
import { Img } from '../../../components/ui/Img';
import type { Data } from './+data';
import styles from '../../../components/article/Article.module.css';

/** /news/{id}: heading News, the title, image, description, content, then Recent News (first 2 others). */
export default function Page() {
  const { index, item, recent, text } = useData<Data>();
  // Braces: scroll methods return a promise in current Chromium, and React would call it as a cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [index]);
  return (
    <>
      <section className={`page-hero ${styles.hero}`} aria-labelledby="page-heading">
        <div className="container">
          <h1 id="page-heading">{text.heading}</h1>
        </div>
      </section>
      <article className="section" aria-labelledby="article-title" data-testid="article">
        <div className={`container ${styles.article}`}>
          <header className={styles.header}>
            <h2 id="article-title" className={styles.title}>
              {item.title}
            </h2>
            <time dateTime={item.isoDate} className={styles.date}>
              {item.date}
            </time>
          </header>
          <Img src={item.img} alt={item.title} width={900} height={350} className={styles.cover} />
          <p className={styles.lead}>{item.desc}</p>
          {item.content && item.content.length > 0 && (
            <div className={`prose ${styles.body}`}>
              {item.content.map((paragraph) => (
                <p key={paragraph}>
                  <InlineText text={paragraph} />
                </p>
              ))}
            </div>
          )}
        </div>
      </article>
      {recent.length > 0 && (
        <section className="section section--alt" aria-labelledby="recent-news">
          <div className="container">
            <h2 id="recent-news">{text.recentHeading}</h2>
            <ul className={`grid grid--2 ${styles.cards}`}>
              {recent.map(({ item: other, index: i }) => (
                <li key={i}>
                  <NewsCard item={other} index={i} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
