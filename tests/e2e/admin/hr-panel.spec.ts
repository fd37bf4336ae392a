/**
 * The HR panel: /jobs-admin with an hr_manager or jobs_admin
 * session shows only Jobs Manager and Career Applications, and the browser
 * fetches no file of any other remote at any point — asserted from the
 * network log. The API refuses those users every other area, also when a
 * tampered client shows them another tab.
 */
import type { Page } from '@playwright/test';
import { expect, openAs, openTab, tabNames, test } from './helpers';

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
