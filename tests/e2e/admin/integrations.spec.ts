/**
 * Integrations (System Admins only), at 1280 px (the tab's lists become cards on a phone as every
 * list does; a11y.spec.ts walks it at 390 px): a System Admin makes a token, reads its secret
 * once, another system uses it (no sign-in, no captcha), the list shows where it was used from,
 * and once revoked the token is refused on its next request. Then a webhook to a receiver this
 * file starts on the loopback (the stack's APIs run with WEBHOOK_ALLOW_PRIVATE): an event reaches
 * it, its delivery shows in the panel, and Redeliver sends the same message again.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiLogin, E2E, expect, openAs, shot, test, withDb } from './helpers';

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
  await tab.getByRole('button', { name: 'Refresh', exact: true }).click();
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

/** A request the receiver got. */
interface Received {
  path: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiving system on the loopback: answers 200 with a short text, keeps every request. */
async function startReceiver(): Promise<{
  url: string;
  received: Received[];
  stop(): Promise<void>;
}> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      received.push({ path: req.url, headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received, thank you');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

test('an admin creates a webhook, sees deliveries arrive, and redelivers one', async ({ page }) => {
  const receiver = await startReceiver();
  const [application] = await withDb((db) =>
    db
      .query<{ id: number }>(
        `INSERT INTO applications (first_name, last_name, email, phone_number, job_position, experience, notice_period, salary_expectation, reason_for_leaving_prev_job, source)
         VALUES ('Asha', 'Webhook', 'asha.webhook@example.com', '9876543210', 'App Developer', '3y+', 'immediate', '12 LPA', 'Relocating', 'careers_page') RETURNING id`,
      )
      .then((r) => r.rows.map((x) => x.id)),
  );
  try {
    await openAs(page, 'admin', '/admin?tab=integrations');
    const section = page.getByRole('region', { name: 'Webhooks', exact: true });
    await expect(section.getByText('No webhooks yet.')).toBeVisible();
    await section.getByRole('button', { name: 'Add webhook' }).click();
    const form = page.getByRole('dialog', { name: 'New webhook' });
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill(receiver.url);
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Applicant tracking');
    await form.getByRole('checkbox', { name: /^An application's status changed/ }).check();
    await shot(page, 'integrations-new-webhook-1280');
    await form.getByRole('button', { name: 'Add webhook' }).click();

    const secret = page.getByTestId('webhook-secret');
    await expect(secret).toHaveText(/^whsec_\S+$/);
    await expect(page.getByRole('dialog', { name: 'Webhook “Applicant tracking”' })).toContainText(
      'verify each delivery with it',
    );
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(secret).toHaveCount(0);
    const row = section.locator('tbody tr').filter({ hasText: receiver.url });
    await expect(row).toContainText("An application's status changed");
    await expect(row).toContainText('On');

    // The event: a member of staff changes the application's status.
    const { token } = await apiLogin('admin');
    const changed = await fetch(`${E2E.apiUrl}/api/admin/applications/${application}/status`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'shortlisted' }),
    });
    expect(changed.status).toBe(200);
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
    const [first] = receiver.received;
    expect(first.path).toBe('/hook');
    expect(JSON.parse(first.body)).toMatchObject({
      type: 'application.status_changed',
      data: { id: application, from: 'new', to: 'shortlisted' },
    });
    expect(first.headers['webhook-id']).toMatch(/^msg_/);

    await row.getByRole('button', { name: `Deliveries of ${receiver.url}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Deliveries' });
    const delivery = dialog.locator('tbody tr').first();
    // The receiver had its answer a moment before the API wrote it down.
    await expect(async () => {
      await dialog.getByRole('button', { name: 'Refresh' }).click();
      await expect(delivery).toContainText('Delivered', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(delivery.locator('[data-label="Answer code"]')).toHaveText('200');
    await expect(delivery.locator('[data-label="Attempts"]')).toHaveText('1');
    await expect(delivery).toContainText('received, thank you');
    await delivery.getByRole('button', { name: /^Details of / }).click();
    await expect(dialog.getByTestId('delivery-body')).toContainText('"to": "shortlisted"');
    await expect(dialog).toContainText(String(first.headers['webhook-id']));
    await shot(page, 'integrations-deliveries-1280');

    await delivery.getByRole('button', { name: /^Redeliver / }).click();
    await expect(dialog.getByTestId('tab-message')).toHaveText('It is being sent again.');
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
    expect(receiver.received[1].headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(receiver.received[1].body).toBe(first.body);
    await expect(async () => {
      await dialog.getByRole('button', { name: 'Refresh' }).click();
      await expect(delivery.locator('[data-label="Attempts"]')).toHaveText('2', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(delivery).toContainText('Delivered');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);

    // Deleted again: the later files' events go nowhere.
    await row.getByRole('button', { name: `Delete webhook ${receiver.url}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(confirm).toContainText(`Delete the webhook to ${receiver.url}?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(section.getByText('No webhooks yet.')).toBeVisible();
  } finally {
    await receiver.stop();
    await withDb((db) => db.query('DELETE FROM applications WHERE id = $1', [application]));
  }
});
