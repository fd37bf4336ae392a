/**
 * The HR panel: /jobs-admin with an hr_manager or jobs_admin
 * session shows only Jobs Manager and Career Applications, and the browser
 * fetches no file of any other remote at any point — asserted from the
 * network log. The API refuses those users every other area, also when a
 * tampered client shows them another tab.
 */
import type { Page } from '@playwright/test';
import {
  apiLogin,
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

const OTHER_REMOTES = ['sessions', 'contacts', 'registrations', 'subscribers'];
const OTHER_AREAS = ['sessions', 'contacts', 'registrations', 'subscribers'];

/** Every request of the page (any type), from before the first navigation. */
function networkLog(page: Page) {
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  return paths;
}

for (const user of ['hr', 'jobs'] as const) {
  test(`${user === 'hr' ? 'hr_manager' : 'jobs_admin'} on /jobs-admin: only the jobs tabs; no other remote is fetched at any point`, async ({
    page,
  }) => {
    const log = networkLog(page);
    await openAs(page, user, '/jobs-admin', 'jobs-admin');
    await expect(page.getByRole('heading', { name: 'Jobs Management Panel' })).toBeVisible();
    expect(await tabNames(page)).toEqual(['Jobs Manager', 'Career Applications']);
    await expect(page.getByRole('tab', { name: 'Jobs Manager' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('jobs-tab')).toBeVisible();

    // Use both tabs, reload, and ask for tabs the role may not open.
    await page.getByRole('button', { name: 'Add New Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Job Posting' });
    // As a person would: the form is there before Cancel (a click during the opening
    // animation of a loaded machine can land beside the moving button).
    await expect(dialog.getByLabel('Job Title *', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await openTab(page, 'Career Applications', 'career-applications-tab');
    await page.reload();
    await expect(page.getByTestId('career-applications-tab')).toBeVisible();
    await openTab(page, 'Jobs Manager', 'jobs-tab');
    for (const tab of OTHER_REMOTES) {
      await page.goto(`/jobs-admin?tab=${tab}`);
      await expect(page.getByTestId('jobs-tab')).toBeVisible();
      await expect(page).toHaveURL(/tab=jobs$/);
    }
    await page.waitForLoadState('networkidle');

    const remoteFiles = log.filter((p) => p.startsWith('/admin-remotes/'));
    expect(remoteFiles).toContain('/admin-remotes/jobs/remoteEntry.js');
    expect(remoteFiles).toContain('/admin-remotes/career-applications/remoteEntry.js');
    for (const tab of OTHER_REMOTES)
      expect(
        remoteFiles.filter((p) => p.startsWith(`/admin-remotes/${tab}/`)),
        tab,
      ).toEqual([]);
    // Every remote file came from one of the two jobs remotes.
    expect(
      remoteFiles.filter((p) => !/^\/admin-remotes\/(jobs|career-applications)\//.test(p)),
    ).toEqual([]);
    for (const area of OTHER_AREAS)
      expect(
        log.filter((p) => p.startsWith(`/api/admin/${area}`)),
        area,
      ).toEqual([]);
  });
}

test('the API refuses HR every other area, even when a tampered client shows its tab', async ({
  page,
}) => {
  // A client that claims more permissions than the server grants.
  await page.route('**/api/auth/me', async (route) => {
    const answer = await route.fetch();
    const me = await answer.json();
    await route.fulfill({
      response: answer,
      json: { ...me, permissions: [...me.permissions, 'subscribers:read', 'contacts:read'] },
    });
  });
  const login = await openAs(page, 'hr', '/admin?tab=subscribers');
  await expect(page.getByRole('tab', { name: 'Subscribe Details' })).toBeVisible();
  await page.getByRole('tab', { name: 'Subscribe Details' }).click();
  // The remote renders; the server answers its calls with 403 and the session is kept.
  await expect(page.getByTestId('forbidden')).toHaveText('You do not have access to this section.');
  await expect(page.getByTestId('role-badge')).toHaveText('HR Manager');
  await openTab(page, 'Contact Us Details', 'forbidden');
  await openTab(page, 'Jobs Manager', 'jobs-tab');

  // Every other admin area, asked from the page with the HR token.
  const statuses = await page.evaluate(async (token) => {
    const paths = [
      '/api/admin/sessions',
      '/api/admin/contacts',
      '/api/admin/registrations',
      '/api/admin/subscribers',
      '/api/admin/subscribers/export',
      '/api/admin/audit',
      '/api/admin/jobs',
      '/api/admin/applications',
    ];
    const out: Record<string, number> = {};
    for (const p of paths)
      out[p] = (await fetch(p, { headers: { Authorization: `Bearer ${token}` } })).status;
    return out;
  }, login.token);
  expect(statuses).toEqual({
    '/api/admin/sessions': 403,
    '/api/admin/contacts': 403,
    '/api/admin/registrations': 403,
    '/api/admin/subscribers': 403,
    '/api/admin/subscribers/export': 403,
    '/api/admin/audit': 403,
    '/api/admin/jobs': 200,
    '/api/admin/applications': 200,
  });
});

test('an HR Manager signed in on both panels logs out of /jobs-admin; /admin stays signed in', async ({
  context,
}) => {
  const adminLogin = await apiLogin('hr', 'admin');
  const jobsLogin = await apiLogin('hr', 'jobs-admin');
  await storeSession(context, adminLogin, undefined, 'admin');
  await storeSession(context, jobsLogin, undefined, 'jobs-admin');
  const adminPage = await context.newPage();
  await adminPage.goto('/admin?tab=jobs');
  await expect(adminPage.getByTestId('role-badge')).toHaveText('HR Manager');
  const jobsPage = await context.newPage();
  await jobsPage.goto('/jobs-admin?tab=jobs');
  await expect(jobsPage.getByTestId('role-badge')).toHaveText('HR Manager');

  await jobsPage.getByRole('button', { name: 'Logout' }).click();
  await expect(jobsPage.getByLabel('Username')).toBeVisible();
  expect(await jobsPage.evaluate(() => localStorage.getItem('jobsAdminToken'))).toBeNull();
  // The other panel, open in another browser tab, carries on: its token is its own.
  expect(await adminPage.evaluate(() => localStorage.getItem('adminToken'))).toBe(adminLogin.token);
  const [list] = await Promise.all([
    adminPage.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/jobs'),
    adminPage.getByRole('button', { name: 'Refresh' }).click(),
  ]);
  expect(list.status()).toBe(200);
  await expect(adminPage.getByTestId('role-badge')).toHaveText('HR Manager');
  await expect(adminPage.getByTestId('session-ended')).toHaveCount(0);
  const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
  expect((await fetch(`${E2E.apiUrl}/api/auth/me`, auth(adminLogin.token))).status).toBe(200);
  expect((await fetch(`${E2E.apiUrl}/api/auth/me`, auth(jobsLogin.token))).status).toBe(401);
});

test('after a 401 on /jobs-admin the next login lands on the tab HR was on', async ({ page }) => {
  const login = await openAs(page, 'hr', '/jobs-admin?tab=career-applications', 'jobs-admin');
  await expect(page.getByTestId('career-applications-tab')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The session is ended elsewhere (e.g. logout in another browser).
  await fetch(`${E2E.apiUrl}/api/auth/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${login.token}` },
  });
  await page.reload();
  await expect(page.getByTestId('session-ended')).toHaveText(
    'Your session has ended. Please log in again.',
  );
  await fillLogin(page, USERS.hr.username, USERS.hr.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('tab', { name: 'Career Applications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('career-applications-tab')).toBeVisible();
  await expect(page).toHaveURL(/\/jobs-admin\?tab=career-applications$/);
});
