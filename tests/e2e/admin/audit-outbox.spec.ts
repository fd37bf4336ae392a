/**
 * Audit Log and Mail Outbox, the System Admin's two tabs: the log reads what this test did as
 * sentences (jobs created through the API by two users), links a job while it exists, and narrows
 * to one action (chosen by its words) and one user; the outbox says what to do about a failed
 * mail, opens it to read as sent, and Retry makes it pending. Both fit a 390 px phone and a
 * 1280 px screen. A Kavach Admin sees neither tab, nor loads their remotes.
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

/** Creates a job through the API as `login`'s user; returns its id. */
async function createJob(login: LoginAnswer, title: string): Promise<number> {
  const res = await fetch(`${E2E.apiUrl}/api/admin/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
    body: JSON.stringify({ title, location: 'Navi Mumbai' }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { data } = (await res.json()) as { data: { id: number } };
  return data.id;
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
const sentences = (page: Page) =>
  page.getByRole('region', { name: 'Audit log entries' }).locator('td[data-label="What happened"]');

/** Chooses an action in the Action filter by its words (typed, then picked from its group). */
async function chooseAction(page: Page, words: string) {
  const action = page.getByTestId('audit-tab').getByRole('combobox', { name: 'Action' });
  await action.click();
  await action.fill(words);
  await page.locator(`.ant-select-item-option[title="${words}"]`).click();
}

test.describe('Audit Log', () => {
  const run = randomUUID().slice(0, 8);
  const adminTitle = `Audit e2e admin ${run}`;
  const jobsTitle = `Audit e2e jobs ${run}`;
  const adminSentence = `admin created the job “${adminTitle}”.`;
  const jobsSentence = `jobs1 created the job “${jobsTitle}”.`;

  test.beforeAll(async () => {
    await createJob(await apiLogin('admin'), adminTitle);
    await createJob(await apiLogin('jobs', 'jobs-admin'), jobsTitle);
  });

  test('reads as sentences, links a record, narrows by action words and by user', async ({
    page,
  }) => {
    // The date fields and the action filter are fetched when a tab first shows them. Held back
    // here, the tab shows a busy box of each one's size; the controls then take their places,
    // and nothing around them moves.
    const controls = /\/admin\/assets\/(DayPickerInput|select)-[\w-]+\.js$/;
    const held: Array<() => void> = [];
    await page.route(controls, async (route) => {
      await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
    await openAs(page, 'admin', '/admin');
    await openTab(page, 'Audit Log', 'audit-tab');
    const tab = page.getByTestId('audit-tab');
    await expect(sentences(page).filter({ hasText: jobsSentence })).toHaveCount(1);
    await expect.poll(() => held.length).toBe(2);
    const busy = tab.locator('[aria-busy="true"]');
    await expect(busy).toHaveCount(3);
    await expect(tab.getByRole('combobox', { name: 'Action' })).toHaveCount(0);
    const places = () =>
      Promise.all(
        [
          tab.getByLabel('Who'),
          tab.locator('.kv-audit__action-filter'),
          tab.locator('.kv-day-picker'),
          rows(page).first(),
        ].map((l) =>
          l.evaluateAll((els) =>
            els.map((e) => {
              const r = e.getBoundingClientRect();
              return [Math.round(r.x), Math.round(r.y), Math.round(r.width)];
            }),
          ),
        ),
      );
    const waiting = await places();
    for (const release of held) release();
    await expect(busy).toHaveCount(0);
    await page.unroute(controls);
    await expect(tab.getByRole('combobox', { name: 'Action' })).toBeVisible();
    await expect(tab.getByPlaceholder('dd/mm/yyyy')).toHaveCount(2);
    expect(await places()).toEqual(waiting);
    await expect(sentences(page).filter({ hasText: adminSentence })).toHaveCount(1);
    // The sign-ins of this run are there too (the API records them), in words, no codes.
    await expect(
      sentences(page)
        .filter({ hasText: /^admin signed in to the staff panel\.$/ })
        .first(),
    ).toBeVisible();
    await expect(tab.getByText('auth.login', { exact: true })).toHaveCount(0);
    await expect(tab.getByText(/job #\d+/)).toHaveCount(0);

    // Details keep the code and the detail as recorded.
    await rows(page)
      .filter({ hasText: adminSentence })
      .getByRole('button', { name: `View the entry: ${adminSentence}` })
      .click();
    const details = page.getByTestId('audit-details');
    await expect(details).toContainText('job.create');
    await expect(details).toContainText(new RegExp(`job #\\d+ ${adminTitle}`));
    await page
      .getByRole('dialog', { name: 'Audit entry' })
      .locator('.ant-modal-footer')
      .getByRole('button', { name: 'Close' })
      .click();

    // Action, by its words: only "created a job" rows remain, both of this run's among them.
    await chooseAction(page, 'Created a job');
    await expect(sentences(page).filter({ hasNotText: 'created the job' })).toHaveCount(0);
    await expect(sentences(page).filter({ hasText: jobsSentence })).toHaveCount(1);
    await expect(sentences(page).filter({ hasText: adminSentence })).toHaveCount(1);

    // Who: the jobs admin's job stays, the System Admin's goes (any case matches).
    await tab.getByLabel('Who').fill('JOBS1');
    await expect(sentences(page).filter({ hasText: adminSentence })).toHaveCount(0);
    await expect(sentences(page).filter({ hasText: jobsSentence })).toHaveCount(1);
    await expect(sentences(page).filter({ hasNotText: /^jobs1 / })).toHaveCount(0);

    // An action this user never did: the empty text names both filters in words.
    await chooseAction(page, 'Sent a failed mail again');
    await expect(rows(page)).toHaveText([
      'No audit entries for user “JOBS1” and “Sent a failed mail again”.',
    ]);

    await tab.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(sentences(page).filter({ hasText: adminSentence })).toHaveCount(1);

    // The job's name links to the Jobs tab while the job exists.
    await rows(page)
      .filter({ hasText: adminSentence })
      .getByRole('link', { name: `“${adminTitle}”` })
      .click();
    await expect(page.getByTestId('jobs-tab')).toBeVisible();
    await expect(page).toHaveURL(/[?&]tab=jobs\b/);
  });

  for (const width of [390, 1280]) {
    test(`fits a ${width} px screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await openAs(page, 'admin', '/admin?tab=audit');
      await expect(sentences(page).filter({ hasText: jobsSentence })).toHaveCount(1);
      await expectFits(page, 'Audit log entries', `audit-${width}`);
      await page.getByTestId('audit-tab').getByRole('combobox', { name: 'Action' }).click();
      await expect(
        page.locator('.ant-select-item-group', { hasText: 'Contact messages' }),
      ).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `audit-actions-${width}.png`) });
    });
  }
});

test.describe('Mail Outbox', () => {
  const address = `failed-${randomUUID().slice(0, 8)}@example.com`;
  const TEXT = 'Dear visitor,\n\nThank you for writing to us. We reply within two working days.';
  const HTML =
    '<p style="color:#1f7a4d">Dear visitor,</p><p>Thank you for writing to us.</p><script>parent.document.title="pwned"</script>';
  const problem =
    'The recipient’s mail server refused the address (it may be mistyped or closed). Check the address with the person; Retry will fail the same way.';
  const lastError = `550 5.1.1 <${address}>: Recipient address rejected: User unknown in virtual mailbox table; the receiving server gave up after 8 attempts`;

  test.beforeAll(async () => {
    await withDb((db) =>
      db.query(
        `INSERT INTO outbox_mails (kind, to_address, subject, text_body, html_body, message_id, status, attempts, last_error)
         VALUES ('contact.ack', $1, 'Thank you for contacting Kavach Genomics', $4, $5, $2, 'failed', 8, $3)`,
        [address, `<${randomUUID()}@kavach.example>`, lastError, TEXT, HTML],
      ),
    );
  });

  test('says what to do about a failed mail, opens it as sent; Retry makes it pending', async ({
    page,
  }) => {
    await openAs(page, 'admin', '/admin');
    await openTab(page, 'Mail Outbox', 'outbox-tab');
    const tab = page.getByTestId('outbox-tab');
    await tab.getByLabel('Filter by status').selectOption('failed');
    const row = tab.locator('tbody tr', { hasText: address });
    await expect(row.locator('td[data-label="Status"]')).toHaveText('Failed');
    await expect(row.locator('td[data-label="Attempts"]')).toHaveText('8');
    await expect(row.locator('td[data-label="Problem"]')).toHaveText(problem);
    await expect(row.locator('td[data-label="Subject"]')).toContainText(
      'Reply to a contact message',
    );
    await expect(tab.getByText('None', { exact: true })).toHaveCount(0);

    // Open: the mail as sent, the server's own reply kept for IT, the HTML in a sandbox.
    await row.getByRole('button', { name: /^Open the mail to/ }).click();
    const mail = page.getByRole('dialog', { name: 'Thank you for contacting Kavach Genomics' });
    await expect(mail.getByTestId('outbox-mail-text')).toHaveText(
      'Dear visitor,\n\nThank you for writing to us. We reply within two working days.',
    );
    await expect(mail.getByTestId('outbox-mail')).toContainText('Reply to a contact message');
    await expect(mail.getByTestId('outbox-mail')).toContainText('Recipient address rejected');
    await mail.getByText('As designed (HTML)').click();
    const frame = mail.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(
      page
        .frameLocator('iframe[title^="The HTML version"]')
        .getByText('Thank you for writing to us.'),
    ).toBeVisible();
    expect(await page.title()).not.toBe('pwned');
    await mail.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: /^Retry/ }).click();
    await expect(tab.getByTestId('tab-message')).toContainText('The mail will be sent again.');
    await expect(row.locator('td[data-label="Status"]')).toHaveText('Pending');
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
    await chooseAction(page, 'Sent a failed mail again');
    await expect(sentences(page).first()).toHaveText(
      'admin sent the mail “Thank you for contacting Kavach Genomics” again.',
    );
    await expect(
      sentences(page)
        .first()
        .getByRole('link', { name: '“Thank you for contacting Kavach Genomics”' }),
    ).toHaveAttribute('href', /[?&]tab=outbox\b/);
  });

  for (const width of [390, 1280]) {
    test(`fits a ${width} px screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await openAs(page, 'admin', '/admin?tab=outbox');
      await expect(
        page.getByTestId('outbox-tab').locator('td[data-label="To"]', { hasText: address }),
      ).toBeVisible();
      await expectFits(page, 'Outbox mails', `outbox-${width}`);
      await page
        .getByTestId('outbox-tab')
        .locator('tbody tr', { hasText: address })
        .getByRole('button', { name: /^Open the mail to/ })
        .click();
      const mail = page.getByRole('dialog');
      await expect(mail.getByTestId('outbox-mail-text')).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `outbox-mail-${width}.png`) });
      await mail.getByText('As designed (HTML)').click();
      await expect(
        page.frameLocator('iframe[title^="The HTML version"]').getByText('Dear visitor,'),
      ).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `outbox-mail-html-${width}.png`) });
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
