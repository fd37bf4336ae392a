import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { ROUTES, sitemapRoutes } from './routes.ts';
import { buildRobotsTxt, buildSitemapXml } from './lib/sitemap.ts';
import { devanagariFont } from './devanagari-font.ts';
import { svgTextOutlines } from './svg-text-outlines.ts';
import { finishPrerenderedPages, PAGE_MODULES_FILE } from './page-scripts.mjs';

/** The module that finishes the pages (copied into the server build). */
const PAGE_SCRIPTS = fileURLToPath(new URL('./page-scripts.mjs', import.meta.url));

/** Canonical origin baked into prerendered pages, sitemap.xml and robots.txt. */
const PUBLIC_SITE_URL = (process.env.PUBLIC_SITE_URL || 'http://localhost:3000').replace(
  /\/+$/,
  '',
);

/** Emits sitemap.xml and robots.txt into the client build from the route list. */
function seoFiles(): Plugin {
  return {
    name: 'kavach:seo-files',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: buildSitemapXml(PUBLIC_SITE_URL, sitemapRoutes()),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: buildRobotsTxt(PUBLIC_SITE_URL),
      });
    },
  };
}

/**
 * Content modules build lookup tables at module level (e.g. `pagesByRoute =
 * Object.fromEntries([...].map(...))` in content/programmePages.ts). Bundlers
 * must assume such calls have side effects, so a page importing one text block
 * would ship every page's text. The calls are pure: annotate them.
 */
