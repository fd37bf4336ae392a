/**
 * Staff account recovery in the browser: a new colleague's temporary password (copied as sign-in
 * instructions with the panel of their role) works for one sign-in that goes straight to choosing
 * their own password; "Forgot password?" mails a link (read from the stack's SMTP server) that
 * opens a page to choose a new password, then the login; a change after the first 5 minutes of
 * a session asks for the current password first. Screenshots at 390 and 1280 px (helpers.shot).
 */
import type { Page } from '@playwright/test';
import {
  apiLoginAnswer,
  createUser,
  expect,
  openAs,
  recoveryCodesOnPage,
  shot,
  solveWidget,
  storeSession,
  submitLogin,
  test,
  totp,
  withDb,
  type LoginAnswer,
} from './helpers';
import { mailTo } from './mail';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

async function shots(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
  await shot(page, `${name}-1280`);
}

/** The link of the newest "Forgot password?" mail the stack's SMTP server received for `address`. */
async function resetLinkMailedTo(address: string): Promise<string> {
  const link = /https?:\/\/\S+?#reset-password=[A-Za-z0-9_-]{43}/;
  const mail = await mailTo(address, (m) => link.test(m.text));
  return link.exec(mail.text)![0];
}

test('a temporary password: copied sign-in instructions, one sign-in straight to choosing a password', async ({
  page: admin,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const username = unique('newhr');
  await admin.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAs(admin, 'admin', '/admin?tab=users');
  await admin.getByRole('button', { name: 'Add user' }).click();
  const add = admin.getByRole('dialog', { name: 'Add user' });
  await add.getByLabel('Username', { exact: true }).fill(username);
  await add.getByRole('button', { name: 'Add user' }).click();
  await expect(add.getByTestId('form-problem')).toHaveText(
    'E-mail address: enter a valid address, like name@example.com.',
  );
  await add.getByLabel('E-mail address', { exact: true }).fill(`${username}@kavach.example`);
  // No role is chosen for the admin: the form says so before anything is sent.
  await add.getByRole('button', { name: 'Add user' }).click();
  await expect(add.getByTestId('form-problem')).toHaveText(
    'Role: choose what this person may see and do.',
  );
  await add.getByRole('radio', { name: /^HR Manager/ }).check();
  await shots(admin, 'recovery-add-user');
  await add.getByRole('button', { name: 'Add user' }).click();

  const shown = admin.getByRole('dialog', { name: 'Temporary password' });
  const temporary = (await shown.getByTestId('temporary-password').textContent())!.trim();
  expect(temporary).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){4}$/);
  expect(temporary).not.toMatch(/[0O1lIo]/);
  await shown.getByRole('button', { name: 'Copy sign-in instructions' }).click();
  await expect(shown.getByRole('status')).toHaveText(/^Sign-in instructions copied/);
  const instructions = await admin.evaluate(() => navigator.clipboard.readText());
  const origin = new URL(admin.url()).origin;
  // An HR Manager works on the jobs panel: the instructions send them there.
  expect(instructions).toContain(`Sign in at: ${origin}/jobs-admin\n`);
  expect(instructions).toContain(`Username: ${username}\n`);
  expect(instructions).toContain(`Temporary password: ${temporary}\n`);
  expect(instructions).toMatch(/works for one sign-in, until .+ IST/);
  await shots(admin, 'recovery-temporary-password');
  await shown.getByRole('button', { name: 'Done' }).click();

  // The colleague follows the instructions, on a phone.
  const context = await browser.newContext({
    viewport: PHONE,
    reducedMotion: 'reduce',
    extraHTTPHeaders: {
      'x-test-client-ip': `10.251.${info.workerIndex}.${(Date.now() % 200) + 1}`,
    },
  });
  const hr = await context.newPage();
  await hr.goto(/Sign in at: (\S+)/.exec(instructions)![1]);
  await expect(hr.getByRole('heading', { name: 'Jobs Management Panel' })).toBeVisible();
  await submitLogin(hr, username, temporary);
  const setup = hr.getByTestId('account-setup');
  await expect(setup.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
  // Not asked for the temporary password again.
  await expect(setup.getByLabel('Temporary password')).toHaveCount(0);
  await expect(setup.getByLabel('Current password')).toHaveCount(0);
  await shots(hr, 'recovery-first-sign-in');
  await hr.setViewportSize(PHONE);

  // The temporary password is spent: a second sign-in with it (another browser) is refused.
  const other = await browser.newContext({
    reducedMotion: 'reduce',
    extraHTTPHeaders: {
      'x-test-client-ip': `10.252.${info.workerIndex}.${(Date.now() % 200) + 1}`,
    },
  });
  const second = await other.newPage();
  await second.goto('/jobs-admin');
  await submitLogin(second, username, temporary);
  await expect(second.getByTestId('login-error')).toHaveText(
    'This temporary password has expired or was already used. Ask your administrator for a new one.',
  );
  await other.close();

  const own = 'saffron kites over the bay';
  await setup.getByLabel('New password', { exact: true }).fill(own);
  await setup.getByLabel('Confirm new password').fill(own);
  await setup.getByRole('button', { name: 'Save and continue' }).click();
  await expect(hr.getByRole('tablist', { name: 'Sections' })).toBeVisible();
  await context.close();
});

