/**
 * Stored text that contains HTML is shown as text, never run: a visitor's message
 * with markup and script payloads appears literally in the list, the details modal and the CSV,
 * no element of the payload reaches the DOM and no script of it runs.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, istDay, istNoon, openAs, test, withDb } from './helpers';

const NAME = '<img src=x onerror="window.__xss=1">Mallory';
const MESSAGE =
  '<script>window.__xss=2</script><b>bold?</b> <a href="javascript:window.__xss=3">x</a>';
const ORG = '<iframe src="javascript:window.__xss=4"></iframe>';

test.beforeEach(async () => {
  await withDb(async (db) => {
    await db.query('DELETE FROM contacts');
    await db.query('DELETE FROM registrations');
    await db.query(
      `INSERT INTO contacts (name, email, phone, message, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [NAME, 'mallory@example.com', '9876543210', MESSAGE, istNoon(istDay(1))],
    );
    await db.query(
      `INSERT INTO registrations (name, email, phone, organization, message, session_name, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [NAME, 'mallory@example.com', '9876543210', ORG, MESSAGE, 'HrC', istNoon(istDay(1))],
    );
  });
});

/** No element of the payloads exists anywhere in the page, and none of their scripts ran. */
async function expectInert(page: Page) {
  await expect(
    page.locator('img[src="x"], iframe, b:text("bold?"), a[href^="javascript:"]'),
  ).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
}

test('contacts: the list, the details and the CSV show the markup as text', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await openAs(page, 'admin', '/admin?tab=contacts');
  const row = page.getByRole('region', { name: 'Contacts' }).locator('tbody tr').first();
  await expect(row.locator('td').nth(1)).toHaveText(NAME);
  await expect(row.locator('td').nth(5)).toHaveText(MESSAGE.slice(0, 50) + '...');
  await expectInert(page);

  await row.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Details' });
  await expect(dialog).toContainText(NAME);
  await expect(dialog).toContainText(MESSAGE);
  await expectInert(page);

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export 1 contact' }).click(),
  ]);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  // Quoted as one field each, quotes doubled, the markup kept verbatim.
  expect(csv).toContain(`"${NAME.replace(/"/g, '""')}"`);
  expect(csv).toContain(`"${MESSAGE.replace(/"/g, '""')}"`);
  expect(alerts).toEqual([]);
});

test('registrations: the list and the details show the markup as text', async ({ page }) => {
  await openAs(page, 'admin', '/admin?tab=registrations');
  const row = page.getByRole('region', { name: 'Registrations' }).locator('tbody tr').first();
  await expect(row).toContainText(NAME);
  await expectInert(page);

  await row.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registration Details' });
  await expect(dialog).toContainText(NAME);
  await expect(dialog).toContainText(ORG);
  await expect(dialog).toContainText(MESSAGE);
  await expectInert(page);
});
