/** Helpers of the admin browser tests: logins (UI and API), sessions, database seeding. */
import { axeResults } from '../axe.mjs';
import {
  expect,
  test as base,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { execFileSync } from 'node:child_process';
import { generate } from 'otplib';
import pg from 'pg';
import { currentStack, E2E, REPO_ROOT, USERS, useStack, type Stack, type UserKey } from './env';
import { RECAPTCHA_E2E, startStack, STRICT_TWO_FACTOR_ROLE } from './stack';

export { E2E, USERS };

let ipCounter = 0;
export const test = base.extend<object, { stack: Stack }>({
  /**
   * The worker's own database, APIs and servers (stack.ts), so spec files run in parallel
   * workers; set up before anything else of the worker, beforeAll hooks included.
   */
  stack: [
    // Playwright reads fixture dependencies from the destructuring pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const { stack, stop } = await startStack(workerInfo.parallelIndex);
      useStack(stack);
      await use(stack);
      useStack(undefined);
      await stop();
    },
    // Three APIs starting at once on a busy machine can take a while.
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.baseUrl),
  /**
   * Each test's browser gets its own client address (see server.mjs), so one test's failed
   * logins never lock another out. Set on the context, not as the `extraHTTPHeaders` option:
   * an option that differs between tests would make Playwright open a new context for each
   * test instead of reusing one (playwright.config.ts, reuseContext).
   */
  context: async ({ context }, use, info) => {
    ipCounter += 1;
    await context.setExtraHTTPHeaders({
      'x-test-client-ip': `10.${(info.workerIndex % 200) + 1}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    });
    await use(context);
  },
});
export { expect };

export interface LoginAnswer {
  token: string;
  role: string;
  roleLabel: string;
  username: string;
  expiresAt: string;
  lastLoginAt: string | null;
  permissions: string[];
}

/**
 * The privacy notice version the public forms send (one of PRIVACY_NOTICE_VERSIONS in
 * api/src/privacy-notice/privacy-notice.ts): a submission without it is refused.
 */
export const PRIVACY_NOTICE = '2026-11-23';

/** Solves a real ALTCHA challenge of the API, as the widget does. */
export async function solveCaptcha(): Promise<string> {
  const challenge = await (await fetch(`${E2E.apiUrl}/api/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Logs in through the API (faster than the form when the login itself is not under test). */
export async function apiLogin(
  user: UserKey,
  panel: 'admin' | 'jobs-admin' = 'admin',
): Promise<LoginAnswer> {
  const { username, password } = USERS[user];
  const res = await fetch(`${E2E.apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, captcha: await solveCaptcha(), panel }),
  });
  if (res.status !== 200)
    throw new Error(`login of ${username} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as LoginAnswer;
}

/** The localStorage keys of each panel's stored session (admin-remotes/shared/src/session.ts). */
const STORAGE_KEYS = {
  admin: {
    token: 'adminToken',
    expiry: 'adminTokenExpiry',
    role: 'adminRole',
    profile: 'adminProfile',
  },
  'jobs-admin': {
    token: 'jobsAdminToken',
    expiry: 'jobsAdminTokenExpiry',
    role: 'jobsAdminRole',
    profile: 'jobsAdminProfile',
  },
} as const;

/** Stores a session in the page's localStorage as the shell of `panel` does after a login. */
export async function storeSession(
  context: BrowserContext,
  login: LoginAnswer,
  expiresAt = Date.parse(login.expiresAt),
  panel: 'admin' | 'jobs-admin' = 'admin',
) {
  await context.addInitScript(
    ([l, expiry, keys]) => {
      const once = `e2e-session-stored-${keys.token}`;
      if (sessionStorage.getItem(once)) return; // once: a reload must see what the app left
      sessionStorage.setItem(once, '1');
      localStorage.setItem(keys.token, l.token);
      localStorage.setItem(keys.expiry, String(expiry));
      localStorage.setItem(keys.role, l.role);
      localStorage.setItem(
        keys.profile,
        JSON.stringify({
          username: l.username,
          permissions: l.permissions,
          lastLoginAt: l.lastLoginAt,
        }),
      );
    },
    [login, expiresAt, STORAGE_KEYS[panel]] as const,
  );
}

/** Logs in as `user` through the API and opens `path` with that session. */
export async function openAs(
  page: Page,
  user: UserKey,
  path = '/admin',
  panel: 'admin' | 'jobs-admin' = 'admin',
) {
  const login = await apiLogin(user, panel);
  await storeSession(page.context(), login, undefined, panel);
  await page.goto(path);
  await expect(page.getByRole('tablist', { name: 'Sections' })).toBeVisible();
  return login;
}

/** Fills the login form and solves the captcha in the browser. */
export async function fillLogin(page: Page, username: string, password: string, solve = true) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  if (solve) await solveWidget(page);
}

export async function solveWidget(page: Page) {
  const widget = page.locator('altcha-widget');
  await expect(widget).toBeVisible();
  await widget.locator('input[type=checkbox]').click({ force: true });
  await expect
    .poll(() => widget.evaluate((el) => (el as HTMLElement & { getState(): string }).getState()), {
      timeout: 20_000,
    })
    .toBe('verified');
}

export function captchaState(page: Page) {
  return page
    .locator('altcha-widget')
    .evaluate((el) => (el as HTMLElement & { getState(): string }).getState());
}

/** The labels of the tabs, in order (a tab's New badge is not part of its label). */
export const tabNames = (page: Page) =>
  page.getByRole('tab').locator('.kv-tab__label').allTextContents();

/**
 * A second person: a fresh browser context with no stored session, at this page's origin and
 * size. With reduced motion, as the suite's own contexts (playwright.config.ts): a click right
 * after a dialog opens must not land on it while it is still zooming in.
 */
export const anotherBrowser = (page: Page) =>
  page
    .context()
    .browser()!
    .newContext({
      baseURL: new URL(page.url()).origin,
      viewport: page.viewportSize(),
      reducedMotion: 'reduce',
    });

/** The labels of the tabs wholly inside the strip's visible width (New badges included). */
export async function tabsInView(page: Page): Promise<string[]> {
  return page.getByRole('tablist', { name: 'Sections' }).evaluate((strip) => {
    const box = strip.getBoundingClientRect();
    return [...strip.querySelectorAll('[role=tab]')]
      .filter((t) => {
        const r = t.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      })
      .map((t) => t.querySelector('.kv-tab__label')?.textContent ?? '');
  });
}

/**
 * Clicks the tab strip's chevron toward `side` until that end of the strip is in view, as a person
 * on a phone does, and returns every tab seen on the way. Each click waits until the tabs in view
 * have changed: the strip scrolls, and its chevrons follow a render later. At the end, that
 * side's chevron is gone.
 */
export async function scrollTabStrip(page: Page, side: 'start' | 'end'): Promise<Set<string>> {
  const strip = page.getByRole('tablist', { name: 'Sections' });
  const chevron = page.getByTestId(`tabs-more-${side}`);
  const hidesMore = () =>
    strip.evaluate(
      (s, end) => (end ? s.scrollLeft + s.clientWidth < s.scrollWidth - 1 : s.scrollLeft > 1),
      side === 'end',
    );
  const seen = new Set(await tabsInView(page));
  for (let i = 0; i < 20 && (await hidesMore()); i++) {
    await expect(chevron).toBeVisible();
    const before = (await tabsInView(page)).join('|');
    await chevron.click();
    await expect.poll(async () => (await tabsInView(page)).join('|')).not.toBe(before);
    for (const t of await tabsInView(page)) seen.add(t);
  }
  await expect(chevron).toHaveCount(0);
  return seen;
}

/**
 * A tab's message clears itself after `ms` (MESSAGE_TIMEOUTS of the panel): still shown at
 * 60 % of it, gone once it has passed. Time passes on the page's clock, so the test does not sit
 * it out; the test installs that clock (page.clock.install()) before it opens the page. That
 * clock also runs in real time, so a test calls this as soon as the message is first seen: checks
 * made in between would spend the 60 % on a slow host.
 */
export async function clearsAfter(page: Page, message: Locator, ms: number) {
  await expect(message).toBeVisible();
  await page.clock.fastForward(ms * 0.6);
  await expect(message).toBeVisible();
  await page.clock.fastForward(ms * 0.4 + 500);
  await expect(message).toBeHidden();
}

/**
 * Run in the page (`page.evaluate(movingNow)`): what is moving on it now, an animation or a
 * transition that ends (endless ones, a spinner, aside), named by its property and element.
 */
export const movingNow = () =>
  document
    .getAnimations()
    .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
    .map((a) => {
      const what =
        a instanceof CSSTransition ? a.transitionProperty : (a as CSSAnimation).animationName;
      return `${what} of ${String((a.effect as KeyframeEffect | null)?.target?.className)}`;
    });

/** Nothing in `scope` is loading any more: no spinner, no busy list (what a check measures). */
export async function settled(scope: Page | Locator) {
  await expect(scope.locator('[aria-busy="true"], .ant-spin-spinning')).toHaveCount(0);
}

export async function openTab(page: Page, label: string, testId: string) {
  await page.getByRole('tab', { name: label }).click();
  await expect(page.getByTestId(testId)).toBeVisible();
}

/** A short-lived client of the test database, for seeding and checks. */
export async function withDb<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: E2E.databaseUrl });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** A day in India, `daysAgo` days before today, as YYYY-MM-DD. */
export function istDay(daysAgo = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() - daysAgo * 86_400_000),
  );
}

/**
 * A day as the panel's filters name it (export button, chips, messages): '1 Nov' in this year
 * (in India), '1 Nov 2024' in another.
 */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split('-');
  const month = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ][Number(m) - 1];
  return `${Number(d)} ${month}${y === istDay(0).slice(0, 4) ? '' : ` ${y}`}`;
}