for (const panel of ['admin', 'jobs-admin'] as const) {
  test(`Forgot password? on /${panel}: a mailed link, a new password, then the login`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const username = unique(panel === 'admin' ? 'forgot' : 'forgothr');
    const email = `${username}@kavach.example`;
    const role = panel === 'admin' ? 'kavach_admin' : 'jobs_admin';
    const admin = await openAs(page, 'admin', '/admin?tab=users');
    const created = await page.request.post('/api/admin/users', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { username, email, role },
    });
    expect(created.status()).toBe(201);
    await page.evaluate(() => localStorage.clear());

    await page.goto(`/${panel}`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const form = page.getByRole('form', { name: 'Reset your password' });
    await form.getByLabel('Username or e-mail address').fill(email.toUpperCase());
    await solveWidget(page);
    await shots(page, `recovery-forgot-${panel}`);
    await form.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByTestId('forgot-sent')).toHaveText(
      'If an account matches, we have sent a link to its e-mail address. It works once, for 30 minutes. No mail? Check the spam folder, or ask your administrator.',
    );
    await shots(page, `recovery-forgot-sent-${panel}`);

    // The link of the mail, opened on this test's server (PUBLIC_SITE_URL is the site's address).
    const link = new URL(await resetLinkMailedTo(email));
    expect(link.pathname).toBe(`/${panel}`);
    await page.goto(`/${panel}${link.hash}`);
    const reset = page.getByTestId('reset-password');
    await expect(reset.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    const next = 'lotus ponds in the rain';
    await reset.getByLabel('New password', { exact: true }).fill('password1234');
    await reset.getByLabel('Confirm new password').fill('password1234');
    await reset.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByTestId('reset-error')).toContainText('too easy to guess');
    await reset.getByLabel('New password', { exact: true }).fill(next);
    await reset.getByLabel('Confirm new password').fill(next);
    await shots(page, `recovery-reset-${panel}`);
    await reset.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByTestId('reset-done')).toContainText('Log in with your new password.');
    await shots(page, `recovery-reset-done-${panel}`);
    await page.getByRole('button', { name: 'Go to login' }).click();
    // The token is gone from the address.
    expect(new URL(page.url()).hash).toBe('');
    await submitLogin(page, username, next);
    await expect(page.getByTestId('account-setup').or(page.getByRole('tablist'))).toBeVisible();

    // The link worked once.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/${panel}${link.hash}`);
    await page
      .getByTestId('reset-password')
      .getByLabel('New password', { exact: true })
      .fill(next + ' 2');
    await page.getByLabel('Confirm new password').fill(next + ' 2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByTestId('reset-error')).toHaveText(
      'This link has expired or was already used. Ask for a new one with "Forgot password?".',
    );
  });
}

test('after 5 minutes, new recovery codes and a new phone ask for the password first', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const username = unique('stepup');
  const password = 'step up e2e password 1';
  createUser(username, 'kavach_admin', password);
  const login = (await apiLoginAnswer(username, password)).body as unknown as LoginAnswer;
  await storeSession(page.context(), login);
  await page.goto('/admin?view=account');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByTestId('email-missing')).toBeVisible();
  await shots(page, 'recovery-my-account-no-email');
  // The session was signed in more than 5 minutes ago.
  const jti = JSON.parse(Buffer.from(login.token.split('.')[1], 'base64url').toString()).jti;
  const age = () =>
    withDb((db) =>
      db.query(
        `UPDATE staff_sessions SET authenticated_at = now() - interval '6 minutes' WHERE jti = $1`,
        [jti],
      ),
    );
  await age();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(`${username}@kavach.example`);
  await page.getByRole('button', { name: 'Save e-mail address' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(confirm).toBeVisible();
  await confirm.getByLabel('Your password').fill('not my password');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByTestId('step-up-error')).toHaveText(
    'Your current password is not correct.',
  );
  await shots(page, 'recovery-step-up');
  await confirm.getByLabel('Your password').fill(password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('email-saved')).toBeVisible();
  await expect(page.getByTestId('email-missing')).toHaveCount(0);

  // Two-factor on (the confirmation above is fresh: no second prompt), then new codes later.
  await page.getByRole('button', { name: 'Set up' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
  await page.getByTestId('enrol-code').fill(await totp(secret));
  await page.getByTestId('two-factor-setup').getByRole('button', { name: 'Confirm' }).click();
  const first = await recoveryCodesOnPage(page);
  await page.getByLabel('I have saved these codes').check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('On');

  await age();
  await page.getByRole('button', { name: 'Make new recovery codes' }).click();
  await confirm.getByLabel('Your password').fill(password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const fresh = await recoveryCodesOnPage(page);
  expect(fresh.some((c) => first.includes(c))).toBe(false);
  await page.getByLabel('I have saved these codes').check();
  await page.getByRole('button', { name: 'Done' }).click();
  await shots(page, 'recovery-my-account-two-factor');

  // Move to a new phone: after the password, a new secret; the old one stops once confirmed.
  await age();
  await page.getByRole('button', { name: 'Move to a new phone' }).click();
  await confirm.getByLabel('Your password').fill(password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('two-factor-setup')).toContainText('On your new phone');
  const moved = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
  expect(moved).not.toBe(secret);
  await shots(page, 'recovery-move-phone');
  await page.getByTestId('enrol-code').fill(await totp(moved));
  await page.getByTestId('two-factor-setup').getByRole('button', { name: 'Confirm' }).click();
  await recoveryCodesOnPage(page);
  await page.getByLabel('I have saved these codes').check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'moved to your new phone' }),
  ).toBeVisible();
});
