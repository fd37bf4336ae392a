import type { PageContext } from 'vike/types';
import { errorPageTitle } from '../lib/pageTitles';

export default function title(pageContext: PageContext): string {
  // The error page's title is its heading in the page's language (its chrome), brand added.
  if (pageContext.pageId === '/pages/_error')
    return errorPageTitle(Boolean(pageContext.is404), pageContext.chrome);
  return pageContext.seo?.title ?? 'Kavach Genomics';
}
