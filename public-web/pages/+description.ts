import type { PageContext } from 'vike/types';

export default function description(pageContext: PageContext): string | null {
  return pageContext.seo?.description ?? null;
}
