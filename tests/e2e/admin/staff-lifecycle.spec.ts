/**
 * A colleague's account from start to end, in two browsers at once: the System Admin creates an
 * HR Manager in the Users tab; the new colleague signs in on /jobs-admin with the temporary
 * password, chooses their own, sets up two-factor sign-in (codes computed from the secret the
 * page shows), signs out and in again with a code; the admin disables the account and the
 * colleague's open tab is logged out on its next request.
 */
import {
  expect,
  openAs,
  recoveryCodesOnPage,
  secretOnPage,
  submitCode,
  submitLogin,
  tabNames,
  test,
  totp,
} from './helpers';

test('an HR colleague is created, sets up their account and two-factor sign-in, and is disabled', async ({
  page: admin,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const username = `colleague${Date.now().toString(36)}`;
  const password = 'cardamom lanes at dusk 7';

  // The admin adds the account; the temporary password is shown once.
  await openAs(admin, 'admin', '/admin?tab=users');
  await expect(admin.getByTestId('users-tab')).toBeVisible();
  await admin.getByRole('button', { name: 'Add user' }).click();
  const add = admin.getByRole('dialog', { name: 'Add user' });
  await add.getByLabel('Username', { exact: true }).fill(username);
  await add.getByLabel('E-mail address', { exact: true }).fill(`${username}@kavach.example`);
  await add.getByRole('radio', { name: /^HR Manager/ }).check();
  await add.getByRole('button', { name: 'Add user' }).click();
  const shown = admin.getByRole('dialog', { name: 'Temporary password' });
  const temporary = (await shown.getByTestId('temporary-password').textContent())!.trim();
  await shown.getByRole('button', { name: 'Done' }).click();

  // The colleague, in their own browser, on the HR panel.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
    extraHTTPHeaders: {
      'x-test-client-ip': `10.250.${info.workerIndex}.${(Date.now() % 200) + 1}`,
    },
  });
  const hr = await context.newPage();
  await hr.goto('/jobs-admin');
  await submitLogin(hr, username, temporary);
  const setup = hr.getByTestId('account-setup');
  await expect(setup.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
  await setup.getByLabel('New password', { exact: true }).fill(password);
  await setup.getByLabel('Confirm new password').fill(password);
  await setup.getByRole('button', { name: 'Save and continue' }).click();
  await expect(hr.getByRole('tablist', { name: 'Sections' })).toBeVisible();
  expect(await tabNames(hr)).toEqual(['Jobs Manager', 'Career Applications']);

  // Two-factor sign-in from My account.
  await hr.getByRole('button', { name: 'My account' }).click();
  await hr.getByRole('button', { name: 'Set up' }).click();
  const secret = await secretOnPage(hr);
  const enrol = hr.getByTestId('two-factor-setup');
  await enrol.getByLabel('Authentication code').fill(await totp(secret));
  await enrol.getByRole('button', { name: 'Confirm' }).click();
  await recoveryCodesOnPage(hr);
  await hr.getByLabel('I have saved these codes').check();
  await hr.getByRole('button', { name: 'Done' }).click();
  await expect(hr.getByTestId('two-factor-status')).toHaveText('On');
  await hr.getByRole('button', { name: 'Back to the panel' }).click();

  // Out and in again: the password, then a code.
  await hr.getByRole('button', { name: 'Logout' }).click();
  await submitLogin(hr, username, password);
  await expect(hr.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await submitCode(hr, await totp(secret));
  await expect(hr.getByRole('tablist', { name: 'Sections' })).toBeVisible();

  // The admin sees the account as it is now, and disables it.
  await admin.getByRole('button', { name: 'Refresh' }).click();
  const row = admin.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('HR Manager');
  await expect(row).toContainText('On');
  await row.getByRole('button', { name: `Disable ${username}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Please confirm' });
  await confirm.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(row).toContainText('Disabled');

  // The colleague's open tab: the next request ends the session, with the reason.
  await hr.getByRole('tab', { name: 'Career Applications' }).click();
  await expect(hr.getByLabel('Username')).toBeVisible();
  await expect(hr.getByTestId('session-ended')).toHaveText(
    'Your session has ended. Please log in again.',
  );
  // And no way back in: with the right password they are told why (a wrong one learns nothing).
  await submitLogin(hr, username, 'not the password at all');
  await expect(hr.getByTestId('login-error')).toHaveText('Invalid credentials. Please try again.');
  await submitLogin(hr, username, password);
  await expect(hr.getByTestId('login-error')).toHaveText(
    'This account is disabled. Ask your administrator.',
  );
  await context.close();
});