/** The CSV's data records (header and BOM left out; the rows here hold no line breaks). */
export function csvRecords(csv: string): string[] {
  return csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .slice(1);
}

/** Noon in India on that day, as an ISO instant. */
export function istNoon(day: string): string {
  return new Date(`${day}T12:00:00+05:30`).toISOString();
}

/**
 * A moment earlier today in India, `rank` minutes ago (a higher rank is earlier), but never
 * before today's midnight in India: seeded just after midnight, "today" stays today.
 */
export function earlierTodayInIndia(rank: number): string {
  const midnight = Date.parse(`${istDay(0)}T00:00:00+05:30`);
  return new Date(
    Math.max(Date.now() - rank * 60_000, midnight + (60 - rank) * 1000),
  ).toISOString();
}

/**
 * The panel's one date format, to the minute in India time, the month as a word:
 * "23 Nov 2026, 7:02 pm" (en-IN writes September "Sept"). Some ICU versions put a narrow
 * no-break space before am/pm, hence \s.
 */
export const DATE_TIME = String.raw`\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2}\s(am|pm)`;
export const PANEL_DATE_TIME = new RegExp(`^${DATE_TIME}$`);

/** An instant as the panel and the CSV exports write it, with plain spaces. */
export function panelDateTime(at: string | Date): string {
  const text = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(at));
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

