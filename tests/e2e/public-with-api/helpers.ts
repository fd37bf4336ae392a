import {
  test as base,
  expect,
  type APIRequestContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import { axeResults } from '../axe.mjs';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { hydrated, pauseClock } from '../hydration';
import { parseMail, type ParsedMail } from '../../../api/test/helpers/smtp-capture';

export { hydrated, pauseClock };

/** The successor-brand popup shows once a week: mark it shown so it does not cover the pages under test. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(markPopupSeen);
    await use(page);
  },
});

function markPopupSeen() {
  // A time later than any clock, so it counts as shown recently whatever the date.
  window.localStorage.setItem('kavach:successor-popup-shown-at', '9999999999999');
}

/**
 * Tests that only ask the server over HTTP (no browser, so no width) carry this tag; they run
 * in the 1280 px project only (playwright.config.ts).
 */
export const HTTP_ONLY = { tag: '@http-only' };

/**
 * A flow whose layout is the same at both widths runs at 1280 px only (playwright.config.ts);
 * the route table's visit (routes.spec.ts) loads, checks and axes each of its pages at 390 px.
 */
export const ONE_WIDTH = { tag: '@only-w1280' };

/**
 * A row of a form's table of API answers → messages runs at one width: the mapping is the same
 * at both, and the rows alternate, so each width still shows the form's error message (and its
 * success tests run at both). `i` is the row's index.
 */
export const rowWidth = (i: number) => ({ tag: i % 2 ? '@only-w390' : '@only-w1280' });

/**
 * One page, at the project's width, for a describe block whose tests each open one route and
 * look at it (the route table's loads, axe per route). Each route is a new document; the site
 * keeps nothing between pages but the popup flag, which every test page sets anyway. On the
 * 2-core CI machine a new browser context per route (its own renderer process) took about as
 * long as loading the route. Call inside the describe block; the function returns the page.
 */
export function sharedPage(options: { reducedMotion?: 'reduce' } = {}): () => Page {
  let page: Page | undefined;
  test.beforeAll(async ({ browser }, testInfo) => {
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } =
      testInfo.project.use;
    const context = await browser.newContext({
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      baseURL,
      reducedMotion: options.reducedMotion,
    });
    await context.addInitScript(markPopupSeen);
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await page?.context().close();
    page = undefined;
  });
  return () => {
    if (!page) throw new Error('sharedPage() is used outside its describe block');
    return page;
  };
}

export { expect };

export const GATEWAY = `http://127.0.0.1:${process.env.PUBLIC_WITH_API_GATEWAY_PORT ?? 3461}`;

/**
 * Every public route, written out here rather than read from public-web/routes.ts, with valid
 * values for the parameters: /blog/0…30, /news/0…2, /about-us/careers/0…2 (the three seeded
 * openings) and both tributes. /products/nutrigenomics is a redirect to the external
 * nutrigenomics site and is checked on its own.
 */
export const ALL_ROUTES: string[] = [
  '/',
  '/media',
  '/about-us',
  '/abou-us',
  '/whatweoffer',
  '/resources',
  '/contact-us',
  '/about-us/leadership',
  '/about-us/our-investors',
  '/about-us/the-company',
  '/about-us/careers',
  '/about-us/careers/0',
  '/about-us/careers/1',
  '/about-us/careers/2',
  '/about-us/our-licensors',
  '/science/blogs',
  '/science/publications',
  '/science/case-studies',
  '/science/hrc-aob',
  '/faqs',
  '/faqs/hrc',
  '/faqs/aob',
  '/products',
  '/products/hrc',
  '/products/b-cube/onco',
  '/products/b-cube/diabetes',
  '/products/packages/corporate',
  '/products/packages/cancer-survivor',
  '/products/packages/hospitals',
  '/blog',
  ...Array.from({ length: 31 }, (_, i) => `/blog/${i}`),
  '/news/0',
  '/news/1',
  '/news/2',
  '/media/video-coverage',
  '/media/press-release',
  '/media/articles',
  '/media/media-contact',
  '/our-sessions',
  '/tribute/vasant-kelkar',
  '/tribute/radhika-menon',
  '/screening-subject',
  '/cancer-patient',
  '/cancer-survivor',
  '/diabetes-type1',
  '/diabetes-type2',
  '/diabetes-comorbidities',
  '/cancercta',
  '/diabetescta',
  '/coming-soon',
  // The newsletter mails' link pages, opened without a token: they say the link is not valid.
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/privacy-policy',
  '/terms',
];

/** Routes that are the same page as another one (canonical elsewhere), so may share its title. */
export const CANONICAL_ALIASES = new Set(['/abou-us']);

/**
 * The routes axe runs on in the route table's visit (routes.spec.ts): every page but the
 * blog posts, news items and openings beyond the first (the last, too, of the blog), which
 * share its template.
 */
