/** The brand colour (public-web/styles/global.css --brand), the one theme token of the panel. */
export const BRAND_COLOR = '#1b7f4b';
