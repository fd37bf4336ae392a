import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // Every page of the site is static and prerendered at build time; pages
  // with parameters that are not listed (or render per request) are allowed.
  // keepDistServer: the Express server still needs renderPage() for 404s and
  // for any page that is not prerendered.
  prerender: { partial: true, keepDistServer: true },
  // Pages rendered per request are the same for every visitor, like the prerendered ones
  // (served `no-cache`): Vike's default, `no-store`, would also stop the web server's page
  // cache from keeping them (web-server/pages.mjs keeps no `no-store` page) and the back/forward cache.
  cacheControl: 'no-cache',
  // The page's language (pages/+onBeforeRoute.ts; <html lang> from pages/+lang.ts) and, on
  // a page in Hindi or Marathi, the interface texts it needs (pages/+onBeforeRender.ts); the
  // path, which the browser does not compute without the client router.
  passToClient: ['seo', 'locale', 'chrome', 'pageTexts', 'urlPathname'],
  favicon: '/favicon.svg',
  reactStrictMode: false,
  // Every page is a full load, hydrated once by +onRenderClient.tsx: no client router is
  // downloaded (docs/decisions/129-every-public-page-is-a-full-load-hydrated-once.md). The
  // settings vike-react also sends to the browser for client navigation stay on the server.
  clientRouting: false,
  meta: {
    title: { env: { server: true } },
    description: { env: { server: true } },
    lang: { env: { server: true } },
    Loading: { env: { server: true } },
  },
} satisfies Config;
