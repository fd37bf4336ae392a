import { recentBlogs } from '../../content/blogs';
import { b3Faqs, hrcFaqs } from '../../content/faqs';
import { RESOURCES_PAGE } from '../../content/programmePages';

export function data() {
  return { text: RESOURCES_PAGE, hrcFaqs, b3Faqs, blogs: recentBlogs() };
}

export type Data = ReturnType<typeof data>;
