import { useData } from 'vike-react/useData';
import { ArticleHeader, ArticlePage } from '../../../components/article/ArticlePage';
import { BlogCard } from '../../../components/blog/BlogCard';
import { ExternalLink } from '../../../components/ui/ExternalLink';
import { COVER_SIZES, Img } from '../../../components/ui/Img';
import type { BlogArticleTexts } from '../../../i18n/catalog';
import { usePageTexts } from '../../../i18n/useChrome';
import { englishWithin } from '../../../lib/locale';
import type { Data } from './+data';
import styles from '../../../components/article/Article.module.css';

/**
 * /blog/{id}: heading Blogs, description, cover, the article, then Recent Blogs (4 others, newest
 * first); on a Hindi or Marathi page, a line above a post shown in English.
 */
export default function Page() {
  const { post, html, recent, languageNotice } = useData<Data>();
  const text = usePageTexts<BlogArticleTexts>();
  return (
    <ArticlePage
      heading={text.blogHeading}
      intro={post.description || text.blogDescriptionFallback}
      introLang={post.description ? post.lang : undefined}
      lang={post.lang}
      notice={languageNotice}
      recentId="recent-blogs"
      recentHeading={text.blogRecentHeading}
      recent={recent}
      gridClassName="grid grid--2 grid--4"
      renderCard={({ article, index: i }) => <BlogCard post={article} index={i} />}
    >
      <Img
        src={post.image}
        srcSet={post.picture?.srcSet}
        sizes={COVER_SIZES}
        alt={post.picture?.alt ?? (post.title || text.blogTitleFallback)}
        // The media library's alt text is English in every language.
        lang={post.picture ? englishWithin(post.lang) : undefined}
        width={800}
        height={450}
        className={styles.cover}
      />
      <ArticleHeader
        title={post.title || text.blogTitleFallback}
        isoDate={post.isoDate}
        date={post.date}
        lang={post.lang}
      />
      {/* The API's allow-listed HTML (see lib/publicApi.ts ContentView). */}
      <div className={`prose ${styles.body}`} dangerouslySetInnerHTML={{ __html: html }} />
      {post.url && (
        <p className={styles.external} lang={englishWithin(post.lang)}>
          <ExternalLink href={post.url} className="btn btn--outline">
            {text.blogReadFullPost}
          </ExternalLink>
        </p>
      )}
    </ArticlePage>
  );
}
