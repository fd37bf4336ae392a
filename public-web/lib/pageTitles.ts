/** Title pieces shared by the server (lib/seo.ts) and the browser (+title.ts). */
export const BRAND_SUFFIX = ' | Kavach Genomics';
export const NOT_FOUND_TITLE = 'Page not found' + BRAND_SUFFIX;
export const ERROR_TITLE = 'Something went wrong' + BRAND_SUFFIX;
