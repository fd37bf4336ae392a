/**
 * Step-up in a tab, on the real API: a System Admin whose sign-in is more than 5 minutes old
 * exports the contacts, disables an account, looks a person up and opens a stored mail. The panel asks for the password in its one dialog (a wrong one is
 * explained there), proves it with POST /api/account/step-up and repeats the export, which
 * downloads; the next 5 minutes ask nothing. Cancel leaves the export undone and says so.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import {
  apiLogin,
  E2E,
  expect,
  istDay,
  istNoon,
  openAs,
  openTab,
  test,
  USERS,
  withDb,
} from './helpers';

const STEP_UP_CANCELLED = 'You did not confirm it is you, so this was not done.';

/** The session's sign-in (or last proof) moved 10 minutes into the past. */
function makeStale(token: string) {
  const { jti } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
    jti: string;
  };
  return withDb((db) =>
    db.query(
      `UPDATE staff_sessions SET authenticated_at = now() - interval '10 minutes' WHERE jti = $1`,
      [jti],
    ),
  );
}

const exportButton = (page: Page) => page.getByTestId('export-csv');
const message = (page: Page) => page.getByTestId('tab-message');
const confirm = (page: Page) => page.getByRole('dialog', { name: 'Confirm it is you' });

test('an export after 5 minutes asks for the password, then downloads without another click', async ({
  page,
}) => {
  await withDb((db) =>
    db.query(
      `INSERT INTO contacts (name, email, phone, message, created_at)
       VALUES ('Step Up Person', 'step.up@example.com', NULL, 'Please call me.', $1)`,
      [istNoon(istDay(1))],
    ),
  );
  const login = await openAs(page, 'admin', '/admin?tab=contacts');
  await expect(page.getByTestId('contacts-tab')).toBeVisible();
  await expect(exportButton(page)).toBeEnabled();
  await makeStale(login.token);

  // Cancel: nothing downloads, and the tab says why.
  let downloads = 0;
  page.on('download', () => downloads++);
  await exportButton(page).click();
  await expect(confirm(page)).toBeVisible();
  await confirm(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm(page)).toHaveCount(0);
  await expect(message(page)).toContainText(STEP_UP_CANCELLED);
  expect(downloads).toBe(0);

  // A wrong password is explained in the dialog; the right one completes the export.
  await exportButton(page).click();
  await confirm(page).getByLabel('Your password').fill('not my password');
  await confirm(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm(page).getByTestId('step-up-error')).toHaveText(
    'Your current password is not correct.',
  );
  await confirm(page).getByLabel('Your password').fill(USERS.admin.password);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    confirm(page).getByRole('button', { name: 'Confirm' }).click(),
  ]);
  await expect(confirm(page)).toHaveCount(0);
  expect(fs.readFileSync((await download.path())!, 'utf8')).toContain('step.up@example.com');
  await expect(message(page)).toContainText('downloaded successfully!');

  // Proven for the next 5 minutes: the next export asks nothing.
  const [again] = await Promise.all([page.waitForEvent('download'), exportButton(page).click()]);
  expect(again.suggestedFilename()).toBe(download.suggestedFilename());
  await expect(confirm(page)).toHaveCount(0);
});

test('after 5 minutes, disabling an account, a privacy look-up and a stored mail each ask first, then go on', async ({
  page,
}) => {
  const address = `step-up-${randomUUID().slice(0, 8)}@example.com`;
  const username = `stepup${randomUUID().slice(0, 6)}`;
  await withDb(async (db) => {
    await db.query(
      `INSERT INTO contacts (name, email, phone, message, created_at)
       VALUES ('Step Up Visitor', $1, NULL, 'About my test results.', $2)`,
      [address, istNoon(istDay(1))],
    );
    await db.query(
      `INSERT INTO outbox_mails (kind, to_address, subject, text_body, html_body, message_id, status, attempts)
       VALUES ('contact.ack', $1, 'Thank you for contacting Kavach Genomics', 'Dear visitor, thank you.', '<p>Dear visitor, thank you.</p>', $2, 'sent', 1)`,
      [address, `<${randomUUID()}@kavach.example>`],
    );
  });
  // A fresh sign-in needs no proof: the account to change is made through the API.
  const setup = await apiLogin('admin');
  const made = await fetch(`${E2E.apiUrl}/api/admin/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${setup.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@kavach.example`, role: 'hr_manager' }),
  });
  expect(made.status, await made.text()).toBe(201);

  const login = await openAs(page, 'admin', '/admin?tab=users');
  const proveWithPassword = async () => {
    await expect(confirm(page)).toBeVisible();
    await confirm(page).getByLabel('Your password').fill(USERS.admin.password);
    await confirm(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm(page)).toHaveCount(0);
  };

  // Access: disabling an account.
  await makeStale(login.token);
  await page.getByRole('button', { name: `Disable ${username}` }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Disable', exact: true })
    .click();
  await proveWithPassword();
  await expect(message(page)).toHaveText(`${username} is disabled; their sessions ended.`);

  // Personal data: the privacy look-up.
  await makeStale(login.token);
  await openTab(page, 'Privacy Requests', 'privacy-requests-tab');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(address);
  await page.getByRole('button', { name: 'Look up' }).click();
  await proveWithPassword();
  await expect(page.getByRole('heading', { name: 'Contact messages (1)' })).toBeVisible();

  // Stored mail: opening its body.
  await makeStale(login.token);
  await openTab(page, 'Mail Outbox', 'outbox-tab');
  await page
    .getByTestId('outbox-tab')
    .locator('tbody tr', { hasText: address })
    .getByRole('button', { name: /^Open the mail to/ })
    .click();
  await proveWithPassword();
  await expect(
    page
      .getByRole('dialog', { name: 'Thank you for contacting Kavach Genomics' })
      .getByTestId('outbox-mail-text'),
  ).toHaveText('Dear visitor, thank you.');
});
