/// <reference types="vite/client" />

/** Canonical origin of the public site, fixed at build time (vite.config.ts `define`). */
declare const __PUBLIC_SITE_URL__: string;

declare namespace Vike {
  interface PageContext {
    /** Set on the server by pages/+onBeforeRender.ts (lib/seo.ts), passed to the client. */
    seo?: { title: string; description: string | null };
  }
}
