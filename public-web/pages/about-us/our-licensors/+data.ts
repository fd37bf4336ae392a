import { licensors } from '../../../content/science';
import { contentPage } from '../../../lib/contentPages';

export function data() {
  return { page: contentPage('/about-us/our-licensors'), licensors };
}

export type Data = ReturnType<typeof data>;
