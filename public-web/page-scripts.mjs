// @ts-check
/**
 * The public pages load their scripts once the page has loaded. Vike ends each page with its
 * module script and a modulepreload link per chunk, which a browser fetches at once, beside the
 * stylesheets and the largest picture: on a slow phone link some 50 KB of scripts then share the
 * bandwidth with what the reader is waiting for. Here those tags become data on one small
 * deferred script, /page-scripts.js (public/page-scripts.js), which starts them once the page has
 * loaded and painted, the pictures on screen included (the modules first, the entry a task
 * later): text, styles and pictures first, interactivity a moment later (forms, menus and
 * carousels work as before).
 *
 * React also writes the preloads of a page's first pictures where the page's markup begins, inside
 * the element the browser build hydrates; that build does not render them, so hydration found
 * other elements first and moved the whole page past them (the browser laid everything out again,
 * a long task on a slow phone). They move into the head, where preloads belong.
 *
 * Applied to every public page: the prerendered files when the site is built (vite.config.ts)
 * and the pages rendered per request. The build copies this module beside its server entry
 * (dist/server/page-scripts.mjs), where the web server (web-server/pages.mjs) loads it with the
 * rest of the site's server build: the server depends on the site's build output, never on its
 * sources, and the site never on the server.
 */
import fs from 'node:fs';
import path from 'node:path';

const ENTRY = /<script src="(\/assets\/[^"]+\.js)" type="module" async><\/script>/;
const PRELOAD = /[ \t]*<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"[^>]*>\n?/g;
const ROOT_PRELOADS = /(<div id="root">)((?:<link rel="preload"[^>]*>)+)/;
const FONT_PRELOAD = /[ \t]*<link rel="preload" [^>]*as="font"[^>]*>\n?/g;
/** The languages the site's one font is for: it draws Devanagari (styles/base.css). */
const FONT_LANGUAGE = /^<!DOCTYPE html>\s*<html lang="(hi|mr)"/i;

/**
 * The page with its module script and modulepreload links replaced by the loader. A page
 * without Vike's module script (a response that is not one of its pages) is returned as it is.
 * @param {string} html
 * @returns {string}
 */
export function deferPageScripts(html) {
  const entry = ENTRY.exec(html);
  if (!entry) return html;
  const modules = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const loader =
    `<script src="/page-scripts.js" defer data-entry="${entry[1]}"` +
    ` data-modules="${modules.join(' ')}"></script>`;
  return html.replace(PRELOAD, '').replace(ENTRY, loader);
}

/**
 * The page with the preloads that open its root element moved to the end of its head.
 * @param {string} html
 * @returns {string}
 */
export function hoistRootPreloads(html) {
  const found = ROOT_PRELOADS.exec(html);
  if (!found || !html.includes('</head>')) return html;
  // Function replacements: a `$` in a picture's address is text, not a replacement pattern.
  return html
    .replace(ROOT_PRELOADS, (_, root) => root)
    .replace('</head>', () => `${found[2]}</head>`);
}

/**
 * The page without its font preload unless it is in Hindi or Marathi. Vike preloads every font
 * a page's stylesheets name, and every page shares the stylesheet that names the Devanagari
 * font; an English page draws no Devanagari with it (the switcher's "हिन्दी" and "मराठी" use
 * the device's font), so it would fetch some 70 KB for nothing.
 * @param {string} html
 * @returns {string}
 */
function preloadFontsOfItsLanguage(html) {
  return FONT_LANGUAGE.test(html) ? html : html.replace(FONT_PRELOAD, '');
}

/**
 * A built page as the site serves it: preloads in the head (a font's only where it is drawn),
 * scripts after the page.
 * @param {string} html
 * @returns {string}
 */
export function finishPage(html) {
  return deferPageScripts(preloadFontsOfItsLanguage(hoistRootPreloads(html)));
}

/**
 * Rewrites every prerendered page (*.html) under `clientDir` with finishPage.
 * @param {string} clientDir
 * @returns {number} pages rewritten
 */
export function finishPrerenderedPages(clientDir) {
  let rewritten = 0;
  for (const entry of fs.readdirSync(clientDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = fs.readFileSync(file, 'utf8');
    const finished = finishPage(html);
    if (finished === html) continue;
    fs.writeFileSync(file, finished);
    rewritten++;
  }
  return rewritten;
}