/** A 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Creates a user with the API's CLI (`npm run user -- create`). */
export function createUser(username: string, role: string, password: string) {
  execFileSync(
    process.execPath,
    [
      'api/dist/auth/cli/user-cli.js',
      'create',
      '--username',
      username,
      '--role',
      role,
      '--password-stdin',
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: E2E.databaseUrl },
      input: password + '\n',
      stdio: ['pipe', 'ignore', 'inherit'],
    },
  );
}

/** The header cells of a CSV text (quotes removed). */
export function csvHeader(csv: string): string[] {
  return csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)[0]
    .split(',')
    .map((c) => c.replace(/^"|"$/g, ''));
}

// ---------------------------------------------------------------- accounts and two-factor sign-in

/**
 * The worker's second API (same database, stack.ts), which requires two-factor sign-in for
 * `role`, behind its own one-origin server at `baseUrl`.
 */
export const STRICT = {
  role: STRICT_TWO_FACTOR_ROLE,
  get baseUrl(): string {
    return currentStack().strictUrl;
  },
  get apiUrl(): string {
    return currentStack().strictApiUrl;
  },
};

/**
 * The worker's API with CAPTCHA_PROVIDER=recaptcha (same database, stack.ts), behind its own
 * one-origin server at `baseUrl` that sends the security headers of that provider; it verifies
 * tokens with a stand-in of Google's siteverify (`seen()`: what it was asked).
 */
export const RECAPTCHA = {
  ...RECAPTCHA_E2E,
  get baseUrl(): string {
    return currentStack().recaptchaUrl;
  },
  async seen(): Promise<{ secret: string; response: string; success: boolean }[]> {
    return (await fetch(`${currentStack().siteverifyUrl}/seen`)).json();
  },
};

