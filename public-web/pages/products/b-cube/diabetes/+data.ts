import { contentPage } from '../../../../lib/contentPages';

export function data() {
  return { page: contentPage('/products/b-cube/diabetes') };
}
