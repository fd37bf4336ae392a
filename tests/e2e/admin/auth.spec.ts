/**
 * Login, roles, session keeping and ending.
 */
import {
  apiLogin,
  captchaState,
  createUser,
  DATE_TIME,
  E2E,
  expect,
  fillLogin,
  openAs,
  openTab,
  storeSession,
  tabNames,
  test,
  USERS,
} from './helpers';

const ALL_TABS = [
  'Session Manager',
  'Contact Us Details',
  'Registration Details',
  'Subscribe Details',
  'Jobs Manager',
  'Career Applications',
  'Audit Log',
  'Mail Outbox',
  'Users',
  'Privacy Requests',
];

test.describe('login panel', () => {
  test('logs in, shows the role badge and the Last login line', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await fillLogin(page, USERS.kavach.username, USERS.kavach.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('role-badge')).toHaveText('Kavach Admin');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    // The previous login is shown (en-IN), or that this is the first one.
    await expect(page.getByTestId('last-login')).toHaveText(
      new RegExp(`^Last login: (this is your first login\\.|${DATE_TIME['en-IN']})$`),
    );
    // The token, the expiry timestamp and the role are stored.
    const stored = await page.evaluate(() => [
      localStorage.getItem('adminToken'),
      localStorage.getItem('adminTokenExpiry'),
      localStorage.getItem('adminRole'),
    ]);
    expect(stored[0]).toBeTruthy();
    expect(Number(stored[1])).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(stored[2]).toBe('kavach_admin');
  });

  test("a user's first login says so, the next shows the previous one", async ({ page }) => {
    const username = `fresh${Date.now()}`;
    createUser(username, 'kavach_admin', 'fresh user password 1');
    await page.goto('/admin');
    await fillLogin(page, username, 'fresh user password 1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('last-login')).toHaveText(
      'Last login: this is your first login.',
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await fillLogin(page, username, 'fresh user password 1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('last-login')).toHaveText(
      new RegExp(`^Last login: ${DATE_TIME['en-IN']}$`),
    );
  });

  test('asks for the captcha before sending', async ({ page }) => {
    await page.goto('/admin');
    await fillLogin(page, USERS.admin.username, USERS.admin.password, false);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-error')).toHaveText(
      'Please complete the reCAPTCHA verification.',
    );
  });

  test('wrong password: the server message, and the captcha is reset', async ({ page }) => {
    await page.goto('/admin');
    await fillLogin(page, USERS.admin.username, 'not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-error')).toHaveText(
      'Invalid credentials. Please try again.',
    );
    await expect.poll(() => captchaState(page)).not.toBe('verified');
    await expect(page.getByRole('tablist')).toHaveCount(0);
  });

  test('lockout after repeated failures shows the server message', async ({ page }) => {
    await page.goto('/admin');
    const username = `locked-${Date.now()}`;
    let message = '';
    for (let i = 0; i < 7; i++) {
      await fillLogin(page, username, 'wrong password');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByTestId('login-error')).toBeVisible();
      message = (await page.getByTestId('login-error').textContent()) ?? '';
      if (message !== 'Invalid credentials. Please try again.') break;
    }
    expect(message).not.toBe('Invalid credentials. Please try again.');
    expect(message).toMatch(/too many|try again/i);
  });

  test('network failure message', async ({ page }) => {
    await page.goto('/admin');
    await fillLogin(page, USERS.admin.username, USERS.admin.password);
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-error')).toHaveText(
      'Network error. Please check your connection and try again.',
    );
  });
});

