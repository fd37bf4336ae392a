/// <reference types="vite/client" />

/** Canonical origin of the public site, fixed at build time (vite.config.ts `define`). */
declare const __PUBLIC_SITE_URL__: string;

declare namespace Vike {
  interface PageContext {
    /** Set on the server by pages/+onBeforeRender.ts (lib/seo.ts), passed to the client. */
    seo?: { title: string; description: string | null };
    /** The page's language, from its URL prefix (pages/+onBeforeRoute.ts, lib/locale.ts). */
    locale?: import('./lib/locale').Locale;
    /**
     * The interface texts of a page in Hindi or Marathi, set on the server (i18n/messages.ts);
     * undefined on an English page, whose texts are the components' own.
     */
    chrome?: import('./i18n/catalog').Chrome;
  }
}
