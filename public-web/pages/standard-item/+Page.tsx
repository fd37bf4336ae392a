import { useData } from 'vike-react/useData';
import { ArticleHeader, ArticlePage } from '../../components/article/ArticlePage';
import { ArticleCard } from '../../components/article/ArticleCard';
import { COVER_SIZES, Img } from '../../components/ui/Img';
import type { StandardItemTexts } from '../../i18n/catalog';
import { usePageTexts } from '../../i18n/useChrome';
import { englishWithin } from '../../lib/locale';
import type { Data } from './+data';
import styles from '../../components/article/Article.module.css';

/**
 * An item's page (/news/{id}): the kind's heading (News), the title, image, description, content,
 * then the first 2 other items (Recent News); on a Hindi or Marathi page, a line above an item
 * shown in English.
 */
export default function Page() {
  const { item, html, recent, texts, languageNotice } = useData<Data>();
  const pageTexts = usePageTexts<StandardItemTexts>();
  return (
    <ArticlePage
      heading={pageTexts[texts.heading]}
      lang={item.lang}
      notice={languageNotice}
      recentId="recent-items"
      recentHeading={pageTexts[texts.recentHeading]}
      recent={recent}
      gridClassName="grid grid--2"
      renderCard={({ article, href }) => <ArticleCard item={article} href={href} />}
    >
      <ArticleHeader title={item.title} isoDate={item.isoDate} date={item.date} lang={item.lang} />
      <Img
        src={item.image}
        srcSet={item.picture?.srcSet}
        sizes={COVER_SIZES}
        alt={item.picture?.alt ?? item.title}
        // The media library's alt text is English in every language.
        lang={item.picture ? englishWithin(item.lang) : undefined}
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
