// @ts-check
/**
 * The public pages load their scripts once the page has loaded. Vike ends each page with its
 * module script, which a browser fetches at once, beside the stylesheets and the largest
 * picture, and then each module it imports: on a slow phone link the scripts then share the
 * bandwidth with what the reader is waiting for. Here the script and its modules (the build's
 * list, PAGE_MODULES_FILE) become data on one small
 * script, the loader (public/page-scripts.js), which starts them once the page has
 * loaded and painted, the pictures on screen included (the modules first, the entry a task
 * later): text, styles and pictures first, interactivity a moment later (forms, menus and
 * carousels work as before). The loader is inline, at the end of the page's body: on a phone's
 * link its own request had been one more the page waited on (Lighthouse's slow phone drew `/`
 * 0.4–0.5 s later with it). The Content-Security-Policy allows exactly its built text, by its
 * hash (web-server/security-headers.mjs, inlineHashes).
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
const STYLESHEET =
  /<link rel="stylesheet" type="text\/css" href="\/(assets\/static\/[^"/]+\.css)">/g;
/** The languages the site's one font is for: it draws Devanagari (styles/base.css). */
const FONT_LANGUAGE = /^<!DOCTYPE html>\s*<html lang="(hi|mr)"[^>]*>\s*<head>/i;

/**
 * The first thing a Hindi or Marathi page runs, before it is drawn (its text is
 * DEVANAGARI_FONT_GATE, inline at the top of the page's head). Once this browser holds the
 * Devanagari font, the page names it at once (styles/base.css, `html.devanagari-font`), so it is
 * drawn with it from the cache. Otherwise the page is drawn in the device's Devanagari font and
 * fetches ours once it has loaded and is idle (nothing takes bandwidth from its first paint),
 * then marks it held for the next page. A device with no Devanagari font of its own (the stand-in
 * finds nothing: the text is empty boxes) fetches it at once and is drawn with it on arrival.
 * Inline, on those pages only, so an English page's scripts do not grow; the
 * Content-Security-Policy allows it by its hash (web-server/security-headers.mjs), which
 * languages.test.ts holds to it. Written out by hand and kept as text (a bundler re-prints a
 * function's source, which would change its hash). In words: r is <html>, k the mark; f(now)
 * asks the browser's font set for our font for one letter (क), which fetches it though nothing
 * names it yet, leaves the mark and, when `now`, names the font at once; after the load event the
 * stand-in is asked the same: if it draws the letter, the font is fetched when the page is idle,
 * else at once.
 */
export const DEVANAGARI_FONT_GATE = String.raw`(function(){var r=document.documentElement,k="kavach.devanagari-font";try{if(localStorage.getItem(k))return r.classList.add("devanagari-font")}catch(e){}function f(now){document.fonts.load('1em "Kavach Devanagari"',"\u0915").then(function(l){if(!l.length)return;try{localStorage.setItem(k,"1")}catch(e){}now&&r.classList.add("devanagari-font")},function(){})}addEventListener("load",function(){document.fonts.load('1em "Kavach Devanagari Stand-in"',"\u0915").then(function(s){if(!s.length)return f(1);window.requestIdleCallback?requestIdleCallback(function(){f()},{timeout:3e3}):setTimeout(function(){f()},1e3)},function(){f(1)})})})()`;

/** The built loader, minified by the build (vite.config.ts), in `clientDir`. */
export const LOADER_FILE = 'page-scripts.js';

/**
 * Each page script's modules, in `clientDir`: for every entry the build wrote, the files it
 * imports directly or through another (vite.config.ts, pageModuleLists). Vike lists them as
 * preloads only for a page that loads its client runtime, which these pages do not
 * (pages/+config.ts, `clientHooks: false`).
 */
export const PAGE_MODULES_FILE = 'page-modules.json';

/** @type {Map<string, Record<string, string[]>>} */
const moduleLists = new Map();

/**
 * The modules of the page script `entry` (read once per build); none for an entry the build did
 * not list, whose own imports then fetch them.
 * @param {string} clientDir
 * @param {string} entry
 * @returns {string[]}
 */
function pageModules(clientDir, entry) {
  let lists = moduleLists.get(clientDir);
  if (!lists) {
    const file = path.join(clientDir, PAGE_MODULES_FILE);
    lists = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
    moduleLists.set(clientDir, lists);
  }
  return lists[entry] ?? [];
}

/** @type {Map<string, string>} */
const builtTexts = new Map();

/**
 * A built file's text (read once), for an element of the page: one that could end the element
 * (`</style`, `</script`) is refused, as the build refuses it (finishPrerenderedPages).
 * @param {string} file
 * @param {'style' | 'script'} element
 */
