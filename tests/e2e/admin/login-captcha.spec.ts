/**
 * The login with Google reCAPTCHA instead of ALTCHA, without the internet, on the real API: the
 * API of global-setup.ts started with CAPTCHA_PROVIDER=recaptcha verifies the tokens with a
 * stand-in of Google's siteverify (RECAPTCHA_VERIFY_URL), and its one-origin server sends the
 * security headers of that provider (web-server/security-headers.mjs, as the web server and the
 * edge do). Only Google's script is stood in, at its real address: a checkbox that calls back
 * with a token. So the test also proves the admin policy lets Google's script in with
 * reCAPTCHA — and that the ALTCHA policy does not.
 *
 * Also here: the login shows the server's reason when it ended a session (idle timeout).
 */
import type { Page } from '@playwright/test';
import { contentSecurityPolicies } from '../../../web-server/security-headers.mjs';
import { standInGoogle as standInGoogleScript } from '../captcha.mjs';
import { apiLogin, expect, RECAPTCHA, shot, storeSession, test, USERS, withDb } from './helpers';

/** Google's script stood in; nothing else of Google's is fetched (no internet in tests). */
const standInGoogle = (page: Page) => standInGoogleScript(page, RECAPTCHA.validPrefix);

const standIn = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __standIn: { renders: unknown[]; resets: number } }).__standIn,
  );

/** The tokens the siteverify stand-in was asked about since `from`. */
async function verified(from: number) {
  return (await RECAPTCHA.seen()).slice(from);
}

test.describe('reCAPTCHA as the provider (API with CAPTCHA_PROVIDER=recaptcha)', () => {
  test("shows Google's checkbox (not ALTCHA); the API verifies its token and signs in", async ({
    page,
  }) => {
    const challenges: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/captcha/challenge')) challenges.push(r.url());
    });
    const { scripts } = await standInGoogle(page);
    const before = (await RECAPTCHA.seen()).length;
    const document = await page.goto(`${RECAPTCHA.baseUrl}/admin`);
    // The policy the web server and the edge send for this provider.
    expect(document?.headers()['content-security-policy']).toBe(
      contentSecurityPolicies({ recaptcha: true }).admin,
    );
    const checkbox = page.getByRole('checkbox', { name: "I'm not a robot" });
    await expect(checkbox).toBeVisible();
    await expect(page.getByTestId('captcha')).toHaveAttribute('data-provider', 'recaptcha');
    await expect(page.locator('altcha-widget')).toHaveCount(0);
    expect(scripts).toEqual([
      'https://www.google.com/recaptcha/api.js?render=explicit&onload=__kavachAdminRecaptchaReady',
    ]);
    // The site key the API's GET /api/captcha/config gives.
    expect((await standIn(page)).renders).toEqual([{ sitekey: RECAPTCHA.siteKey }]);
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
    await checkbox.check();
    const [login] = await Promise.all([
      page.waitForRequest('**/api/auth/login'),
      page.getByRole('button', { name: 'Login' }).click(),
    ]);
    await expect(page.getByTestId('role-badge')).toHaveText('Kavach Admin');
    const token = (login.postDataJSON() as { captcha: string }).captcha;
    expect(token).toMatch(new RegExp(`^${RECAPTCHA.validPrefix}`));
    // The API asked "Google" about exactly this token, with its secret.
    expect(await verified(before)).toEqual([
      { secret: RECAPTCHA.secret, response: token, success: true },
    ]);
    expect(challenges).toEqual([]);
  });

  test('a failed login resets the checkbox; a token Google rejects is refused', async ({
    page,
  }) => {
    await standInGoogle(page);
    await page.goto(`${RECAPTCHA.baseUrl}/admin`);
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

    // A token that siteverify rejects: the API's captcha message.
    await page.getByLabel('Password').fill(USERS.kavach.password);
    await page.evaluate(
      () => ((window as unknown as { __standInReject: boolean }).__standInReject = true),
    );
    await checkbox.check();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-error')).toHaveText(
      'Please complete the reCAPTCHA verification.',
    );
    await expect(checkbox).not.toBeChecked();

    await page.evaluate(
      () => ((window as unknown as { __standInReject: boolean }).__standInReject = false),
    );
    await checkbox.check();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('role-badge')).toHaveText('Kavach Admin');
  });

  test('/jobs-admin: the same checkbox, and HR signs in', async ({ page }) => {
    await standInGoogle(page);
    await page.goto(`${RECAPTCHA.baseUrl}/jobs-admin`);
    await expect(page.getByRole('heading', { name: 'Jobs Management Panel' })).toBeVisible();
    await page.getByLabel('Username').fill(USERS.hr.username);
    await page.getByLabel('Password').fill(USERS.hr.password);
    await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('role-badge')).toHaveText('HR Manager');
  });

  test("under the ALTCHA policy Google's script is refused: the login says so", async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    const { scripts } = await standInGoogle(page);
    // The same page with the policy sent when CAPTCHA_PROVIDER is not recaptcha.
    await page.route(/\/admin$/, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: {
          ...response.headers(),
          'content-security-policy': contentSecurityPolicies().admin,
        },
      });
    });
    await page.goto(`${RECAPTCHA.baseUrl}/admin`);
    await expect(page.getByRole('alert')).toHaveText(
      'The verification check could not load. Please reload the page.',
    );
    expect(scripts).toEqual([]);
    expect(refused.join('\n')).toContain('https://www.google.com/recaptcha/api.js');
  });
});

test('with ALTCHA (the main e2e API) no Google script is requested', async ({ page }) => {
  const google: string[] = [];
  page.on('request', (r) => {
    if (/google|gstatic/.test(r.url())) google.push(r.url());
  });
  await page.goto('/admin');
  await expect(page.locator('altcha-widget')).toBeVisible();
  await page.getByLabel('Username').fill(USERS.kavach.username);
  expect(google).toEqual([]);
});

test("after the API's idle timeout a dialog covers the panel with the server's reason; signing out leads to the login", async ({
  page,
}) => {
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
  // The person comes back to the window: the panel asks for its New counts, and that call (or
  // any of the page's own calls still under way) meets the idle session.
  await page.evaluate(() => dispatchEvent(new Event('focus')));
  const again = page.getByRole('dialog', { name: 'Sign in again to continue' });
  await expect(again.getByTestId('session-ended')).toHaveText(
    'You were logged out after 30 minutes without activity. Please log in again.',
  );
  await expect(again.getByLabel('Username')).toHaveValue(USERS.kavach.username);
  // The panel under the dialog is hidden, not merely dimmed: nothing of it can be read.
  const mask = await page
    .locator('.ant-modal-mask')
    .last()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(mask).toBe('rgb(245, 247, 246)');
  await again.getByRole('button', { name: 'Sign out instead' }).click();
  await expect(page.getByTestId('session-ended')).toHaveText(
    'You were logged out after 30 minutes without activity. Please log in again.',
  );
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});