export const AXE_ROUTES = new Set<string>([
  // The main pages (tests/e2e/public/fixtures.ts MAIN_PAGES).
  '/',
  '/whatweoffer',
  '/about-us',
  '/abou-us',
  '/about-us/our-investors',
  '/contact-us',
  '/coming-soon',
  '/privacy-policy',
  '/terms',
  '/resources',
  '/media',
  '/faqs',
  '/faqs/hrc',
  '/faqs/aob',
  '/about-us/leadership',
  '/about-us/the-company',
  '/about-us/careers',
  '/about-us/careers/0',
  '/about-us/our-licensors',
  '/science/blogs',
  '/science/publications',
  '/science/case-studies',
  '/science/hrc-aob',
  '/products',
  '/products/hrc',
  '/products/b-cube/onco',
  '/products/b-cube/diabetes',
  '/products/packages/corporate',
  '/products/packages/cancer-survivor',
  '/products/packages/hospitals',
  '/blog',
  '/blog/0',
  '/blog/30',
  '/news/0',
  '/media/video-coverage',
  '/media/press-release',
  '/media/articles',
  '/media/media-contact',
  '/our-sessions',
  '/tribute/vasant-kelkar',
  '/tribute/radhika-menon',
  '/screening-subject',
  '/cancer-patient',
  '/cancer-survivor',
  '/diabetes-type1',
  '/diabetes-type2',
  '/diabetes-comorbidities',
  '/cancercta',
  '/diabetescta',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
]);

/**
 * Sets an override of the test API gateway: a list ('normal' | 'empty' | 'fail'), or the
 * captcha GET /api/captcha/config names ('altcha' | 'recaptcha').
 */
export async function setApi(
  request: APIRequestContext,
  overrides: { jobs?: string; sessions?: string; captcha?: 'altcha' | 'recaptcha' },
) {
  const res = await request.post(`${GATEWAY}/__control`, { data: overrides });
  expect(res.ok()).toBe(true);
}

/** Collects console errors and uncaught exceptions of a page until `stop()`. */
export function watchErrors(page: Page): { errors: string[]; stop(): void } {
  const errors: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(msg.text());
  };
  const onPageError = (err: Error) => errors.push(String(err));
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/** axe's serious and critical findings on the page as it is now, each with up to three places. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await axeResults(page, { violationsOnly: true });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} → ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** Ticks the ALTCHA checkbox inside `scope` (through its label: the tick mark covers the box) and waits until verified. */
export async function solveCaptcha(page: Page, scope = page.locator('body')) {
  const widget = scope.locator('altcha-widget');
  await expect(widget).toBeVisible();
  await widget.locator('.altcha-checkbox-wrap label').click();
  await expect(widget.locator('.altcha[data-state="verified"]')).toBeAttached({ timeout: 20_000 });
}

/** The staff members api-gateway.mjs creates: a Kavach Admin who publishes, an HR Manager. */
export const STAFF = {
  publisher: { username: 'e2e-publisher', password: 'e2e publisher passphrase 2026' },
  hr: { username: 'e2e-hr', password: 'e2e hr manager passphrase 2026' },
};

/** Signs a STAFF member in through the real endpoint (solving the real ALTCHA challenge); its token. */
export async function staffToken(
  request: APIRequestContext,
  who: keyof typeof STAFF = 'publisher',
): Promise<string> {
  const challenge = await (await request.get(`${GATEWAY}/api/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const res = await request.post(`${GATEWAY}/api/auth/login`, {
    data: { ...STAFF[who], captcha },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token;
}

/** The publisher's token (staffToken). */
export const publisherToken = (request: APIRequestContext) => staffToken(request, 'publisher');

/** The publish promise of the README (a publish shows within 5 s), plus one page load of a poll. */
export const WITHIN_MS = 5_000 + 1_000;

/**
 * Polls `path` until its main text does (or, with `shown` false, does not) contain `text`, within
 * the publish promise: a test that unpublishes also waits for its item to go, so a later test
 * never finds it in one list and not another.
 */
export async function shows(page: Page, path: string, text: string, shown = true) {
  const poll = expect.poll(
    async () => {
      await page.goto(path);
      return page.locator('main').innerText();
    },
    { timeout: WITHIN_MS, intervals: [250] },
  );
  await (shown ? poll.toContain(text) : poll.not.toContain(text));
}

/** Calls the API as a staff member (the gateway's address); the answer's data. */
export const staff = (request: APIRequestContext, token: string) => {
  const headers = { Authorization: `Bearer ${token}` };
  const call = async (method: 'post' | 'put' | 'patch' | 'delete', path: string, data?: object) => {
    const res = await request[method](`${GATEWAY}${path}`, { headers, data });
    expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()).data;
  };
  return {
    post: (path: string, data: object) => call('post', path, data),
    patch: (path: string, data: object) => call('patch', path, data),
    put: (path: string, data: object) => call('put', path, data),
    delete: (path: string) => call('delete', path),
  };
};

/** Waits for the API's outbox worker to write a mail of `kind` to the address `to`, and parses it. */
export async function mailTo(
  request: import('@playwright/test').APIRequestContext,
  to: string,
  kind: string,
): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${GATEWAY}/__mails`)).json()) as {
          file: string;
          raw: string;
        }[];
        found = mails
          .filter((m) => m.file.endsWith(`-${kind}.eml`))
          .map((m) => parseMail(m.raw))
          // The address alone, or after the name it was sent to.
          .find((m) => m.header('to') === to || m.header('to')?.endsWith(`<${to}>`));
        return Boolean(found);
      },
      { timeout: 20_000, message: `a ${kind} mail to ${to}` },
    )
    .toBe(true);
  return found!;
}
