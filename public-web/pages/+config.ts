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
  favicon: '/favicon.svg',
  reactStrictMode: false,
  // Every page is a full load: no client router is downloaded
  // (docs/decisions/129-every-public-page-is-a-full-load-hydrated-once.md). The settings
  // vike-react also sends to the browser for client navigation stay on the server.
  clientRouting: false,
  // Nor Vike's client runtime: each page's own `+client.tsx` hydrates its islands
  // (lib/hydrateIslands.tsx) from the context the server writes into the page
  // (pages/+bodyHtmlEnd.ts), so a page's scripts are its own code and what it shares with other
  // pages (docs/decisions/136-a-public-page-hydrates-itself-without-vikes-client-runtime.md,
  // docs/decisions/137-a-public-page-hydrates-only-its-islands.md).
  clientHooks: false,
  meta: {
    title: { env: { server: true } },
    description: { env: { server: true } },
    lang: { env: { server: true } },
    Loading: { env: { server: true } },
  },
} satisfies Config;
