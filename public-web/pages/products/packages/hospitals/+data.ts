import { hospitals } from '../../../../content/packages';
import { contentPage } from '../../../../lib/contentPages';

export function data() {
  return { page: contentPage('/products/packages/hospitals'), hospitals };
}

export type Data = ReturnType<typeof data>;