function pureContentIndexes(): Plugin {
  return {
    name: 'kavach:pure-content-indexes',
    transform(code, id) {
      if (!/[\\/]content[\\/][^\\/]+\.ts$/.test(id)) return null;
      const marker = 'Object.fromEntries(';
      let out = code;
      let at = out.indexOf(marker);
      while (at !== -1) {
        // Wrap `Object.fromEntries(...)` in a pure IIFE so its arguments go too.
        let depth = 0;
        let end = at + marker.length - 1;
        for (; end < out.length; end++) {
          if (out[end] === '(') depth++;
          else if (out[end] === ')' && --depth === 0) break;
        }
        const call = out.slice(at, end + 1);
        const wrapped = '/* @__PURE__ */ (() => ' + call + ')()';
        out = out.slice(0, at) + wrapped + out.slice(end + 1);
        at = out.indexOf(marker, at + wrapped.length);
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * The browser runs the pages on Preact's React-compatible build (preact/compat): the same
 * components and hooks, hydrating the HTML React rendered on the server, in about 12 KB gzip
 * instead of react-dom's 60 KB. The server keeps React (vike-react renders and streams with it).
 */
function preactInTheBrowser(): Plugin {
  const compat: Record<string, string> = {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': fileURLToPath(new URL('./lib/preactClient.ts', import.meta.url)),
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-runtime',
  };
  return {
    name: 'kavach:preact-in-the-browser',
    enforce: 'pre',
    // Development keeps React in the browser too (its dependency pre-bundling would mix both).
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    resolveId(id, importer, options) {
      const to = compat[id];
      return to ? this.resolve(to, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

/**
 * The prerendered pages are finished as served pages are (page-scripts.mjs: preloads in the
 * head, scripts after the page). Vike prerenders while the server build is written, so this
 * runs when that build closes. The same module goes into the server build beside its entry
 * (dist/server/page-scripts.mjs), for the web server to finish the pages it renders per request.
 */
function finishedPrerenderedPages(): Plugin {
  let clientDir = '';
  let serverDir = '';
  return {
    name: 'kavach:finished-prerendered-pages',
    apply: 'build',
    configResolved(config) {
      const outDir = (name: string, fallback: string) =>
        path.resolve(config.root, config.environments[name]?.build.outDir ?? fallback);
      clientDir = outDir('client', 'dist/client');
      serverDir = outDir('ssr', 'dist/server');
    },
    applyToEnvironment: (env) => env.name === 'ssr',
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        fs.copyFileSync(PAGE_SCRIPTS, path.join(serverDir, 'page-scripts.mjs'));
        finishPrerenderedPages(clientDir);
      },
    },
  };
}

/**
 * Writes, for every script a page can start (an entry of the client build), the modules it
 * imports directly or through another: the loader fetches them side by side with it instead of
 * discovering them one import after another (page-scripts.mjs, pageModules).
 */
function pageModuleLists(): Plugin {
  return {
    name: 'kavach:page-module-lists',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const file of Object.values(bundle))
        if (file.type === 'chunk') imports.set(file.fileName, file.imports);
      const lists: Record<string, string[]> = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.isEntry) continue;
        const found = new Set<string>();
        const visit = (name: string) => {
          for (const imported of imports.get(name) ?? []) {
            if (found.has(imported)) continue;
            found.add(imported);
            visit(imported);
          }
        };
        visit(file.fileName);
        lists[`/${file.fileName}`] = [...found].map((name) => `/${name}`);
      }
      this.emitFile({ type: 'asset', fileName: PAGE_MODULES_FILE, source: JSON.stringify(lists) });
    },
  };
}

/**
 * public/page-scripts.js, the one classic script of every page, is kept readable in the source
 * and copied as it is; the browser gets it minified (about 0.8 KB gzip instead of 1.8).
 */
function minifiedPageLoader(): Plugin {
  let file = '';
  return {
    name: 'kavach:minified-page-loader',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    configResolved(config) {
      const outDir = config.environments.client?.build.outDir ?? 'dist/client';
      file = path.resolve(config.root, outDir, 'page-scripts.js');
    },
    writeBundle() {
      const minified = minifySync('page-scripts.js', fs.readFileSync(file, 'utf8'));
      if (minified.errors.length) throw new Error(`page-scripts.js: ${minified.errors[0].message}`);
      fs.writeFileSync(file, minified.code);
    },
  };
}

/**
 * The browsers the site's CSS is written for: they have light-dark() and color-mix(). Lightning
 * CSS compiles each stylesheet for `css.lightningcss.targets` and minifies the bundle for
 * `build.cssTarget`; both must name these browsers. With Vite's default per-file targets (Chrome
 * 111) it rewrote ALTCHA's light-dark() colours into variables that only a `color-scheme`
 * declaration sets; the site makes none, so the colours were invalid and the captcha's checkbox
 * was drawn with no border and no background: visitors saw only "I'm not a robot".
 */
const CSS_BROWSERS = [
  ['chrome', 123, 0],
  ['edge', 123, 0],
  ['firefox', 120, 0],
  ['safari', 17, 5],
  ['ios', 17, 5],
] as const;

/** CSS_BROWSERS as Lightning CSS writes a version: major << 16 | minor << 8. */
function lightningCssTargets(): Record<string, number> {
  const key = (name: string) => (name === 'ios' ? 'ios_saf' : name);
  return Object.fromEntries(
    CSS_BROWSERS.map(([name, major, minor]) => [key(name), (major << 16) | (minor << 8)]),
  );
}

// Keep the route list honest: a typo'd duplicate would silently shadow a page.
if (new Set(ROUTES.map((r) => r.path)).size !== ROUTES.length)
  throw new Error('routes.ts: duplicate path');

export default defineConfig({
  plugins: [
    devanagariFont(),
    preactInTheBrowser(),
    pureContentIndexes(),
    react(),
    vike(),
    seoFiles(),
    minifiedPageLoader(),
    pageModuleLists(),
    svgTextOutlines(),
    finishedPrerenderedPages(),
  ],
  define: { __PUBLIC_SITE_URL__: JSON.stringify(PUBLIC_SITE_URL) },
  // Lightning CSS resolves `composes: x from './other.module.css'` itself (the cards share one
  // frame); Vite's PostCSS path parsed those files without their names and warned on every build.
  css: { transformer: 'lightningcss', lightningcss: { targets: lightningCssTargets() } },
  build: {
    target: 'es2022',
    cssTarget: CSS_BROWSERS.map(
      ([name, major, minor]) => `${name}${major}${minor ? `.${minor}` : ''}`,
    ),
    rolldownOptions: {
      output: {
        // The shared frame (layout components, global CSS, the newsletter
        // form) in one chunk with one stylesheet, instead of a dozen tiny
        // chunks and <link>s; page-specific code stays with its page. What a visitor may
        // never use loads when it is needed: the successor dialog with its modal
        // (SuccessorPopup.tsx), the newsletter form's answers (NewsletterForm.tsx).
        codeSplitting: {
          groups: [
            // The languages (lib/locale.ts) in a chunk of their own: the server entry loads
            // them at once for its routing hook (+onBeforeRoute.ts). Inside the frame's chunk
            // they would load React before Vike sets NODE_ENV (React's development build beside
            // react-dom's production one: every page rendered per request failed).
            { name: 'locale', test: /[\\/]public-web[\\/]lib[\\/]locale\.ts$/ },
            {
              name: 'frame',
              test: /[\\/]public-web[\\/](styles[\\/]|components[\\/](layout|ui)[\\/](?!SuccessorDialog|Modal)|components[\\/]forms[\\/](NewsletterForm|newsletterCheck|messages|FormStatus|forms\.module)|lib[\\/]scroll\.ts|content[\\/]site\.ts)/,
            },
          ],
        },
      },
    },
  },
});
