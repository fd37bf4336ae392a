import type { PageContext } from 'vike/types';

/** `<html lang>`: the page's language (pages/+onBeforeRoute.ts). */
export default function lang(pageContext: PageContext): string {
  return pageContext.locale ?? 'en';
}
