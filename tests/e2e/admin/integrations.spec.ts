/**
 * Integrations (System Admins only), at 1280 px (the tab's lists become cards on a phone as every
 * list does; a11y.spec.ts walks it at 390 px): a System Admin makes a token, reads its secret
 * once, another system uses it (no sign-in, no captcha), the list shows where it was used from,
 * and once revoked the token is refused on its next request.
 */
import { expect, openAs, shot, test } from './helpers';

test('a System Admin makes a token, it is used from elsewhere, then revoked and refused', async ({
  page,
  request,
}) => {
  await openAs(page, 'admin', '/admin?tab=integrations');
  const tab = page.getByTestId('integrations-tab');
  await expect(tab.getByRole('heading', { name: 'Integrations' })).toBeVisible();
  await tab.getByRole('button', { name: 'Add token' }).click();
  const form = page.getByRole('dialog', { name: 'New integration token' });
  await form.getByLabel('Name').fill('CRM sync');
  await form.getByRole('checkbox', { name: /^Read contact messages/ }).check();
  await form.getByLabel('Expires after').selectOption('30');
  await shot(page, 'integrations-new-token-1280');
  await form.getByRole('button', { name: 'Make token' }).click();

  const secretShown = page.getByTestId('token-secret');
  await expect(secretShown).toHaveText(/^kvch_it_[A-Za-z0-9_-]{43}$/);
  const secret = (await secretShown.textContent())!;
  await shot(page, 'integrations-secret-1280');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(secretShown).toHaveCount(0);
  // Shown once: the list holds its first characters only.
  const row = tab.locator('tbody tr').filter({ hasText: 'CRM sync' });
  await expect(row).toContainText(`${secret.slice(0, 12)}…`);
  await expect(row).not.toContainText(secret.slice(12));
  await expect(row).toContainText('Never');

  // Another system, with the token alone, from its own address.
  const elsewhere = { authorization: `Bearer ${secret}`, 'x-test-client-ip': '198.51.100.23' };
  expect((await request.get('/api/admin/contacts', { headers: elsewhere })).status()).toBe(200);
  await tab.getByRole('button', { name: 'Refresh' }).click();
  await expect(row).toContainText('from 198.51.100.23');
  await shot(page, 'integrations-used-1280');

  await row.getByRole('button', { name: 'Revoke CRM sync' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Revoke the token “CRM sync”?');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByTestId('tab-message')).toHaveText(
    'Token “CRM sync” revoked: it is refused from now on.',
  );
  await expect(row).toContainText('Revoked by admin');
  const refused = await request.get('/api/admin/contacts', { headers: elsewhere });
  expect([refused.status(), (await refused.json()).message]).toEqual([
    401,
    'This integration token was revoked. Ask a System Admin for a new one.',
  ]);
});
