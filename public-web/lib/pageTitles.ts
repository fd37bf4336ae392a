/** Title pieces shared by the server (lib/seo.ts) and the browser (+title.ts). */
import type { Chrome } from '../i18n/catalog';

export const BRAND_SUFFIX = ' | Kavach Genomics';
export const NOT_FOUND_TITLE = 'Page not found' + BRAND_SUFFIX;
export const ERROR_TITLE = 'Something went wrong' + BRAND_SUFFIX;

/**
 * The error page's <title>: its heading in the page's language (`chrome`, pageContext.chrome),
 * brand added, so 'Page not found | Kavach Genomics' in English as before; English where no
 * chrome came with the page.
 */
export function errorPageTitle(
  is404: boolean,
  chrome?: Pick<Chrome, 'notFoundHeading' | 'errorHeading'>,
): string {
  if (!chrome) return is404 ? NOT_FOUND_TITLE : ERROR_TITLE;
  return (is404 ? chrome.notFoundHeading : chrome.errorHeading) + BRAND_SUFFIX;
}