function inlineText(file, element) {
  let text = builtTexts.get(file);
  if (text === undefined) {
    text = fs.readFileSync(file, 'utf8');
    if (text.toLowerCase().includes(`</${element}`))
      throw new Error(`${file} holds "</${element}": it cannot be inline`);
    builtTexts.set(file, text);
  }
  return text;
}

/**
 * The page with its module script (and any modulepreload link) replaced by the loader, inline,
 * with the modules the script imports as its data. A page
 * without Vike's module script (a response that is not one of its pages) is returned as it is.
 * @param {string} html
 * @param {string} clientDir the site's built files (dist/client)
 * @returns {string}
 */
export function deferPageScripts(html, clientDir) {
  const entry = ENTRY.exec(html);
  if (!entry) return html;
  const modules = pageModules(clientDir, entry[1]);
  const loader =
    `<script data-entry="${entry[1]}" data-modules="${modules.join(' ')}">` +
    `${inlineText(path.join(clientDir, LOADER_FILE), 'script')}</script>`;
  // A function replacement: a `$` in the loader is text, not a replacement pattern.
  return html.replace(PRELOAD, '').replace(ENTRY, () => loader);
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
 * The page without a font preload, and on a Hindi or Marathi page the Devanagari font's gate at
 * the top of its head. Vike preloads every font a page's stylesheets name: on a first visit the
 * 70 KB font then took bandwidth from the page's own first paint (Lighthouse's throttled slow
 * phone drew `/hi` and `/mr` 1.12 and 1.19 × later than `/`), and was drawn only when it beat
 * that paint (`optional`).
 * A first visit now draws in the device's Devanagari; the font arrives after the page has loaded
 * and draws every later page from its first paint.
 * @param {string} html
 * @returns {string}
 */
function devanagariFontOnceHeld(html) {
  const page = html.replace(FONT_PRELOAD, '');
  return page.replace(FONT_LANGUAGE, (head) => `${head}<script>${DEVANAGARI_FONT_GATE}</script>`);
}

/**
 * The page with its stylesheets inline: Vike links each of a page's stylesheets (2–6 of them,
 * 1–8 KB gzip together), and the browser draws nothing until it has fetched them all, one more
 * round trip after the page on a phone's link. Inline, the page is drawn from its own bytes. The
 * Content-Security-Policy allows exactly these texts, by the hashes of the built files
 * (web-server/security-headers.mjs, inlineStyleHashes): each is inserted as it is.
 *
 * Each keeps its link, disabled: a browser neither fetches nor applies a disabled stylesheet,
 * but the page's scripts see it. They load a module's stylesheets with it (Vite's preload) and
 * skip a stylesheet the page already links; without the link they would append a second copy of
 * the page's own styles at the end of the head, out of their order, and the page would move
 * while it arrived.
 * @param {string} html
 * @param {string} clientDir the site's built files (dist/client)
 * @returns {string}
 */
export function inlineStylesheets(html, clientDir) {
  return html.replace(
    STYLESHEET,
    (link, file) =>
      `<style>${inlineText(path.join(clientDir, file), 'style')}</style>${link.replace('>', ' disabled>')}`,
  );
}

/**
 * A built page as the site serves it: stylesheets inline, preloads in the head (no font's), the
 * Devanagari font's gate on a Hindi or Marathi page, scripts after the page.
 * @param {string} html
 * @param {string} clientDir the site's built files (dist/client)
 * @returns {string}
 */
export function finishPage(html, clientDir) {
  return deferPageScripts(
    devanagariFontOnceHeld(hoistRootPreloads(inlineStylesheets(html, clientDir))),
    clientDir,
  );
}

/**
 * Rewrites every prerendered page (*.html) under `clientDir` with finishPage, after checking
 * that every built stylesheet and the loader can be inline (the pages rendered per request
 * inline them too).
 * @param {string} clientDir
 * @returns {number} pages rewritten
 */
export function finishPrerenderedPages(clientDir) {
  const styles = path.join(clientDir, 'assets', 'static');
  if (fs.existsSync(styles))
    for (const name of fs.readdirSync(styles))
      if (name.endsWith('.css')) inlineText(path.join(styles, name), 'style');
  inlineText(path.join(clientDir, LOADER_FILE), 'script');
  let rewritten = 0;
  for (const entry of fs.readdirSync(clientDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = fs.readFileSync(file, 'utf8');
    const finished = finishPage(html, clientDir);
    if (finished === html) continue;
    fs.writeFileSync(file, finished);
    rewritten++;
  }
  return rewritten;
}
