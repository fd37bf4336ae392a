/**
 * The login with Google reCAPTCHA instead of ALTCHA, without the internet: the API's
 * GET /api/captcha/config answer says 'recaptcha' (routed here), Google's script is a stand-in
 * served at its real address (a checkbox that calls back with a token), and the page carries
 * the admin area's Content-Security-Policy for that provider (web-server/security-headers.mjs),
 * so the test also proves the policy lets Google's script in — and that the ALTCHA policy does not.
 *
 * The e2e API verifies ALTCHA: its reCAPTCHA verification calls Google's siteverify at a fixed
 * address (api/src/common/captcha/captcha.service.ts) that cannot be pointed at a stand-in. So
 * the test checks that the login sends the checkbox's token, then lets the request go on to the
 * real API with an ALTCHA solution in its place: the answer (and the session) is the API's.
 *
 * Also here: the login shows the server's reason when it ended a session (idle timeout).
 */
import type { Page, Route } from '@playwright/test';
import { contentSecurityPolicies } from '../../../web-server/security-headers.mjs';
import { apiLogin, expect, shot, solveCaptcha, storeSession, test, USERS, withDb } from './helpers';

const SITE_KEY = 'e2e-recaptcha-site-key';
const TOKEN_PREFIX = 'stand-in-recaptcha-token-';

/**
 * Google's api.js, stood in: `grecaptcha.render` draws a checkbox that calls back with a fresh
 * token, `reset` unticks it; the script calls the page's onload function named in its URL.
 */