test.describe('/jobs-admin', () => {
  test('is the Jobs Management Panel and refuses other roles', async ({ page }) => {
    await page.goto('/jobs-admin');
    await expect(page.getByRole('heading', { name: 'Jobs Management Panel' })).toBeVisible();
    await expect(page.getByText('Access job postings and career applications')).toBeVisible();
    await fillLogin(page, USERS.kavach.username, USERS.kavach.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('login-error')).toHaveText(
      'You do not have access to this panel.',
    );
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('admits HR with only the jobs tabs, default Jobs Manager', async ({ page }) => {
    await page.goto('/jobs-admin');
    await fillLogin(page, USERS.hr.username, USERS.hr.password);
    const [request] = await Promise.all([
      page.waitForRequest('**/api/auth/login'),
      page.getByRole('button', { name: 'Login' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({
      username: USERS.hr.username,
      panel: 'jobs-admin',
    });
    await expect(page.getByTestId('role-badge')).toHaveText('HR Manager');
    expect(await tabNames(page)).toEqual(['Jobs Manager', 'Career Applications']);
    await expect(page.getByRole('tab', { name: 'Jobs Manager' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/\/jobs-admin\?tab=jobs$/);
  });

  test('clears a stored session of another role and shows the login', async ({ page, context }) => {
    const login = await apiLogin('kavach');
    await storeSession(context, login);
    await page.goto('/jobs-admin');
    await expect(page.getByRole('heading', { name: 'Jobs Management Panel' })).toBeVisible();
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('adminToken'),
        localStorage.getItem('adminTokenExpiry'),
        localStorage.getItem('adminRole'),
      ]),
    ).toEqual([null, null, null]);
  });
});

test.describe('tabs per role (server permissions)', () => {
  test('admin sees every tab, default Session Manager', async ({ page }) => {
    await openAs(page, 'admin');
    expect(await tabNames(page)).toEqual(ALL_TABS);
    await expect(page.getByRole('tab', { name: 'Session Manager' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('role-badge')).toHaveText('System Admin');
  });

  test('kavach_admin sees its four tabs', async ({ page }) => {
    await openAs(page, 'kavach');
    expect(await tabNames(page)).toEqual(ALL_TABS.slice(0, 4));
  });

  test('hr_manager on /admin sees only jobs and applications, falling back to Jobs Manager', async ({
    page,
  }) => {
    await openAs(page, 'hr', '/admin?tab=contacts');
    expect(await tabNames(page)).toEqual(['Jobs Manager', 'Career Applications']);
    await expect(page.getByRole('tab', { name: 'Jobs Manager' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(/tab=jobs/);
  });

  test('jobs_admin on /jobs-admin sees only jobs and applications', async ({ page }) => {
    await openAs(page, 'jobs', '/jobs-admin', 'jobs-admin');
    expect(await tabNames(page)).toEqual(['Jobs Manager', 'Career Applications']);
    await expect(page.getByTestId('role-badge')).toHaveText('Jobs Admin');
  });
});

test.describe('session keeping', () => {
  test('a reload keeps the tab and the session', async ({ page }) => {
    await openAs(page, 'admin');
    await openTab(page, 'Registration Details', 'registrations-tab');
    await expect(page).toHaveURL(/\?tab=registrations$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Registration Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('registrations-tab')).toBeVisible();
    await expect(page.getByTestId('role-badge')).toHaveText('System Admin');
  });

  test('a stored session past its expiry is not honoured', async ({ page }) => {
    await openAs(page, 'admin');
    await page.evaluate(() => localStorage.setItem('adminTokenExpiry', String(Date.now() - 1000)));
    await page.reload();
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('adminToken'),
        localStorage.getItem('adminRole'),
      ]),
    ).toEqual([null, null]);
  });

  test('expiry while the page is open logs out with a message', async ({ page }) => {
    const login = await apiLogin('admin');
    // Expires a few seconds after the page opens.
    await storeSession(page.context(), login, Date.now() + 6000);
    await page.goto('/admin');
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.getByTestId('session-ended')).toHaveText(
      'Your session has expired. Please log in again.',
      { timeout: 15_000 },
    );
    await expect(page.getByLabel('Username')).toBeVisible();
  });

  test('a 401 from any call logs out with a message', async ({ page }) => {
    const login = await openAs(page, 'admin', '/admin?tab=contacts');
    await expect(page.getByTestId('contacts-tab')).toBeVisible();
    // The start-up calls (/me, the list) have their answers before the token is revoked.
    await page.waitForLoadState('networkidle');
    // The token is revoked elsewhere (e.g. logout in another browser).
    await fetch(`${E2E.apiUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${login.token}` },
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('session-ended')).toHaveText(
      'Your session has ended. Please log in again.',
    );
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('Logout clears the stored values and revokes the token', async ({ page }) => {
    const login = await openAs(page, 'admin');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByLabel('Username')).toBeVisible();
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('admin'))),
    ).toEqual([]);
    const me = await fetch(`${E2E.apiUrl}/api/auth/me`, {
      headers: { Authorization: `Bearer ${login.token}` },
    });
    expect(me.status).toBe(401);
  });

  test('a 403 inside a tab keeps the session', async ({ page }) => {
    await page.route('**/api/admin/contacts?*', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' }),
      }),
    );
    await openAs(page, 'admin', '/admin?tab=contacts');
    await expect(page.getByTestId('forbidden')).toHaveText(
      'You do not have access to this section.',
    );
    await expect(page.getByTestId('role-badge')).toBeVisible();
    await openTab(page, 'Session Manager', 'sessions-tab');
  });
});
