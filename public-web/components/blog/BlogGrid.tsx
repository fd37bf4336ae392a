/** Blog grid: 4 posts at first, 'Explore more' adds 4 (capped) and disappears when all are shown. */
import { useState } from 'react';
import type { IndexedArticle } from '../../lib/liveArticles';
import { BlogCard } from './BlogCard';
import styles from './BlogGrid.module.css';
import { island } from '../../lib/island';

const BLOG_GRID_PAGE_SIZE = 4;

function BlogCardsWithMore({
  posts,
  pageSize = BLOG_GRID_PAGE_SIZE,
  moreLabel = 'Explore more',
}: {
  posts: IndexedArticle[];
  pageSize?: number;
  moreLabel?: string;
}) {
  const [visible, setVisible] = useState(pageSize);
  return (
    <>
      <ul className={`grid grid--2 grid--4 ${styles.list}`}>
        {posts.slice(0, visible).map(({ article: post, index }) => (
          <li key={index}>
            <BlogCard post={post} index={index} />
          </li>
        ))}
      </ul>
      {visible < posts.length && (
        <div className={styles.more}>
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => setVisible((v) => Math.min(v + pageSize, posts.length))}
          >
            {moreLabel}
          </button>
        </div>
      )}
    </>
  );
}

export const BlogGrid = island('BlogGrid', BlogCardsWithMore);
