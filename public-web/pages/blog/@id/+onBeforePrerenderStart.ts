import { blogs } from '../../../content/blogs';

/** Prerender /blog/0 … /blog/30; any other id renders on request (404). */
export default function onBeforePrerenderStart(): string[] {
  return blogs.map((_, i) => `/blog/${i}`);
}
