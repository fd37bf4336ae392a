// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  deferPageScripts,
  finishPage,
  finishPrerenderedPages,
  hoistRootPreloads,
  inlineStylesheets,
  PAGE_MODULES_FILE,
} from './page-scripts.mjs';

const FRAME_CSS = 'body{margin:0;font:16px/1.5 sans-serif}\n';
/** A built loader; its `$&` is text, as a replacement must keep it. */
const LOADER = '(function(){var t=document.currentScript;t.dataset.x="$&"})();';

/** The end of a page as Vike writes it. */
const VIKE_PAGE = `<!DOCTYPE html>
<html lang="en"><head><link rel="stylesheet" type="text/css" href="/assets/static/frame.css"></head>
<body><div id="root"><link rel="preload" as="image" href="/images/logo.svg"/><link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/><p>Text</p><link rel="preload" as="image" href="/kept.svg"/></div>
        <script id="page-context" type="application/json">{"data":"\\u003c/script>"}</script>
        <script src="/assets/entries/pages_index_client.A1.js" type="module" async></script>
        <link rel="modulepreload" href="/assets/chunks/chunk-B2.js" as="script" type="text/javascript">
      </body>
</html>`;

describe('deferPageScripts', () => {
  it('moves the module script onto the loader, inline, with the modules the build lists for it', () =>
    withBuiltSite((dir) => {
      const html = deferPageScripts(VIKE_PAGE, dir);
      expect(html).toContain(
        '<script data-entry="/assets/entries/pages_index_client.A1.js"' +
          ` data-modules="/assets/chunks/chunk-B2.js /assets/chunks/chunk-C3.js">${LOADER}</script>`,
      );
      expect(html).not.toContain('type="module"');
      expect(html).not.toContain('modulepreload');
      expect(html).not.toContain('src="/page-scripts.js"');
      // Everything else stays: the stylesheet, the content and the page context.
      expect(html).toContain(
        '<link rel="stylesheet" type="text/css" href="/assets/static/frame.css">',
      );
      expect(html).toContain(
        '<div id="root"><link rel="preload" as="image" href="/images/logo.svg"/>',
      );
      expect(html).toContain('<script id="page-context" type="application/json">');
      expect(html.trimEnd().endsWith('</body>\n</html>')).toBe(true);
    }));

  it('gives a script the build did not list no modules: its own imports fetch them', () =>
    withBuiltSite((dir) => {
      const page = VIKE_PAGE.replace('pages_index_client.A1.js', 'pages_new_client.D4.js');
      expect(deferPageScripts(page, dir)).toContain(
        '<script data-entry="/assets/entries/pages_new_client.D4.js" data-modules="">',
      );
    }));

  it('leaves a response that is not one of Vike’s pages as it is', () =>
    withBuiltSite((dir) => {
      const other = '<!doctype html><p>Not found</p><link rel="modulepreload" href="/assets/x.js">';
      expect(deferPageScripts(other, dir)).toBe(other);
      const once = deferPageScripts(VIKE_PAGE, dir);
      expect(deferPageScripts(once, dir)).toBe(once);
    }));

  it('refuses a loader that would end its element early', () =>
    withBuiltSite(
      (dir) => {
        expect(() => deferPageScripts(VIKE_PAGE, dir)).toThrow('cannot be inline');
        expect(() => finishPrerenderedPages(dir)).toThrow('cannot be inline');
      },
      {},
      'document.write("</SCRIPT><script>x()")',
    ));
});

describe('hoistRootPreloads', () => {
  it('moves the preloads that open the root element to the end of the head, in order', () => {
    const html = hoistRootPreloads(VIKE_PAGE);
    expect(html).toContain(
      'href="/assets/static/frame.css"><link rel="preload" as="image" href="/images/logo.svg"/>' +
        '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/></head>',
    );
    // The root now starts with the page itself, as the browser build renders it; a preload
    // further down is the page's own and stays.
    expect(html).toContain(
      '<div id="root"><p>Text</p><link rel="preload" as="image" href="/kept.svg"/></div>',
    );
    expect(hoistRootPreloads(html)).toBe(html);
  });

  it('keeps a `$` in an address as it is', () => {
    const page =
      '<head></head><body><div id="root"><link rel="preload" href="/a$&b.svg"/><p>x</p></div>';
    expect(hoistRootPreloads(page)).toBe(
      '<head><link rel="preload" href="/a$&b.svg"/></head><body><div id="root"><p>x</p></div>',
    );
  });
});

/**
 * A built site's folder with the page's stylesheet (and `more` besides), the loader and the
 * list of the page script's modules, removed
 * after `fn`.
 */
function withBuiltSite(
  fn: (dir: string) => void,
  more: Record<string, string> = {},
  loader = LOADER,
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-scripts-'));
  try {
    fs.mkdirSync(path.join(dir, 'assets', 'static'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'assets/static/frame.css'), FRAME_CSS);
    fs.writeFileSync(path.join(dir, 'page-scripts.js'), loader);
    fs.writeFileSync(
      path.join(dir, PAGE_MODULES_FILE),
      JSON.stringify({
        '/assets/entries/pages_index_client.A1.js': [
          '/assets/chunks/chunk-B2.js',
          '/assets/chunks/chunk-C3.js',
        ],
      }),
    );
    for (const [file, text] of Object.entries(more))
      fs.writeFileSync(path.join(dir, 'assets/static', file), text);
    fn(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('inlineStylesheets', () => {
  it('puts each linked stylesheet of the build in the page, exactly as built, its link disabled', () =>
    withBuiltSite((dir) => {
      expect(inlineStylesheets(VIKE_PAGE, dir)).toContain(
        `<head><style>${FRAME_CSS}</style>` +
          '<link rel="stylesheet" type="text/css" href="/assets/static/frame.css" disabled></head>',
      );
    }));

  it('refuses a stylesheet that would end its element early', () =>
    withBuiltSite(
      (dir) => {
        const page = VIKE_PAGE.replace('frame.css', 'bad.css');
        expect(() => inlineStylesheets(page, dir)).toThrow('cannot be inline');
        // The build checks every stylesheet, linked from a prerendered page or not.
        expect(() => finishPrerenderedPages(dir)).toThrow('cannot be inline');
      },
      { 'bad.css': 'a::after{content:"</style><script>x()</script>"}' },
    ));
});

describe('finishPrerenderedPages', () => {
  it('rewrites every prerendered page under the folder and nothing else', () =>
    withBuiltSite((dir) => {
      fs.mkdirSync(path.join(dir, 'blog', '0'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'index.html'), VIKE_PAGE);
      fs.writeFileSync(path.join(dir, 'blog', '0', 'index.html'), VIKE_PAGE);
      fs.writeFileSync(path.join(dir, 'robots.txt'), 'type="module" async');
      expect(finishPrerenderedPages(dir)).toBe(2);
      for (const page of ['index.html', 'blog/0/index.html'])
        expect(fs.readFileSync(path.join(dir, page), 'utf8')).toBe(finishPage(VIKE_PAGE, dir));
      expect(fs.readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toBe('type="module" async');
      // A second build step over the same files changes nothing.
      expect(finishPrerenderedPages(dir)).toBe(0);
    }));
});
