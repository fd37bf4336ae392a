import { useData } from 'vike-react/useData';
import { ArticleHeader, ArticlePage } from '../../components/article/ArticlePage';
import { ArticleCard } from '../../components/article/ArticleCard';
import { COVER_SIZES, Img } from '../../components/ui/Img';
import type { Data } from './+data';
import styles from '../../components/article/Article.module.css';

/**
 * An item's page (/news/{id}): the kind's heading (News), the title, image, description, content,
 * then the first 2 other items (Recent News).
 */
export default function Page() {
  const { index, item, html, recent, text } = useData<Data>();
  return (
    <ArticlePage
      index={index}
      heading={text.heading}
      recentId="recent-items"
      recentHeading={text.recentHeading}
      recent={recent}
      gridClassName="grid grid--2"
      renderCard={({ article, href }) => <ArticleCard item={article} href={href} />}
    >
      <ArticleHeader title={item.title} isoDate={item.isoDate} date={item.date} />
      <Img
        src={item.image}
        srcSet={item.picture?.srcSet}
        sizes={COVER_SIZES}
        alt={item.picture?.alt ?? item.title}
        width={800}
        height={450}
        className={styles.cover}
      />
      <p className={styles.lead}>{item.description}</p>
      {html && (
        // The API's allow-listed HTML (see lib/publicApi.ts ContentView).
        <div className={`prose ${styles.body}`} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </ArticlePage>
  );
}