const GRECAPTCHA_STAND_IN = `(() => {
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
        if (box.checked) options.callback('${TOKEN_PREFIX}' + Math.random().toString(36).slice(2));
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

interface Setup {
  /** The Content-Security-Policy of the panel's pages (default: the one for reCAPTCHA). */
  policy?: string;
}

/** The panel as deployed with CAPTCHA_PROVIDER=recaptcha, Google stood in. */
async function withRecaptcha(page: Page, { policy }: Setup = {}) {
  const csp = policy ?? contentSecurityPolicies({ recaptcha: true }).admin;
  const scripts: string[] = [];
  // Nothing of Google's comes from the internet (the real widget's frames and assets)…
  await page.route(/^https:\/\/(www\.gstatic|recaptcha\.google|www\.google)\.com\//, (route) =>
    route.abort('blockedbyclient'),
  );
  // …but api.js, the stand-in (the route added last is asked first).
  await page.route(/^https:\/\/www\.google\.com\/recaptcha\/api\.js/, (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: GRECAPTCHA_STAND_IN });
  });
  await page.route('**/api/captcha/config', (route) =>
    route.fulfill({ json: { provider: 'recaptcha', siteKey: SITE_KEY } }),
  );
  // The page with the policy the web server and the edge send for this provider.
  await page.route(/\/(admin|jobs-admin)(\?.*)?$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-security-policy': csp },
    });
  });
  return { scripts };
}

/** Lets a login go on to the real API with an ALTCHA solution in place of the token. */
async function passTokenToApi(page: Page, tokens: string[]) {
  await page.route('**/api/auth/login', async (route: Route) => {
    const body = route.request().postDataJSON() as { captcha: string };
    tokens.push(body.captcha);
    await route.continue({
      postData: JSON.stringify({ ...body, captcha: await solveCaptcha() }),
    });
  });
}

const standIn = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __standIn: { renders: unknown[]; resets: number } }).__standIn,
  );

test.describe('reCAPTCHA as the provider', () => {
  test("shows Google's checkbox (not ALTCHA), sends its token, and signs in", async ({ page }) => {
    const challenges: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/api/captcha/challenge') && challenges.push(r.url()),
    );
    const { scripts } = await withRecaptcha(page);
    const tokens: string[] = [];
    await passTokenToApi(page, tokens);
    await page.goto('/admin');
    const checkbox = page.getByRole('checkbox', { name: "I'm not a robot" });
    await expect(checkbox).toBeVisible();
    await expect(page.getByTestId('captcha')).toHaveAttribute('data-provider', 'recaptcha');
    await expect(page.locator('altcha-widget')).toHaveCount(0);
    expect(scripts).toEqual([
      'https://www.google.com/recaptcha/api.js?render=explicit&onload=__kavachAdminRecaptchaReady',
    ]);
    expect((await standIn(page)).renders).toEqual([{ sitekey: SITE_KEY }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'login-recaptcha-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'login-recaptcha-1280');

    await page.getByLabel('Username').fill(USERS.kavach.username);
    await page.getByLabel('Password').fill(USERS.kavach.password);
    // Not ticked yet: the login's own message, nothing sent.
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-error')).toHaveText(
      'Please complete the reCAPTCHA verification.',
    );
    expect(tokens).toEqual([]);
    await checkbox.check();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('role-badge')).toHaveText('Kavach Admin');
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatch(new RegExp(`^${TOKEN_PREFIX}`));
    expect(challenges).toEqual([]);
  });

  test('a failed login resets the checkbox; a fresh token is needed', async ({ page }) => {
    await withRecaptcha(page);
    const tokens: string[] = [];
    await passTokenToApi(page, tokens);
    await page.goto('/admin');
    await page.getByLabel('Username').fill(USERS.kavach.username);
    await page.getByLabel('Password').fill('not the password');
    const checkbox = page.getByRole('checkbox', { name: "I'm not a robot" });
    await checkbox.check();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-error')).toHaveText(
      'Invalid credentials. Please try again.',
    );
    expect((await standIn(page)).resets).toBe(1);
    await expect(checkbox).not.toBeChecked();
    await page.getByLabel('Password').fill(USERS.kavach.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-error')).toHaveText(
      'Please complete the reCAPTCHA verification.',
    );
    await checkbox.check();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('role-badge')).toHaveText('Kavach Admin');
    expect(tokens).toHaveLength(2);
    expect(tokens[1]).not.toBe(tokens[0]);
  });

  test("under the ALTCHA policy Google's script is refused: the login says so", async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && refused.push(m.text()));
    const { scripts } = await withRecaptcha(page, { policy: contentSecurityPolicies().admin });
    await page.goto('/admin');
    await expect(page.getByRole('alert')).toHaveText(
      'The verification check could not load. Please reload the page.',
    );
    expect(scripts).toEqual([]);
    expect(refused.join('\n')).toContain('https://www.google.com/recaptcha/api.js');
  });

  test('/jobs-admin shows the same checkbox', async ({ page }) => {
    await withRecaptcha(page);
    await page.goto('/jobs-admin');
    await expect(page.getByRole('heading', { name: 'Jobs Management Panel' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
  });
});

test('with ALTCHA (the e2e API) no Google script is requested', async ({ page }) => {
  const google: string[] = [];
  page.on('request', (r) => /google|gstatic/.test(r.url()) && google.push(r.url()));
  await page.goto('/admin');
  await expect(page.locator('altcha-widget')).toBeVisible();
  await page.getByLabel('Username').fill(USERS.kavach.username);
  expect(google).toEqual([]);
});

test("after the API's idle timeout the login shows the server's reason", async ({ page }) => {
  const login = await apiLogin('kavach');
  await storeSession(page.context(), login);
  await page.goto('/admin');
  await expect(page.getByRole('tablist', { name: 'Sections' })).toBeVisible();
  // The session's last request 31 minutes ago (the API's default idle timeout is 30).
  const { jti } = JSON.parse(Buffer.from(login.token.split('.')[1], 'base64url').toString()) as {
    jti: string;
  };
  await withDb((db) =>
    db.query(
      `UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes' WHERE jti = $1`,
      [jti],
    ),
  );
  await page.reload();
  await expect(page.getByTestId('session-ended')).toHaveText(
    'You were logged out after 30 minutes without activity. Please log in again.',
  );
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});
