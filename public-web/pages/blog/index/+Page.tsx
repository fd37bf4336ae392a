import { useData } from 'vike-react/useData';
import { BlogGrid } from '../../../components/blog/BlogGrid';
import { LanguageNotice } from '../../../components/content/LanguageNotice';
import { PageHero } from '../../../components/contentPage/PageHero';
import type { BlogListTexts } from '../../../i18n/catalog';
import { usePageTexts } from '../../../i18n/useChrome';
import type { Data } from './+data';

/**
 * /blog (and /science/blogs): hero 'Blogs' and the grid, 4 posts then 'Explore more' adds 4; on a
 * Hindi or Marathi page, a line above it when some posts are shown in English.
 */
export default function Page() {
  const { posts, pageSize, languageNotice } = useData<Data>();
  const text = usePageTexts<BlogListTexts>();
  return (
    <>
      <PageHero heading={text.blogHeading} subheading={text.blogSubheading} />
      <section className="section" aria-labelledby="all-blogs">
        <div className="container">
          <h2 id="all-blogs" className="visually-hidden">
            {text.blogListHeading}
          </h2>
          <LanguageNotice notice={languageNotice} />
          <BlogGrid posts={posts} pageSize={pageSize} moreLabel={text.blogExploreMore} />
        </div>
      </section>
    </>
  );
}
