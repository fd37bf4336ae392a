/**
 * Remotes are registered at runtime from the allowed tabs and fetched only
 * when opened (asserted from the network log); a remote that fails shows its
 * error with Retry while the other tabs keep working.
 */
import type { Page } from '@playwright/test';
import { expect, openAs, openTab, test } from './helpers';

/** Paths of every request under /admin-remotes/ made by the page. */
function remoteRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/admin-remotes/')) seen.push(pathname);
  });
  return seen;
}
const ofRemote = (seen: string[], tab: string) =>
  seen.filter((p) => p.startsWith(`/admin-remotes/${tab}/`));

test('a tab’s remote is not requested before the tab is opened', async ({ page }) => {
  const seen = remoteRequests(page);
  await openAs(page, 'admin');
  await expect(page.getByTestId('sessions-tab')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(ofRemote(seen, 'sessions').length).toBeGreaterThan(0);
  for (const tab of [
    'contacts',
    'registrations',
    'subscribers',
    'jobs',
    'career-applications',
    'privacy-requests',
  ])
    expect(ofRemote(seen, tab)).toEqual([]);

  await openTab(page, 'Contact Us Details', 'contacts-tab');
  expect(ofRemote(seen, 'contacts')).toContain('/admin-remotes/contacts/remoteEntry.js');
  expect(ofRemote(seen, 'registrations')).toEqual([]);
});

test('as kavach_admin, no jobs, career-applications or privacy-requests remote file is requested', async ({
  page,
}) => {
  const seen = remoteRequests(page);
  await openAs(page, 'kavach');
  for (const [label, id] of [
    ['Contact Us Details', 'contacts-tab'],
    ['Registration Details', 'registrations-tab'],
    ['Session Manager', 'sessions-tab'],
  ]) {
    await openTab(page, label, id);
  }
  await page.getByRole('tab', { name: 'Subscribe Details' }).click();
  await expect(
    page.getByTestId('subscribers-tab').or(page.getByTestId('remote-error')),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(ofRemote(seen, 'jobs')).toEqual([]);
  expect(ofRemote(seen, 'career-applications')).toEqual([]);
  expect(ofRemote(seen, 'privacy-requests')).toEqual([]);
});

test('as HR on /jobs-admin, no file of another remote is requested', async ({ page }) => {
  const seen = remoteRequests(page);
  await openAs(page, 'hr', '/jobs-admin', 'jobs-admin');
  await expect(page.getByTestId('jobs-tab').or(page.getByTestId('remote-error'))).toBeVisible();
  await page.getByRole('tab', { name: 'Career Applications' }).click();
  await expect(
    page.getByTestId('career-applications-tab').or(page.getByTestId('remote-error')),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const tab of ['sessions', 'contacts', 'registrations', 'subscribers'])
    expect(ofRemote(seen, tab)).toEqual([]);
});

test('an unavailable remote shows its error with Retry; the other tabs work', async ({ page }) => {
  await page.route('**/admin-remotes/contacts/**', (route) => route.abort('connectionrefused'));
  await openAs(page, 'admin');
  await page.getByRole('tab', { name: 'Contact Us Details' }).click();
  const error = page.getByTestId('remote-error');
  await expect(error).toContainText('The Contact Us Details section could not be loaded.');
  await expect(error.getByRole('button', { name: 'Retry' })).toBeVisible();

  await openTab(page, 'Registration Details', 'registrations-tab');
  await openTab(page, 'Session Manager', 'sessions-tab');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeEnabled();

  // Still down when opened again; back online, Retry loads it.
  await page.getByRole('tab', { name: 'Contact Us Details' }).click();
  await expect(page.getByTestId('remote-error')).toBeVisible();
  await page.unroute('**/admin-remotes/contacts/**');
  await page.getByTestId('remote-error').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('contacts-tab')).toBeVisible();
});

/** antd's style engine (@ant-design/cssinjs) writes this attribute: a script that has it carries antd. */
const ANTD_MARK = 'data-css-hash';

test('the login screen downloads no antd and asks for its scripts at once; the dashboard brings one antd, which the remotes reuse', async ({
  page,
}) => {
  const scripts: { path: string; body: Promise<string> }[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script')
      scripts.push({ path: new URL(r.url()).pathname, body: r.text().catch(() => '') });
  });
  const carryingAntd = async () => {
    const bodies = await Promise.all(scripts.map((s) => s.body));
    return scripts.filter((_, i) => bodies[i]!.includes(ANTD_MARK)).map((s) => s.path);
  };

  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('captcha')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await carryingAntd()).toEqual([]);
  // Every script of the start (the federation's host init and runtime, react, the app) is a
  // modulepreload link of the page, so none waits for another; the lazy ones (the captcha
  // widget) are not.
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  const entry = await page
    .locator('script[type="module"]')
    .evaluate((s) => new URL((s as HTMLScriptElement).src).pathname);
  expect(preloaded.some((p) => /hostInit/.test(p))).toBe(true);
  const start = scripts
    .map((s) => s.path)
    .filter((s) => s.startsWith('/admin/assets/') && s !== entry && !/altchaWidget/.test(s));
  expect(start.filter((s) => !preloaded.includes(s))).toEqual([]);

  scripts.length = 0;
  await openAs(page, 'admin');
  await openTab(page, 'Contact Us Details', 'contacts-tab');
  await openTab(page, 'Registration Details', 'registrations-tab');
  await page.waitForLoadState('networkidle');
  const withAntd = await carryingAntd();
  expect(withAntd).toHaveLength(1);
  expect(withAntd[0]).toMatch(/^\/admin\/assets\//);
  expect(scripts.filter((s) => /prebuild__react/.test(s.path))).toEqual([]);
});
