import { useData } from 'vike-react/useData';
import { ArticleBody } from '../../../components/article/ArticleBody';
import { ArticleHeader, ArticlePage } from '../../../components/article/ArticlePage';
import { BlogCard } from '../../../components/blog/BlogCard';
import { ExternalLink } from '../../../components/ui/ExternalLink';
import { Img } from '../../../components/ui/Img';
import type { Data } from './+data';
import styles from '../../../components/article/Article.module.css';

/** /blog/{id}: heading Blogs, description, cover, the article, then Recent Blogs (4 others, newest first). */
export default function Page() {
  const { index, post, blocks, recent, text } = useData<Data>();
  return (
    <ArticlePage
      index={index}
      heading={text.heroHeading}
      intro={post.description || text.descriptionFallback}
      recentId="recent-blogs"
      recentHeading={text.recentHeading}
      recent={recent}
      gridClassName="grid grid--2 grid--4"
      renderCard={({ post: other, index: i }) => <BlogCard post={other} index={i} />}
    >
      <Img
        src={post.image}
        alt={post.title || text.titleFallback}
        width={900}
        height={350}
        className={styles.cover}
      />
      <ArticleHeader
        title={post.title || text.titleFallback}
        isoDate={post.isoDate}
        date={post.date}
      />
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
    </ArticlePage>
  );
}
