/// <reference types="vite/client" />

/** ALTCHA's words in one language (components/forms/altchaWidget.ts): they register themselves. */
declare module 'altcha/i18n/*';

/** Canonical origin of the public site, fixed at build time (vite.config.ts `define`). */
declare const __PUBLIC_SITE_URL__: string;

declare namespace Vike {
  interface PageContext {
    /** Set on the server by pages/+onBeforeRender.ts (lib/seo.ts) for the page's head. */
    seo?: { title: string; description: string | null };
    /** The page's language, from its URL prefix (pages/+onBeforeRoute.ts, lib/locale.ts). */
    locale?: import('./lib/locale').Locale;
    /** The interface texts of the page's frame in its language, set on the server (i18n/messages.ts). */
    chrome?: import('./i18n/catalog').Chrome;
    /**
     * The texts of a page translated whole (i18n/catalog.ts TRANSLATED_PAGES, or a content route
     * whose +data gave its PageContent in the page's language: CONTENT_PAGE_KEYS) in its language,
     * set on the server; undefined on every other page, whose body is English.
     */
    pageTexts?: import('./i18n/catalog').PageTexts;
  }
}
