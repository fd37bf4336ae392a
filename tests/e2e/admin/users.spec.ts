/**
 * Users (System Admins only) at 1280 px and on a 390 px phone: add an account and read its
 * temporary password once, sign in with it (a password to set first), change its role, disable and
 * enable it, reset its password, remove its two-factor sign-in, each ending its sessions on the
 * server; the refusals for the signed-in admin (disable yourself, the last System Admin); a Kavach
 * Admin has no Users tab and the API refuses them. Screenshots go to /tmp/shots/ for a person to
 * look at.
 */
import fs from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiLogin, expect, openAs, solveCaptcha, tabNames, test, withDb } from './helpers';

const SHOTS = '/tmp/shots';
fs.mkdirSync(SHOTS, { recursive: true });

const LAST_ADMIN = 'This is the last active System Admin. Make another user a System Admin first.';
const NOT_YOURSELF = 'You cannot disable your own account.';

/** Signs in through the one-origin server (the test's own client address) on /jobs-admin. */
async function login(request: APIRequestContext, username: string, password: string) {
  return request.post('/api/auth/login', {
    data: { username, password, captcha: await solveCaptcha(), panel: 'jobs-admin' },
  });
}

async function me(request: APIRequestContext, token: string) {
  const res = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  return res.status();
}

async function signIn(request: APIRequestContext, username: string, password: string) {
  const res = await login(request, username, password);
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { token: string; setupRequired: string | null };
  return body;
}

const row = (page: Page, username: string): Locator =>
  page
    .getByRole('region', { name: 'Users' })
    .locator('tbody tr')
    // By text, not by the cell's name: on a phone that name starts with the column's label.
    .filter({
      has: page.locator('td[data-label="Username"]', {
        // The name, "(you)" on one's own row, then the e-mail address or that there is none.
        hasText: new RegExp(
          `^${username.replace(/\./g, '\\.')}( \\(you\\))?(No e-mail address yet|[^\\s@]+@[^\\s@]+)$`,
        ),
      }),
    });

const message = (page: Page) => page.getByTestId('tab-message');

async function expectMessage(page: Page, text: string, tone: 'success' | 'error') {
  await expect(message(page)).toHaveText(text);
  await expect(message(page)).toHaveAttribute('data-tone', tone);
}