const TOTP_STEP_SECONDS = 30;
const lastTotpStep = new Map<string, number>();

/**
 * A code of the authenticator app for `secret`, as the app would show it. A code works once per
 * 30-second step (the API refuses a step at or before the last one used), so a second code for
 * the same secret is the next step's: the API accepts one step ahead (clock drift), and when even
 * that one is used this waits for the clock to move on.
 */
export async function totp(secret: string): Promise<string> {
  const key = secret.replace(/\s+/g, '');
  for (;;) {
    const now = Math.floor(Date.now() / 1000);
    const current = Math.floor(now / TOTP_STEP_SECONDS);
    const last = lastTotpStep.get(key) ?? -Infinity;
    const step = Math.max(current, last + 1);
    // One step ahead is accepted only while the clock is in the step before it; keep a margin.
    const intoStep = now % TOTP_STEP_SECONDS;
    if (step === current || (step === current + 1 && intoStep < TOTP_STEP_SECONDS - 3)) {
      lastTotpStep.set(key, step);
      return generate({ secret: key, epoch: step * TOTP_STEP_SECONDS });
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Logs in through an API; the answer may be a session or a two-factor challenge. */
export async function apiLoginAnswer(
  username: string,
  password: string,
  {
    apiUrl = E2E.apiUrl,
    panel = 'admin',
  }: { apiUrl?: string; panel?: 'admin' | 'jobs-admin' } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, captcha: await solveCaptcha(), panel }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * Creates a staff account as the System Admin (POST /api/admin/users) and returns its
 * temporary password (the user must choose their own at first login).
 */
export async function createAccountWithTemporaryPassword(
  username: string,
  role: string,
): Promise<string> {
  const admin = await apiLogin('admin');
  const res = await fetch(`${E2E.apiUrl}/api/admin/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ username, email: `${username}@kavach.example`, role }),
  });
  if (res.status !== 201) throw new Error(`create ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { temporaryPassword: string }).temporaryPassword;
}

/** Fills the login form (captcha solved) and presses Login. */
export async function submitLogin(page: Page, username: string, password: string) {
  await fillLogin(page, username, password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The login's second step: types a code (or a recovery code) and presses Verify. */
export async function submitCode(page: Page, code: string) {
  await page.getByLabel(/^(Authentication code|Recovery code)$/).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** The secret key shown while setting up two-factor sign-in (grouped in 4s on the page). */
export async function secretOnPage(page: Page): Promise<string> {
  const text = (await page.getByTestId('totp-secret').textContent()) ?? '';
  const secret = text.replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  return secret;
}

/** The ten recovery codes shown once after two-factor sign-in was turned on. */
export async function recoveryCodesOnPage(page: Page): Promise<string[]> {
  const items = page.getByTestId('recovery-codes').locator('li');
  await expect(items).toHaveCount(10);
  const codes = (await items.allTextContents()).map((c) => c.trim());
  for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  return codes;
}

/**
 * Full-page screenshots for a person to look at (not compared): SHOTS_DIR, default /tmp/shots.
 * Under CI (`npm test`) only when SHOTS_DIR is set: nobody looks at them there, and the a11y
 * walk takes one per state it checks.
 */
export async function shot(page: Page, name: string) {
  if (process.env.CI && !process.env.SHOTS_DIR) return;
  const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** A day ('YYYY-MM-DD') as staff type it into the panel's date fields: dd/mm/yyyy. */
export function typedDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** Types a day into one of the panel's date fields as staff do ('' clears it) and leaves it. */
export async function fillDay(field: Locator, day: string): Promise<void> {
  await field.fill(day ? typedDay(day) : '');
  await field.press('Tab');
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/**
 * The serious and critical violations on the page (or only in `include`, a selector), one
 * readable line each.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const results = await axeResults(page, { include, tags: AXE_TAGS, violationsOnly: true });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length}): ${v.help} → ${v.nodes.map(nodeText).join(', ')}`);
}

/** A node of a violation: where it is and, for contrast, the colours axe measured. */
export function nodeText(node: { target: unknown[]; any: { data?: unknown }[] }): string {
  const where = node.target.join(' ');
  const data = node.any[0]?.data as
    { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return data?.fgColor
    ? `${where} [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}]`
    : where;
}
