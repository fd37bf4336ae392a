import type { PageContext } from 'vike/types';
import { ERROR_TITLE, NOT_FOUND_TITLE } from '../lib/pageTitles';

export default function title(pageContext: PageContext): string {
  if (pageContext.pageId === '/pages/_error')
    return pageContext.is404 ? NOT_FOUND_TITLE : ERROR_TITLE;
  return pageContext.seo?.title ?? 'Kavach Genomics';
}
