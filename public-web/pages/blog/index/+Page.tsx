import { useData } from 'vike-react/useData';
import { BlogGrid } from '../../../components/blog/BlogGrid';
import { LanguageNotice } from '../../../components/content/LanguageNotice';
import { PageHero } from '../../../components/contentPage/PageHero';
import type { Data } from './+data';

/**
 * /blog (and /science/blogs): hero 'Blogs' and the grid, 4 posts then 'Explore more' adds 4; on a
 * Hindi or Marathi page, a line above it when some posts are shown in English.
 */
export default function Page() {
  const { text, posts, pageSize, languageNotice } = useData<Data>();
  return (
    <>
      <PageHero
        heading={text.heroHeading}
        subheading="Plain-language articles on early cancer detection, HrC and B3, survivorship, diabetes and nutrigenomics."
      />
      <section className="section" aria-labelledby="all-blogs">
        <div className="container">
          <h2 id="all-blogs" className="visually-hidden">
            All articles, newest first
          </h2>
          <LanguageNotice notice={languageNotice} />
          <BlogGrid posts={posts} pageSize={pageSize} />
        </div>
      </section>
    </>
  );
}
