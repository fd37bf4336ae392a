import { articles } from '../../../content/media';
import { contentPage } from '../../../lib/contentPages';

export function data() {
  return { page: contentPage('/media/articles'), items: articles };
}

export type Data = ReturnType<typeof data>;
