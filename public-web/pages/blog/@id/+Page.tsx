import { useEffect } from 'react';
import { useData } from 'vike-react/useData';
import { ArticleBody } from '../../../components/article/ArticleBody';
import { BlogCard } from '../../../components/blog/BlogCard';
import { ExternalLink } from '../../../components/ui/ExternalLink';
import { Img } from '../../../components/ui/Img';
import type { Data } from './+data';
import styles from '../../../components/article/Article.module.css';

/** /blog/{id}: heading Blogs, description, cover, the article, then Recent Blogs (4 others, newest first). */
export default function Page() {
  const { index, post, blocks, recent, text } = useData<Data>();
  // The page scrolls to the top on load (also when moving between posts).
  // Braces: scroll methods return a promise in current Chromium, and React would call it as a cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [index]);
  return (
    <>
      <section className={`page-hero ${styles.hero}`} aria-labelledby="page-heading">
        <div className="container">
          <h1 id="page-heading">{text.heroHeading}</h1>
          <p>{post.description || text.descriptionFallback}</p>
        </div>
      </section>
      <article className="section" aria-labelledby="article-title" data-testid="article">
        <div className={`container ${styles.article}`}>
          <Img
            src={post.image}
            alt={post.title || text.titleFallback}
            width={900}
            height={350}
            className={styles.cover}
          />
          <header className={styles.header}>
            <h2 id="article-title" className={styles.title}>
              {post.title || text.titleFallback}
            </h2>
            <time dateTime={post.isoDate} className={styles.date}>
              {post.date}
            </time>
          </header>
          <div className={`prose ${styles.body}`}>
            <ArticleBody blocks={blocks} />
          </div>
          {post.url && (
            <p className={styles.external}>
              <ExternalLink href={post.url} className="btn btn--outline">
                {text.readFullPost}
              </ExternalLink>
            </p>
          )}
        </div>
      </article>
      {recent.length > 0 && (
        <section className="section section--alt" aria-labelledby="recent-blogs">
          <div className="container">
            <h2 id="recent-blogs">{text.recentHeading}</h2>
            <ul className={`grid grid--2 grid--4 ${styles.cards}`}>
              {recent.map(({ post: other, index: i }) => (
                <li key={i}>
                  <BlogCard post={other} index={i} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
