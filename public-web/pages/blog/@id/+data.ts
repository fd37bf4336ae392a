import type { PageContextServer } from 'vike/types';
import { articleAt } from '../../../components/article/articleAt';
import { parseArticle } from '../../../components/article/parseArticle';
import { blogBodies } from '../../../content/blogBodies';
import { blogs, recentBlogs } from '../../../content/blogs';
import { BLOGS_PAGE } from '../../../content/programmePages';
import { blogSeo } from '../../../lib/articleSeo';

/** Recent Blogs on a detail page: up to 4 others, newest first. */
const RECENT_BLOGS_COUNT = 4;

export function data(pageContext: PageContextServer) {
  const { index, item: post } = articleAt(pageContext, blogs, {
    heading: BLOGS_PAGE.heroHeading,
    message: BLOGS_PAGE.notFound,
    singular: 'blog',
    plural: 'blogs',
    fallbackHref: '/blog',
  });
  const article = parseArticle(blogBodies[index]);
  return {
    index,
    post,
    // The body's first entry is the title; the page shows the list's title.
    blocks: article.blocks,
    recent: recentBlogs(index, RECENT_BLOGS_COUNT),
    text: BLOGS_PAGE,
    seo: blogSeo(index),
  };
}

export type Data = ReturnType<typeof data>;
