import type { PageContextServer } from 'vike/types';
import { contentPageData } from '../../../../lib/contentPages';

export function data(pageContext: PageContextServer) {
  return contentPageData('/products/packages/corporate', pageContext);
}
