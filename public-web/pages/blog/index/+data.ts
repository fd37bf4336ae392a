import { BLOG_PAGE_SIZE, recentBlogs } from '../../../content/blogs';
import { BLOGS_PAGE } from '../../../content/programmePages';

export function data() {
  // Newest first, each with its /blog/{index} (the index into the oldest-first list).
  return { text: BLOGS_PAGE, posts: recentBlogs(), pageSize: BLOG_PAGE_SIZE };
}

export type Data = ReturnType<typeof data>;
