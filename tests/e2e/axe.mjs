// @ts-check
// axe-core on a page of a browser test, shared by the three suites (an ES module, like
// browser.mjs). It runs as @axe-core/playwright's AxeBuilder runs it — axe.runPartial in each
// frame, then axe.finishRun over their results — with three differences that make a check five
// times faster: axe is injected once per document, not at every check (its 550 kB source
// compiled again each time); the page's own results are finished in the page, not copied out
// and into a new blank tab; and they come back as one JSON text. Measured one after the other
// on the same machine: a check of the staff panel's Contacts tab took 0.9–1.5 s with AxeBuilder
// and 0.15–0.25 s this way, with the same violations, passes and incomplete results; the panel's
// accessibility file took 129.6 s and 68.3 s.
import axe from 'axe-core';

/**
 * Where a test server that serves axe's script does (tests/e2e/public-with-api/serve.mjs). A
 * document loads it from there, cached for a year, so Chromium keeps its compiled code: each later
 * document runs it without compiling its 550 kB again. Injected through Playwright instead, it
 * took 0.27–0.34 s a document, against 0.08–0.11 s from the cached script.
 */
export const AXE_SCRIPT_PATH = '/__tests/axe-core.js';

/**
 * Answers a request for AXE_SCRIPT_PATH.
 * @param {import('node:http').ServerResponse} res
 */
export function sendAxeScript(res) {
  res.writeHead(200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
  res.end(axe.source);
}

/**
 * @typedef {{
 *   include?: string,
 *   tags?: readonly string[],
 *   rules?: readonly string[],
 *   violationsOnly?: boolean,
 * }} AxeOptions
 * `include`: a selector to check instead of the whole page; `tags` or `rules`: only the rules
 * with one of these tags, or these rules by id (as AxeBuilder's withTags and withRules);
 * `violationsOnly`: every node of a violation, but only the first of a pass or an incomplete
 * result (axe's resultTypes), which spares the copying of every passing node's details.
 */

/**
 * axe's results on the page as it is now.
 * @param {import('@playwright/test').Page} page
 * @param {AxeOptions} [options]
 * @returns {Promise<import('axe-core').AxeResults>}
 */
export async function axeResults(page, { include, tags, rules, violationsOnly } = {}) {
  /** @type {import('axe-core').RunOptions} */
  const options = violationsOnly ? { resultTypes: ['violations'] } : {};
  if (tags) options.runOnly = { type: 'tag', values: [...tags] };
  if (rules) options.runOnly = { type: 'rule', values: [...rules] };
  /** @type {import('axe-core').ContextObject} */
  const context = include ? { include: [include], exclude: [] } : { include: [], exclude: [] };
  const top = page.mainFrame();
  await inject(top);
  await animationsSettled(top);
  const inside = JSON.stringify(await partialsInside(top, context, options));
  // The page's own partial results stay in the page, and the results cross as one JSON text:
  // Playwright copying the partial results of a large page (300 kB) out and back in took
  // longer than axe's run itself.
  const results = await top.evaluate(async ([ctx, opts, framesInside]) => {
    const axeCore = /** @type {any} */ (window).axe;
    const own = await axeCore.runPartial(ctx, opts);
    return JSON.stringify(await axeCore.finishRun([own, ...JSON.parse(framesInside)], opts));
  }, /** @type {const} */ ([context, options, inside]));
  return JSON.parse(results);
}

/**
 * Waits for the animations and transitions under way in `frame` that end (a panel sliding in,
 * a fade): axe judges what stays on the screen, and text halfway through a fade-in has less
 * contrast than it will have. Endless ones (a scrolling banner, a spinner) are left running.
 * @param {import('@playwright/test').Frame} frame
 */
async function animationsSettled(frame) {
  await frame.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
        )
        // A cancelled animation rejects its promise: it no longer changes the page either.
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Injects axe into `frame` unless its document has it already.
 * @param {import('@playwright/test').Frame} frame
 */
async function inject(frame) {
  if (await frame.evaluate(() => typeof (/** @type {any} */ (window).axe) === 'object')) return;
  const served = await scriptAt(frame);
  if (served) await frame.addScriptTag({ url: served });
  else await frame.evaluate(axe.source);
  // Results travel through Playwright, never between frames: no origin needs trusting.
  await frame.evaluate(() =>
    /** @type {any} */ (window).axe.configure({ allowedOrigins: ['<same_origin>'] }),
  );
}

/** Per origin, whether it serves AXE_SCRIPT_PATH: asked once. @type {Map<string, Promise<boolean>>} */
const serving = new Map();

/**
 * The address of axe's script at the frame's origin, if that origin serves it.
 * @param {import('@playwright/test').Frame} frame
 * @returns {Promise<string | undefined>}
 */
async function scriptAt(frame) {
  const { origin, protocol } = new URL(frame.url());
  if (protocol !== 'http:' && protocol !== 'https:') return undefined;
  const url = origin + AXE_SCRIPT_PATH;
  if (!serving.has(origin))
    serving.set(
      origin,
      frame
        .page()
        .request.head(url)
        .then(
          (res) => res.ok(),
          () => false,
        ),
    );
  return (await serving.get(origin)) ? url : undefined;
}

/**
 * The partial results of the frames inside `frame`, in axe's frame order (each frame, then the
 * frames inside it); a frame that could not be checked is null, as axe.finishRun expects (it
 * reports such a frame).
 * @param {import('@playwright/test').Frame} frame
 * @param {unknown} context
 * @param {import('axe-core').RunOptions} options
 * @returns {Promise<unknown[]>}
 */
async function partialsInside(frame, context, options) {
  /** @type {{ frameSelector: unknown, frameContext: unknown }[]} */
  const frames = await frame.evaluate(
    (ctx) => /** @type {any} */ (window).axe.utils.getFrameContexts(ctx),
    context,
  );
  /** @type {unknown[]} */
  const partials = [];
  for (const { frameSelector, frameContext } of frames) {
    let own;
    /** @type {import('@playwright/test').Frame | null | undefined} */
    let child;
    try {
      const element = await frame.evaluateHandle(
        (s) => /** @type {any} */ (window).axe.utils.shadowSelect(s),
        frameSelector,
      );
      // A frame sandboxed without scripts (a mail shown as sent) runs nothing, axe included.
      const scriptable = await element.evaluate(
        (el) =>
          !el.hasAttribute('sandbox') ||
          /** @type {HTMLIFrameElement} */ (el).sandbox.contains('allow-scripts'),
      );
      child = scriptable ? await element.asElement()?.contentFrame() : null;
      if (!child) throw new Error('no frame axe can run in');
      await inject(child);
      own = JSON.parse(
        await child.evaluate(
          async ([ctx, opts]) =>
            JSON.stringify(await /** @type {any} */ (window).axe.runPartial(ctx, opts)),
          /** @type {const} */ ([frameContext, options]),
        ),
      );
    } catch {
      // A frame gone since axe listed it, or one axe could not run in: reported as unchecked.
      partials.push(null);
      continue;
    }
    partials.push(own, ...(await partialsInside(child, frameContext, options)));
  }
  return partials;
}
