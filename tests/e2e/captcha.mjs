// @ts-check
// What the public suites and the staff panel suite share about the captcha: whether its
// checkbox is drawn (pixels, not the DOM), the page's Content-Security-Policy violations, and
// Google's reCAPTCHA script stood in (no internet in tests). An ES module, so both the staff
// panel suite (ESM) and the public suites (CommonJS, through import()) can load it.
import { expect } from '@playwright/test';
import sharp from 'sharp';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Locator} Locator */

/** A colour channel must move this much for a pixel to count as visibly different. */
const VISIBLE_DELTA = 48;
/**
 * The share of the checkbox's box that must differ from the background: a 1 px border of a
 * 22 px box is about 17 % of it; a box with no border and no fill is 0 %.
 */
const MIN_DRAWN_SHARE = 0.08;

/**
 * The RGBA pixels of a PNG as stored, without colour conversion (sharp, in this process: a blank
 * page of the browser to decode it had cost a quarter of a second).
 * @param {Buffer} png @returns {Promise<Buffer>}
 */
const pixels = (png) => sharp(png).ensureAlpha().raw().toBuffer();

/**
 * How much of `checkbox`'s box is drawn: the share of its pixels that differ visibly from the
 * same box with the checkbox hidden (visibility: hidden), i.e. from what is behind it. A
 * checkbox whose styles were lost (no border, no fill, `appearance: none`) scores 0.
 * @param {Page} page @param {Locator} checkbox @returns {Promise<number>}
 */
export async function drawnShare(page, checkbox) {
  await checkbox.scrollIntoViewIfNeeded();
  const box = await checkbox.boundingBox();
  if (!box) throw new Error('the checkbox has no box');
  const x = Math.floor(box.x);
  const y = Math.floor(box.y);
  const clip = {
    x,
    y,
    width: Math.ceil(box.x + box.width) - x,
    height: Math.ceil(box.y + box.height) - y,
  };
  const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const shown = await shot();
  // A handle: a role locator no longer finds the checkbox once it is hidden.
  const element = await checkbox.elementHandle();
  if (!element) throw new Error('the checkbox is gone');
  await element.evaluate((el) => {
    el.style.visibility = 'hidden';
  });
  const behind = await shot();
  await element.evaluate((el) => {
    el.style.visibility = '';
  });
  await element.dispose();
  const [a, b] = await Promise.all([pixels(shown), pixels(behind)]);
  let differing = 0;
  for (let i = 0; i < a.length; i += 4) {
    const delta = Math.max(
      Math.abs(a[i] - b[i]),
      Math.abs(a[i + 1] - b[i + 1]),
      Math.abs(a[i + 2] - b[i + 2]),
    );
    if (delta >= VISIBLE_DELTA) differing += 1;
  }
  return differing / (a.length / 4);
}

/**
 * The checkbox is on screen, inside the viewport, and drawn: a visitor sees something to tick.
 * @param {Page} page @param {Locator} checkbox
 */
export async function expectCheckboxDrawn(page, checkbox) {
  await expect(checkbox).toBeVisible();
  const share = await drawnShare(page, checkbox);
  expect(share, 'share of the checkbox box drawn over its background').toBeGreaterThanOrEqual(
    MIN_DRAWN_SHARE,
  );
  const box = /** @type {NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>} */ (
    await checkbox.boundingBox()
  );
  const viewport = /** @type {{ width: number }} */ (page.viewportSize());
  expect(box.x, 'checkbox inside the viewport').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'checkbox inside the viewport').toBeLessThanOrEqual(viewport.width);
}

/**
 * Records every Content-Security-Policy violation of the page from now on, across its
 * navigations: the documents' `securitypolicyviolation` events (scripts, styles, frames,
 * workers they start) and the console's reports. Call before the page is opened.
 * @param {Page} page @returns {Promise<() => Promise<string[]>>}
 */
export async function watchCspViolations(page) {
  /** @type {string[]} */
  const reported = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (/** @type {string} */ text) =>
    reported.push(text),
  );
  await page.addInitScript(() => {
    const report = /** @type {{ __reportCspViolation(text: string): void }} */ (
      /** @type {unknown} */ (window)
    ).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (e) =>
      report(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile})`),
    );
  });
  return async function violations() {
    // Reports still on their way from the page.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    return [...reported];
  };
}

/**
 * One directive of a policy, e.g. directive(csp, 'style-src') → ["'self'"].
 * @param {string} policy @param {string} name @returns {string[] | null}
 */
export function directive(policy, name) {
  const part = policy.split(/;\s*/).find((d) => d.split(/\s+/)[0] === name);
  return part ? part.split(/\s+/).slice(1) : null;
}

/**
 * Google's api.js, stood in: `grecaptcha.render` draws a checkbox (in a box the size of
 * Google's) that calls back with a fresh token starting with `validPrefix` (unless
 * window.__standInReject is set), `reset` unticks it; the script calls the page's onload
 * function named in its URL.
 * @param {string} validPrefix
 */
export function grecaptchaStandIn(validPrefix) {
  return `(() => {
  const widgets = [];
  window.__standIn = { renders: [], resets: 0 };
  window.grecaptcha = {
    render(el, options) {
      const id = widgets.length;
      window.__standIn.renders.push({ sitekey: options.sitekey });
      const label = document.createElement('label');
      label.style.cssText = 'display:flex;align-items:center;gap:12px;width:300px;height:74px;padding:0 12px;border:1px solid #d3d3d3;border-radius:3px;background:#f9f9f9;font:14px Roboto,Arial,sans-serif;box-sizing:border-box';
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.style.cssText = 'width:24px;height:24px';
      box.addEventListener('change', () => {
        const prefix = window.__standInReject ? 'rejected-' : '${validPrefix}';
        if (box.checked) options.callback(prefix + Math.random().toString(36).slice(2));
      });
      label.append(box, "I'm not a robot");
      el.append(label);
      widgets.push(box);
      return id;
    },
    reset(id) {
      window.__standIn.resets += 1;
      widgets[id ?? 0].checked = false;
    },
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload) window[onload]();
})();`;
}

/**
 * Google's script stood in at its real address; nothing else of Google's is fetched (no
 * internet in tests). Returns the script addresses the page asked for.
 * @param {Page} page @param {string} validPrefix
 */
export async function standInGoogle(page, validPrefix) {
  /** @type {string[]} */
  const scripts = [];
  // The route added last is asked first: api.js is the stand-in, the rest is refused.
  await page.route(/^https:\/\/(www\.gstatic|recaptcha\.google|www\.google)\.com\//, (route) =>
    route.abort('blockedbyclient'),
  );
  await page.route(/^https:\/\/www\.google\.com\/recaptcha\/api\.js/, (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: grecaptchaStandIn(validPrefix) });
  });
  return { scripts };
}
