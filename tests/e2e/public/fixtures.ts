// Shared helpers of the public-site end-to-end tests.
import { axeResults } from '../axe.mjs';
import { test as base, expect, type Page, type Route } from '@playwright/test';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { hydrated, pauseClock, resumePausedClock } from '../hydration';

export { hydrated };

export const POPUP_SHOWN_AT_KEY = 'kavach:successor-popup-shown-at';
/** A "shown at" later than any test's clock (real or fake), so the popup counts as shown recently. */
const SHOWN_LATER_THAN_ANY_CLOCK = '9999999999999';

/**
 * The main pages (route → the <h1> text): home, what we offer, resources, media, about,
 * contact, coming soon and the legal pages. tests/e2e/public-with-api/ covers the rest, and
 * the FAQ and leadership pages, whose items are the API's (pages.spec.ts: their 503 here). Its
 * route table visits each of these in a browser at both widths (load, console errors, the
 * heading, axe), with the API behind the site.
 */
export const MAIN_PAGES: [string, string][] = [
  ['/', 'Nutrigenomics'],
  ['/whatweoffer', 'What we offer'],
  ['/resources', 'A Comprehensive Hub For Insights, Research, and Answers'],
  ['/media', 'Pioneering the Future of Cancer Detection'],
  ['/about-us', 'About Kavach Genomics'],
  ['/abou-us', 'About Kavach Genomics'],
  ['/about-us/our-investors', 'Our Investor'],
  ['/contact-us', "Have questions? Reach out to us today we're here to help!"],
  ['/coming-soon', 'Coming Soon'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
];

/**
 * Main pages with blocks of the API's content (/resources: the FAQs and Recent Blogs, /media:
 * the latest news): with no API behind the server, as in this suite, they show their other blocks, say
 * that one is unavailable for a moment and answer 503. public-with-api/ checks them with it.
 */
export const API_BLOCK_PAGES = new Set(['/resources', '/media']);

/** A real ALTCHA challenge (low cost), as GET /api/captcha/challenge answers. */
async function altchaChallenge() {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 50,
    counter: 20,
    deriveKey,
    hmacSignatureSecret: 'e2e-secret',
  });
}

/**
 * TODO(api): GET /api/captcha/config and GET /api/captcha/challenge are mocked
 * here; switch to the real API once the e2e server runs it.
 */
export async function mockCaptcha(page: Page) {
  await page.route('**/api/captcha/config', (route) =>
    route.fulfill({ json: { provider: 'altcha', siteKey: null } }),
  );
  await page.route('**/api/captcha/challenge', async (route) =>
    route.fulfill({ json: await altchaChallenge(), headers: { 'Cache-Control': 'no-store' } }),
  );
}

/** A mocked answer; `hold` keeps the request pending until `release()` (to observe the busy state). */
export type Reply = { status: number; body?: unknown; hold?: boolean } | 'network-error';

/**
 * Answers a POST to `path` with the given replies in turn (the last one
 * repeats). Returns the JSON bodies sent, with `release()` for held replies.
 */
export async function mockPost(page: Page, path: string, replies: Reply[]) {
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const sent: unknown[] = [];
  let i = 0;
  await page.route(`**${path}`, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    sent.push(route.request().postDataJSON());
    const reply = replies[Math.min(i++, replies.length - 1)];
    if (reply === 'network-error') return route.abort('failed');
    if (reply.hold) await gate;
    await route.fulfill({ status: reply.status, json: reply.body ?? {} });
  });
  return Object.assign(sent, { release: () => release() });
}

/** Fake timers, paused: the page's timers fire only through page.clock.runFor(). */
export async function pausedClock(page: Page) {
  await pauseClock(page, new Date('2030-01-01T10:00:01Z'));
}

/** Every test starts with the successor popup shown recently, unless it opts in. */
export const test = base.extend<{ showPopup: boolean }>({
  showPopup: [false, { option: true }],
  page: async ({ page, showPopup }, use) => {
    if (!showPopup)
      await page.addInitScript(
        ([key, at]) => window.localStorage.setItem(key, at),
        [POPUP_SHOWN_AT_KEY, SHOWN_LATER_THAN_ANY_CLOCK],
      );
    await use(page);
    await resumePausedClock(page);
  },
});

export { expect };

/** Decodes the few entities React's server renderer produces in text. */
export function decodeHtml(text: string) {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * A row of a form's table of API answers → messages runs at one width: the mapping is the same
 * at both, and the rows alternate, so each width still shows the form's error message (and the
 * form's success test runs at both). `i` is the row's index.
 */
export const rowWidth = (i: number) => ({
  tag: i % 2 ? '@only-mobile-390' : '@only-desktop-1280',
});

/**
 * A flow whose layout is the same at both widths runs at 1280 px only; the other width's
 * layout is checked where it differs (navigation, images, hydration) and by
 * public-with-api/routes.spec.ts, which loads and axes every page at 390 px too.
 */
export const ONE_WIDTH = { tag: '@only-desktop-1280' };

/** axe's serious and critical findings (WCAG 2.1 A and AA, best practice) on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axeResults(page, {
    tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
    violationsOnly: true,
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 992;
