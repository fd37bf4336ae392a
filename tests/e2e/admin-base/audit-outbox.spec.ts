/**
 * Audit Log and Mail Outbox, the System Admin's two tabs: the log shows what this test did
 * (jobs created through the API by two users) and narrows to one action and one user; the
 * outbox shows a failed mail with its last error and Retry makes it pending. Both fit a 390 px
 * phone and a 1280 px screen. A Kavach Admin sees neither tab, nor loads their remotes.
 */
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { REPO_ROOT } from './env';
import {
  apiLogin,
  E2E,
  expect,
  openAs,
  openTab,
  tabNames,
  test,
  withDb,
  type LoginAnswer,
} from './helpers';

/** Screenshots for a person to look at (as layout-jobs-subscribers.spec.ts keeps them). */
const SHOTS = path.join(REPO_ROOT, 'test-results', 'admin-screens');

/** Creates a job through the API as `login`'s user; returns the audit target it leaves. */
async function createJob(login: LoginAnswer, title: string): Promise<string> {
  const res = await fetch(`${E2E.apiUrl}/api/admin/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
    body: JSON.stringify({ title, location: 'Navi Mumbai' }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { data } = (await res.json()) as { data: { id: number } };
  return `job #${data.id} ${title}`;
}

/** The page never scrolls sideways; the table (or its cards) stays inside the viewport. */
async function expectFits(page: Page, region: string, shot: string) {
  await page.screenshot({ path: path.join(SHOTS, `${shot}.png`), fullPage: true });
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
  const table = page.getByRole('region', { name: region });
  const box = (await table.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  if (width < 600) {
    // Cards: the header row is hidden, each card fits.
    await expect(table.locator('thead')).not.toBeInViewport();
    const card = (await table.locator('tbody tr').first().boundingBox())!;
    expect(card.x + card.width).toBeLessThanOrEqual(width);
  }
}

const rows = (page: Page) =>
  page.getByRole('region', { name: 'Audit log entries' }).locator('tbody tr');
const actionCells = (page: Page) =>
  page.getByRole('region', { name: 'Audit log entries' }).locator('td[data-label="Action"]');

test.describe('Audit Log', () => {
  const run = randomUUID().slice(0, 8);
  let adminTarget: string;
  let jobsTarget: string;

  test.beforeAll(async () => {
    adminTarget = await createJob(await apiLogin('admin'), `Audit e2e admin ${run}`);
    jobsTarget = await createJob(await apiLogin('jobs', 'jobs-admin'), `Audit e2e jobs ${run}`);
  });

  test('shows what the test did and narrows by action and by user', async ({ page }) => {
    await openAs(page, 'admin', '/admin');
    await openTab(page, 'Audit Log', 'audit-tab');
    const tab = page.getByTestId('audit-tab');
    await expect(tab.getByText(jobsTarget)).toBeVisible();
    await expect(tab.getByText(adminTarget)).toBeVisible();
    // The sign-ins of this run are there too (the API records them).
    await expect(
      actionCells(page)
        .filter({ hasText: /^auth\.login$/ })
        .first(),
    ).toBeVisible();

    // Action: only job.create rows remain, both of this run's jobs among them.
    const action = tab.getByRole('combobox', { name: 'Action' });
    await expect(action.locator('option[value="job.create"]')).toHaveCount(1);
    await action.selectOption('job.create');
    await expect(actionCells(page).filter({ hasNotText: 'job.create' })).toHaveCount(0);
    await expect(tab.getByText(jobsTarget)).toBeVisible();
    await expect(tab.getByText(adminTarget)).toBeVisible();

    // Who: the jobs admin's job stays, the System Admin's goes (any case matches).
    await tab.getByLabel('Who').fill('JOBS1');
    await expect(tab.getByText(adminTarget)).toHaveCount(0);
    await expect(tab.getByText(jobsTarget)).toBeVisible();
    const who = page
      .getByRole('region', { name: 'Audit log entries' })
      .locator('td[data-label="Who"]');
    await expect(who.first()).toHaveText('jobs1');
    await expect(who.filter({ hasNotText: /^jobs1$/ })).toHaveCount(0);

    // An action this user never did: the empty text names both filters.
    await action.selectOption('outbox.retry');
    await expect(rows(page)).toHaveText([
      'No audit entries for user “JOBS1” and action “outbox.retry”.',
    ]);

    await tab.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(tab.getByText(adminTarget)).toBeVisible();
    await expect(
      actionCells(page)
        .filter({ hasText: /^auth\.login$/ })
        .first(),
    ).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`fits a ${width} px screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await openAs(page, 'admin', '/admin?tab=audit');
      await expect(page.getByTestId('audit-tab').getByText(jobsTarget)).toBeVisible();
      await expectFits(page, 'Audit log entries', `audit-${width}`);
    });
  }
});

test.describe('Mail Outbox', () => {
  const address = `failed-${randomUUID().slice(0, 8)}@example.com`;
  const lastError = `550 5.1.1 <${address}>: Recipient address rejected: User unknown in virtual mailbox table; the receiving server gave up after 8 attempts`;

  test.beforeAll(async () => {
    await withDb((db) =>
      db.query(
        `INSERT INTO outbox_mails (kind, to_address, subject, text_body, html_body, message_id, status, attempts, last_error)
         VALUES ('contact.ack', $1, 'Thank you for contacting Kavach Genomics', 't', '<p>t</p>', $2, 'failed', 8, $3)`,
        [address, `<${randomUUID()}@kavach.example>`, lastError],
      ),
    );
  });

  test('shows a failed mail with its last error; Retry makes it pending', async ({ page }) => {
    await openAs(page, 'admin', '/admin');
    await openTab(page, 'Mail Outbox', 'outbox-tab');
    const tab = page.getByTestId('outbox-tab');
    await tab.getByLabel('Filter by status').selectOption('failed');
    const row = tab.locator('tbody tr', { hasText: address });
    await expect(row.locator('td[data-label="Status"]')).toHaveText('failed');
    await expect(row.locator('td[data-label="Attempts"]')).toHaveText('8');
    await expect(row.locator('td[data-label="Last error"]')).toContainText(
      'Recipient address rejected',
    );
    await expect(row.getByTitle(lastError)).toBeVisible();

    await row.getByRole('button', { name: /^Retry/ }).click();
    await expect(tab.getByTestId('tab-message')).toContainText('The mail will be sent again.');
    await expect(row.locator('td[data-label="Status"]')).toHaveText('pending');
    await expect(row.locator('td[data-label="Attempts"]')).toHaveText('0');
    await expect(row.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
    // The database agrees: no longer failed (the worker may already have sent it).
    const [{ status }] = await withDb(
      async (db) =>
        (await db.query('SELECT status FROM outbox_mails WHERE to_address = $1', [address])).rows,
    );
    expect(['pending', 'sending', 'sent']).toContain(status);
    // The audit log has the retry.
    await openTab(page, 'Audit Log', 'audit-tab');
    await page
      .getByTestId('audit-tab')
      .getByRole('combobox', { name: 'Action' })
      .selectOption('outbox.retry');
    await expect(actionCells(page).first()).toHaveText('outbox.retry');
  });

  for (const width of [390, 1280]) {
    test(`fits a ${width} px screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await openAs(page, 'admin', '/admin?tab=outbox');
      await expect(
        page.getByTestId('outbox-tab').locator('td[data-label="To"]', { hasText: address }),
      ).toBeVisible();
      await expectFits(page, 'Outbox mails', `outbox-${width}`);
    });
  }
});

test('a Kavach Admin sees neither tab and loads neither remote', async ({ page }) => {
  const remotes: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (/^\/admin-remotes\/(audit|outbox)\//.test(pathname)) remotes.push(pathname);
  });
  await openAs(page, 'kavach', '/admin?tab=audit');
  const names = await tabNames(page);
  expect(names).not.toContain('Audit Log');
  expect(names).not.toContain('Mail Outbox');
  await expect(page.getByTestId('sessions-tab')).toBeVisible();
  await page.goto('/admin?tab=outbox');
  await expect(page.getByTestId('sessions-tab')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(remotes).toEqual([]);
});
