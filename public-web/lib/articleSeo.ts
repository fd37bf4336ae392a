/**
 * Title and description of /blog/{id} and /news/{id}: the page's +data
 * returns them as `seo` (lib/seo.ts) and the route table (routes.ts)
 * uses them for the sitemap. Server and build only.
 */
import { parseArticle } from '../components/article/parseArticle.ts';
import { blogBodies } from '../content/blogBodies.ts';
import { blogs } from '../content/blogs.ts';
import { news } from '../content/news.ts';

export interface ArticleSeo {
  title: string;
  description: string;
}

/** The blog's 'Meta Description' paragraph, else its list description. */
export function blogSeo(index: number): ArticleSeo {
  const post = blogs[index];
  if (!post) throw new Error(`blogSeo: no blog at ${index}`);
  return {
    title: post.title,
    description: parseArticle(blogBodies[index]).metaDescription ?? post.description,
  };
}

export function newsSeo(index: number): ArticleSeo {
  const item = news[index];
  if (!item) throw new Error(`newsSeo: no news item at ${index}`);
  return { title: item.title, description: item.desc };
}