async function confirm(page: Page, text: string, button: string) {
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog.getByTestId('confirm-text')).toHaveText(text);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Reads the temporary password from its modal (and checks the text around it), then closes it. */
async function readTemporaryPassword(page: Page, username: string, shot?: string) {
  const dialog = page.getByRole('dialog', { name: 'Temporary password' });
  await expect(dialog.getByTestId('temporary-password-text')).toHaveText(
    new RegExp(
      `^Give this temporary password to ${username.replace(/\./g, '\\.')}\\. It works for one sign-in, until .+ IST; they then choose their own password\\. It will not be shown again\\.$`,
    ),
  );
  const password = (await dialog.getByTestId('temporary-password').textContent())!.trim();
  expect(password.length).toBeGreaterThanOrEqual(12);
  await expect(dialog.getByRole('button', { name: 'Copy password' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy sign-in instructions' })).toBeVisible();
  if (shot) await page.screenshot({ path: `${SHOTS}/${shot}` });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('temporary-password')).toHaveCount(0);
  return password;
}

/** Neither the page nor any table is wider than the window. */
async function expectFits(page: Page) {
  const { width, scroll, tables } = await page.evaluate(() => ({
    width: window.innerWidth,
    scroll: document.documentElement.scrollWidth,
    tables: [...document.querySelectorAll('table')].map((t) => t.getBoundingClientRect().right),
  }));
  expect(scroll).toBeLessThanOrEqual(width);
  for (const right of tables) expect(right).toBeLessThanOrEqual(width + 0.5);
}

async function openUsers(page: Page) {
  await openAs(page, 'admin', '/admin?tab=users');
  await expect(page.getByTestId('users-tab')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  await expect(row(page, 'admin')).toHaveCount(1);
}

// The flow runs once, on a phone (the list as cards); the table at 1280 and 1024 px, with a long
// row, is checked by long-values.spec.ts.
test.describe('at 390 px', () => {
  const width = 390;
  test.use({ viewport: { width, height: 844 } });

  test('a System Admin adds an account and changes it; each change ends its sessions', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const username = `priya.hr${width}.${Date.now() % 100_000}`;
    await openUsers(page);
    await expect(row(page, 'admin')).toContainText('admin (you)');
    await expect(row(page, 'admin')).toContainText('System Admin');
    await expect(row(page, 'kavach1')).not.toContainText('(you)');

    // Add user: a role chosen on purpose, the temporary password shown once.
    await page.getByRole('button', { name: 'Add user' }).click();
    const add = page.getByRole('dialog', { name: 'Add user' });
    // Each role with its line of what it can see and do (from the API's permission table).
    const roles = add.getByRole('group', { name: 'Role' });
    await expect(roles.getByRole('radio')).toHaveCount(5);
    for (const radio of await roles.getByRole('radio').all()) await expect(radio).not.toBeChecked();
    await expect(roles.getByTestId('role-summary-hr_manager')).toHaveText(
      'Can manage job postings; read and delete career applications; see sign-ups per day.',
    );
    await expect(roles.getByTestId('role-summary-admin')).toContainText('staff accounts');
    await expect(roles.getByTestId('role-summary-content_editor')).toHaveText(
      'Can write site content.',
    );
    await roles.getByRole('radio', { name: /^HR Manager/ }).check();
    await add.getByLabel('Username', { exact: true }).fill(username);
    await add.getByLabel('E-mail address', { exact: true }).fill(`${username}@kavach.example`);
    await page.screenshot({ path: `${SHOTS}/users-add-${width}.png` });
    await add.getByRole('button', { name: 'Add user' }).click();
    await expect(add).toBeHidden();
    await expect(message(page)).toContainText(`Account ${username} created.`);
    const first = await readTemporaryPassword(page, username, `users-password-${width}.png`);
    const added = row(page, username);
    await expect(added).toContainText('HR Manager');
    await expect(added).toContainText('Must set password');
    await expect(added).toContainText('Never');
    await expect(added).toContainText('Off');

    // The new user signs in with it (once) and must set a password first.
    const setup = await signIn(request, username, first);
    expect(setup.setupRequired).toBe('password');
    expect(await me(request, setup.token)).toBe(200);
    const own = 'their own passphrase e2e 1';
    const chosen = await request.post('/api/account/password', {
      headers: { authorization: `Bearer ${setup.token}` },
      data: { newPassword: own },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);
    let session = (await chosen.json()) as { token: string };

    // Change role → Jobs Admin: the earlier token stops working.
    await added.getByRole('button', { name: `Change role of ${username}` }).click();
    const role = page.getByRole('dialog', { name: `Change role of ${username}` });
    await expect(role.getByText('Their open sessions will end.')).toBeVisible();
    await role.getByRole('radio', { name: /^Jobs Admin/ }).check();
    await page.screenshot({ path: `${SHOTS}/users-role-${width}.png` });
    await role.getByRole('button', { name: 'Save' }).click();
    await expect(role).toBeHidden();
    await expectMessage(page, `${username} is now a Jobs Admin; their sessions ended.`, 'success');
    await expect(added).toContainText('Jobs Admin');
    expect(await me(request, session.token)).toBe(401);

    // Disable: logged out at once, and no login until enabled.
    session = await signIn(request, username, own);
    await added.getByRole('button', { name: `Disable ${username}` }).click();
    await confirm(
      page,
      `Disable ${username}? They are logged out at once and cannot log in until enabled.`,
      'Disable',
    );
    await expectMessage(page, `${username} is disabled; their sessions ended.`, 'success');
    await expect(added).toContainText('Disabled');
    expect(await me(request, session.token)).toBe(401);
    // Their right password is told why it does not sign in (a wrong one learns nothing).
    const refused = await login(request, username, own);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(
      'This account is disabled. Ask your administrator.',
    );

    // Enable: the same password works again.
    await added.getByRole('button', { name: `Enable ${username}` }).click();
    await confirm(page, `Enable ${username}? They can log in again with their password.`, 'Enable');
    await expectMessage(page, `${username} is enabled and can sign in.`, 'success');
    await expect(added).toContainText('Active');
    session = await signIn(request, username, own);

    // Reset password: a new temporary password; the old one and the open session end.
    await added.getByRole('button', { name: `Reset password of ${username}` }).click();
    await confirm(
      page,
      `Reset the password of ${username}? They are logged out at once and must log in with a temporary password, shown to you once.`,
      'Reset password',
    );
    await expectMessage(
      page,
      `${username} has a temporary password; their sessions ended.`,
      'success',
    );
    const second = await readTemporaryPassword(page, username);
    expect(second).not.toBe(first);
    expect(await me(request, session.token)).toBe(401);
    expect((await login(request, username, own)).status()).toBe(401);
    const again = await signIn(request, username, second);
    expect(again.setupRequired).toBe('password');
    session = again;
    // A temporary password signs in once.
    expect((await login(request, username, second)).status()).toBe(401);

    // Remove two-factor (offered only when it is on): for a user who lost their phone.
    await expect(
      added.getByRole('button', { name: `Remove two-factor of ${username}` }),
    ).toHaveCount(0);
    await withDb((db) =>
      db.query('UPDATE users SET totp_enabled_at = now() WHERE username = $1', [username]),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(added).toContainText('On');
    await added.getByRole('button', { name: `Remove two-factor of ${username}` }).click();
    await confirm(
      page,
      `Remove two-factor sign-in of ${username}? Use this for a user who lost their phone. They can set it up again at next login.`,
      'Remove two-factor',
    );
    await expectMessage(
      page,
      `${username} no longer has two-factor sign-in; their sessions ended.`,
      'success',
    );
    await expect(added).toContainText('Off');
    expect(await me(request, session.token)).toBe(401);

    // Search by username.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(username.toUpperCase());
    await expect(page.getByRole('region', { name: 'Users' }).locator('tbody tr')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search users' }).fill('');

    await page.waitForLoadState('networkidle');
    await expectFits(page);
    await page.screenshot({ path: `${SHOTS}/users-${width}.png`, fullPage: true });
    if (width < 600) {
      // Rows are cards: the header row is hidden, each cell labelled.
      const region = page.getByRole('region', { name: 'Users' });
      await expect(region.locator('thead')).not.toBeInViewport();
      await expect(added.locator('td[data-label="Last login"]')).toBeVisible();
    }
  });
});

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });

    test('the signed-in admin cannot disable themselves nor drop the last System Admin', async ({
      page,
    }) => {
      await openUsers(page);
      await row(page, 'admin').getByRole('button', { name: 'Disable admin' }).click();
      await confirm(
        page,
        'Disable admin? They are logged out at once and cannot log in until enabled.',
        'Disable',
      );
      await expectMessage(page, NOT_YOURSELF, 'error');
      await expect(row(page, 'admin')).toContainText('Active');

      // The only System Admin of this database: changing their own role is refused.
      expect(
        await withDb(
          async (db) =>
            (
              await db.query(
                "SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND NOT disabled",
              )
            ).rows[0].n,
        ),
      ).toBe(1);
      await row(page, 'admin').getByRole('button', { name: 'Change role of admin' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change role of admin' });
      await expect(dialog).toContainText('you will be logged out');
      await dialog.getByRole('radio', { name: /^Kavach Admin/ }).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByTestId('form-problem')).toHaveText(LAST_ADMIN);
      await page.screenshot({ path: `${SHOTS}/users-last-admin-${width}.png` });
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(row(page, 'admin')).toContainText('System Admin');
      // Still signed in: the refusal changed nothing.
      await expect(page.getByTestId('users-tab')).toBeVisible();
      await expectFits(page);
    });
  });
}

test('a Kavach Admin has no Users tab, and the API refuses them', async ({ page }) => {
  const login = await openAs(page, 'kavach', '/admin?tab=users');
  expect(await tabNames(page)).not.toContain('Users');
  await expect(page.getByTestId('users-tab')).toHaveCount(0);
  const res = await page.request.get('/api/admin/users', {
    headers: { authorization: `Bearer ${login.token}` },
  });
  expect(res.status()).toBe(403);
  // And the HR panel never offers it either.
  const hr = await apiLogin('hr', 'jobs-admin');
  expect(hr.permissions).not.toContain('users:manage');
});
