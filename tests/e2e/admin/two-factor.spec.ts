/**
 * Two-factor sign-in and the account screens, on the real API: enrolment from My account and
 * the login's code step, recovery codes (once each), the enrolment a role requires at first
 * login, a temporary password replaced before the tabs appear, and a changed password.
 * Codes are computed from the secret the page shows, as an authenticator app would.
 * Screenshots for a person to look at go to /tmp/shots (SHOTS_DIR).
 */
import type { Page } from '@playwright/test';
import {
  apiLoginAnswer,
  createAccountWithTemporaryPassword,
  createUser,
  E2E,
  expect,
  recoveryCodesOnPage,
  secretOnPage,
  shot,
  STRICT,
  submitCode,
  submitLogin,
  test,
  totp,
} from './helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const INVALID_CODE = 'That code is not valid. Check your authenticator app and try again.';

/** Screenshots of the current screen at phone and desktop width. */
async function shots(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
  await shot(page, `${name}-1280`);
}

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
}

async function openMyAccount(page: Page) {
  await page.getByRole('button', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
}

/** POSTs to the API as a signed-in user; the JSON answer (a test's setup, not what it checks). */
async function postAs(token: string, path: string, body: object) {
  const res = await fetch(`${E2E.apiUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/**
 * A new Kavach Admin with two-factor sign-in turned on through the API (as My account does):
 * its password, the secret of its authenticator app and its ten recovery codes. Its own secret,
 * so its codes never wait for another test's 30-second step.
 */
async function userWithTwoFactor(prefix: string) {
  const username = unique(prefix);
  const password = `${prefix} e2e password 1`;
  createUser(username, 'kavach_admin', password);
  const login = await apiLoginAnswer(username, password);
  const token = login.body.token as string;
  // Within minutes of signing in, the step-up asks for no password again.
  const { secret } = (await postAs(token, '/api/account/two-factor', {})) as { secret: string };
  const { recoveryCodes } = (await postAs(token, '/api/account/two-factor/confirm', {
    code: await totp(secret),
  })) as { recoveryCodes: string[] };
  expect(recoveryCodes).toHaveLength(10);
  return { username, password, secret, codes: recoveryCodes };
}

test.describe('two-factor sign-in from My account', () => {
  test('(a) enrol from My account, see the recovery codes once, then log in with a code', async ({
    page,
  }) => {
    // Two sign-ins through the form (each solving the captcha in the page) and the enrolment.
    test.setTimeout(120_000);
    const username = unique('tfa');
    const password = 'two factor e2e password 1';
    createUser(username, 'kavach_admin', password);
    await page.goto('/admin');
    await submitLogin(page, username, password);
    await expect(page.getByRole('tablist', { name: 'Sections' })).toBeVisible();

    await openMyAccount(page);
    await expect(page).toHaveURL(/[?&]view=account/);
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByTestId('account-username')).toHaveText(username);
    await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
    await page.getByRole('button', { name: 'Set up' }).click();

    const setup = page.getByTestId('two-factor-setup');
    const qr = setup.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The key is shown in groups of four.
    await expect(page.getByTestId('totp-secret')).toHaveText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = await secretOnPage(page);
    await shots(page, 'enrol-my-account');

    // A wrong code: the API's message, still on the same secret.
    await setup.getByLabel('Authentication code').fill('000000');
    await setup.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('enrol-error')).toHaveText(INVALID_CODE);

    await setup.getByLabel('Authentication code').fill(await totp(secret));
    await setup.getByRole('button', { name: 'Confirm' }).click();
    const codes = await recoveryCodesOnPage(page);
    await shots(page, 'recovery-codes');

    // Download as .txt holds the ten codes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('kavach-recovery-codes.txt');
    const file = await download.createReadStream().then(async (stream) => {
      let text = '';
      for await (const chunk of stream) text += chunk;
      return text;
    });
    for (const code of codes) expect(file).toContain(code);
    expect(file).toContain(username);

    // The screen closes only once the user says the codes are saved.
    const done = page.getByRole('button', { name: 'Done' });
    await expect(done).toBeDisabled();
    await page.getByLabel('I have saved these codes').check();
    await done.click();
    await expect(page.getByTestId('recovery-codes')).toHaveCount(0);
    await expect(page.getByTestId('two-factor-status')).toHaveText('On');
    await expect(page.getByTestId('recovery-codes-left')).toHaveText('Recovery codes left: 10');

    // Back to the tabs, then out and in again: password, then the code step.
    await page.getByRole('button', { name: 'Back to the panel' }).click();
    await expect(page.getByRole('tablist', { name: 'Sections' })).toBeVisible();
    await logout(page);
    await submitLogin(page, username, password);
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    const field = page.getByLabel('Authentication code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toBeFocused();
    await shots(page, 'login-code-step');
    await submitCode(page, '123456');
    await expect(page.getByTestId('login-error')).toHaveText(INVALID_CODE);
    await shots(page, 'login-code-step-error');
    await submitCode(page, await totp(secret));
    await expect(page.getByRole('tablist', { name: 'Sections' })).toBeVisible();
    await expect(page.getByTestId('role-badge')).toHaveText('Kavach Admin');
  });

  test('(b) a recovery code signs in once; a reused one fails with the message', async ({
    page,
  }) => {
    const { username, password, codes } = await userWithTwoFactor('rcv');
    await page.goto('/admin');
    await submitLogin(page, username, password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    const field = page.getByLabel('Recovery code');
    await expect(field).toBeVisible();
    await expect(page.getByText(/recovery codes you saved/)).toBeVisible();
    await expect(field).toHaveAttribute('autocomplete', 'off');
    await shots(page, 'login-recovery-code');
    await submitCode(page, codes[0].toLowerCase());
    await expect(page.getByRole('tablist', { name: 'Sections' })).toBeVisible();
    await logout(page);

    await submitLogin(page, username, password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await submitCode(page, codes[0]);
    await expect(page.getByTestId('login-error')).toHaveText(INVALID_CODE);
    await expect(page.getByRole('tablist')).toHaveCount(0);
    // The same challenge still takes an unused code.
    await submitCode(page, codes[1]);
    await expect(page.getByRole('tablist', { name: 'Sections' })).toBeVisible();

    await openMyAccount(page);
    await expect(page.getByTestId('recovery-codes-left')).toHaveText('Recovery codes left: 8');
  });

  test('turning two-factor sign-in off asks for a code; then the password alone signs in', async ({
    page,
  }) => {
    const { username, password, secret, codes } = await userWithTwoFactor('off');
    await page.goto('/admin');
    await submitLogin(page, username, password);
    // A recovery code here, so the app's next code is free for turning it off (one per 30 s).
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await submitCode(page, codes[0]);
    await expect(page.getByRole('tablist', { name: 'Sections' })).toBeVisible();
    await openMyAccount(page);
    await page.getByRole('button', { name: 'Turn off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn off two-factor sign-in' });
    await dialog.getByLabel('Authentication code').fill('111111');
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expect(dialog.getByTestId('turn-off-error')).toHaveText(INVALID_CODE);
    await dialog.getByLabel('Authentication code').fill(await totp(secret));
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('two-factor-status')).toHaveText('Off');
    await logout(page);
    await submitLogin(page, username, password);
    await expect(page.getByRole('tablist', { name: 'Sections' })).toBeVisible();
  });
});

test('(c) a role that requires two-factor sign-in is led through enrolment before any tab', async ({
  page,
}) => {
  const username = unique('strict');
  const password = 'strict e2e password 1';
  createUser(username, STRICT.role, password);
  await page.goto(`${STRICT.baseUrl}/admin?tab=jobs`);
  await submitLogin(page, username, password);

  const setup = page.getByTestId('account-setup');
  await expect(setup.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(setup.getByTestId('two-factor-required')).toContainText(
    'Your role requires two-factor sign-in',
  );
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'My account' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByTestId('role-badge')).toHaveText('HR Manager');

  // The API refuses the tabs' data meanwhile, and a reload still shows the setup screen.
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const jobs = await fetch(`${STRICT.apiUrl}/api/admin/jobs`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(jobs.status).toBe(403);
  expect(((await jobs.json()) as { message: string }).message).toBe(
    'Please set up two-factor sign-in before you continue.',
  );
  await page.reload();
  await expect(
    setup.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await shots(page, 'enrol-required');

  const secret = await secretOnPage(page);
  await setup.getByLabel('Authentication code').fill(await totp(secret));
  await setup.getByRole('button', { name: 'Confirm' }).click();
  await recoveryCodesOnPage(page);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await shots(page, 'recovery-codes-required');
  await page.getByLabel('I have saved these codes').check();
  await page.getByRole('button', { name: 'Continue to the panel' }).click();
  await expect(page.getByRole('tablist', { name: 'Sections' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Jobs Manager' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // My account: on, and it cannot be turned off.
  await openMyAccount(page);
  await expect(page.getByTestId('two-factor-status')).toHaveText('On');
  await expect(page.getByTestId('two-factor-required')).toHaveText(
    'Your role requires two-factor sign-in, so it cannot be turned off.',
  );
  await expect(page.getByRole('button', { name: 'Turn off' })).toHaveCount(0);

  // The next login asks for a code.
  await logout(page);
  await submitLogin(page, username, password);
  await submitCode(page, await totp(secret));
  await expect(page.getByRole('tablist', { name: 'Sections' })).toBeVisible();
});

test('(d) a temporary password must be replaced before the tabs; a common one is refused', async ({
  page,
}) => {
  const username = unique('temp');
  const temporary = await createAccountWithTemporaryPassword(username, 'kavach_admin');
  await page.goto('/admin');
  await submitLogin(page, username, temporary);

  const setup = page.getByTestId('account-setup');
  await expect(setup.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(setup.getByText('At least 12 characters; not a common password.')).toBeVisible();
  await shots(page, 'choose-password');

  // The temporary password worked for this sign-in: it is not asked for again.
  await expect(setup.getByLabel('Temporary password')).toHaveCount(0);
  await expect(setup.getByLabel('Current password')).toHaveCount(0);
  const fill = async (next: string, confirm = next) => {
    await setup.getByLabel('New password', { exact: true }).fill(next);
    await setup.getByLabel('Confirm new password').fill(confirm);
    await setup.getByRole('button', { name: 'Save and continue' }).click();
  };
  await fill('password1234');
  await expect(page.getByTestId('password-error')).toContainText(
    'This password is too easy to guess.',
  );
  await fill('short');
  await expect(page.getByTestId('password-error')).toHaveText(
    'The password must be at least 12 characters.',
  );
  await fill('violet tram harbour 42', 'violet tram harbour 24');
  await expect(page.getByTestId('password-error')).toHaveText(
    'The new password and its confirmation are not the same.',
  );
  const before = await page.evaluate(() => localStorage.getItem('adminToken'));
  await fill('violet tram harbour 42');
  await expect(page.getByRole('tablist', { name: 'Sections' })).toBeVisible();
  await expect(page.getByTestId('role-badge')).toHaveText('Kavach Admin');
  // The stored session is the new one; the first token no longer works.
  const after = await page.evaluate(() => localStorage.getItem('adminToken'));
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  const old = await fetch(`${E2E.apiUrl}/api/auth/me`, {
    headers: { Authorization: `Bearer ${before}` },
  });
  expect(old.status).toBe(401);
  // A reload keeps the tabs (the stored profile has no setup left).
  await page.reload();
  await expect(page.getByRole('tablist', { name: 'Sections' })).toBeVisible();

  await logout(page);
  await submitLogin(page, username, temporary);
  await expect(page.getByTestId('login-error')).toHaveText(
    'Invalid credentials. Please try again.',
  );
  await submitLogin(page, username, 'violet tram harbour 42');
  await expect(page.getByRole('tablist', { name: 'Sections' })).toBeVisible();
});

test('(e) My account: change password; the old one no longer logs in', async ({ page }) => {
  const username = unique('chg');
  const password = 'change me e2e password 1';
  const next = 'quiet lantern orchard 73';
  createUser(username, 'kavach_admin', password);
  await page.goto('/admin');
  await submitLogin(page, username, password);
  await openMyAccount(page);
  await shots(page, 'my-account');

  const form = page.getByRole('form', { name: 'Change password' });
  await expect(form.getByText('At least 12 characters; not a common password.')).toBeVisible();
  await form.getByLabel('Current password').fill('wrong current password');
  await form.getByLabel('New password', { exact: true }).fill(next);
  await form.getByLabel('Confirm new password').fill(next);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-error')).toHaveText(
    'Your current password is not correct.',
  );
  const before = await page.evaluate(() => localStorage.getItem('adminToken'));
  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-changed')).toHaveText(
    'Your password has been changed. Your other sessions have been logged out.',
  );
  await expect(form.getByLabel('Current password')).toHaveValue('');
  // Still signed in, on the new token.
  const after = await page.evaluate(() => localStorage.getItem('adminToken'));
  expect(after).not.toBe(before);
  await expect(page.getByTestId('role-badge')).toHaveText('Kavach Admin');
  await page.getByRole('button', { name: 'Back to the panel' }).click();
  await expect(page.getByRole('tablist', { name: 'Sections' })).toBeVisible();

  await logout(page);
  await submitLogin(page, username, password);
  await expect(page.getByTestId('login-error')).toHaveText(
    'Invalid credentials. Please try again.',
  );
  expect((await apiLoginAnswer(username, password)).status).toBe(401);
  await submitLogin(page, username, next);
  await expect(page.getByRole('tablist', { name: 'Sections' })).toBeVisible();
});
