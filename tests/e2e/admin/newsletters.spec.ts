/**
 * Newsletters end to end, as a Kavach Admin: compose and save a draft, send a test to oneself,
 * send it to the confirmed subscribers and watch the list's progress reach "Sent N of N". The
 * stack's outbox workers deliver to a real SMTP server (stack.ts): the test mail is read from
 * it here; content.spec.ts reads a newsletter's mails there in full (headers, one per reader).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, openAs, shot, test, USERS, withDb } from './helpers';
import {
  mailTo,
  NEWSLETTER_READERS,
  nextReadAfterSending,
  seedNewsletterReaders,
  subjectIs,
} from './mail';

const CONFIRMED = NEWSLETTER_READERS.confirmed;
const STAFF_EMAIL = NEWSLETTER_READERS.staff;
const SUBJECT = 'Kavach news: genetic testing in March';
const PARAGRAPHS = [
  'Dear reader,',
  'This month we opened two more sample collection centres.',
  'https://kavach.example/news',
];
/** The body as the API counts it: paragraphs apart by a blank line. */
const BODY = PARAGRAPHS.join('\n\n');

/** Types the body in the rich-text editor, a paragraph at a time, as a person does. */
async function writeBody(page: Page, dialog: Locator) {
  await dialog.getByRole('textbox', { name: 'Body' }).click();
  for (const [i, paragraph] of PARAGRAPHS.entries()) {
    if (i > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(paragraph);
  }
}

test.beforeEach(seedNewsletterReaders);

const row = (page: Page) =>
  page.getByRole('region', { name: 'Newsletters' }).locator('tbody tr', { hasText: SUBJECT });
const cell = (page: Page, label: string) => row(page).locator(`td[data-label="${label}"]`);
const message = (page: Page) => page.getByTestId('tab-message');

test('composes, tests and sends a newsletter; the progress reaches every confirmed subscriber', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The page's clock, moved on to the list's next read of the progress below.
  await page.clock.install();
  await openAs(page, 'kavach', '/admin?tab=newsletters');
  const tab = page.getByTestId('newsletters-tab');
  await expect(tab.getByRole('heading', { name: 'Newsletters' })).toBeVisible();
  await expect(
    tab.getByText('Sent to every confirmed subscriber. Each mail carries an unsubscribe link.'),
  ).toBeVisible();

  await tab.getByRole('button', { name: 'New newsletter' }).click();
  const dialog = page.getByRole('dialog', { name: 'New newsletter' });
  await dialog.getByLabel('Subject').fill(SUBJECT);
  await writeBody(page, dialog);
  await expect(dialog.getByTestId('subject-count')).toHaveText(`${SUBJECT.length}/150`);
  await expect(dialog.getByTestId('body-count')).toHaveText(`${BODY.length}/20,000`);
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog).toBeHidden();
  await expect(message(page)).toContainText(`Draft saved: “${SUBJECT}”.`);
  await expect(cell(page, 'Status')).toHaveText('Draft');
  await expect(cell(page, 'Progress')).toHaveText('—');
  await expect(cell(page, 'Last change')).toContainText(`by ${USERS.kavach.username}`);

  await row(page).getByRole('button', { name: 'Send test to me' }).click();
  await expect(message(page)).toContainText(`A test mail is on its way to ${STAFF_EMAIL}.`);
  // Received by the SMTP server, marked as a test.
  const testMail = await mailTo(STAFF_EMAIL, subjectIs(`[Test] ${SUBJECT}`));
  expect(testMail.text).toContain('two more sample collection centres');

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'newsletters-draft-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await row(page).getByRole('button', { name: 'Send to subscribers' }).click();
  await expect(page.getByTestId('send-confirm-text')).toHaveText(
    `Send “${SUBJECT}” to 3 confirmed subscribers? This cannot be undone.`,
  );
  await page
    .getByRole('dialog', { name: 'Send to subscribers' })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  await expect(message(page)).toContainText(`Sending “${SUBJECT}” to 3 confirmed subscribers.`);
  // A draft's actions are gone: once sending, it only opens, read-only.
  await expect(row(page).getByRole('button')).toHaveText(['Open']);
  await nextReadAfterSending(page);
  await expect(cell(page, 'Progress')).toHaveText('Sent 3 of 3');
  await expect(cell(page, 'Status')).toHaveText(/^Senton \d{1,2} [A-Z][a-z]{2} \d{4}, /);
  await shot(page, 'newsletters-sent-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'newsletters-sent-390');

  const mails = await withDb(
    async (db) =>
      (
        await db.query(
          // The test mail is of the same kind: only the subscribers' mails are counted here.
          `SELECT to_address, status FROM outbox_mails WHERE kind = 'newsletter.issue' AND to_address <> $1 ORDER BY to_address`,
          [STAFF_EMAIL],
        )
      ).rows,
  );
  expect(mails).toEqual(CONFIRMED.map((to_address) => ({ to_address, status: 'sent' })));
});

test('closing the editor with unsaved changes asks first', async ({ page }) => {
  await openAs(page, 'kavach', '/admin?tab=newsletters');
  await page.getByRole('button', { name: 'New newsletter' }).click();
  const dialog = page.getByRole('dialog', { name: 'New newsletter' });
  await dialog.getByLabel('Subject').fill(SUBJECT);
  await writeBody(page, dialog);
  // Closing with unsaved changes asks first; staying keeps the text.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByText('Close the editor? Your unsaved changes will be lost.'),
  ).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(dialog.getByLabel('Subject')).toHaveValue(SUBJECT);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'newsletters-editor-390');
});
