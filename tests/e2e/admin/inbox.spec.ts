/**
 * The submissions worked like an inbox, end to end on a 390 px phone: statuses in the list
 * and the details (opening marks Read, Send Email marks Replied, who changed it and when), the
 * status filter and its export, internal notes, bulk actions on a selection or on the whole
 * filter (each confirmed with its count; a changed selection changes nothing), saved views,
 * registrations per session, and the applications' pipeline with its summary and sort. After
 * every action the tab's New badge and its open list agree (inbox-agreement.ts); items that
 * arrive while a list is open wait in a "N new — Show them" bar.
 */
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { csvRecords, expect, istDay, istNoon, openAs, shot, test, withDb } from './helpers';
import { expectBadgeAgreesWithList } from './inbox-agreement';

const contactRows = (page: Page) =>
  page.getByRole('region', { name: 'Contacts' }).locator('tbody tr');

/** Contacts 'Person 1…n' (Person 1 the newest), all New. */
async function seedContacts(count: number) {
  await withDb(async (db) => {
    await db.query('DELETE FROM contacts');
    for (let i = 1; i <= count; i++)
      await db.query(
        `INSERT INTO contacts (name, email, message, status, created_at)
         VALUES ($1, $2, $3, 'new', $4)`,
        [`Person ${i}`, `person${i}@example.com`, `Question number ${i}`, istNoon(istDay(i))],
      );
  });
}

const statusesOf = (table: string) =>
  withDb(async (db) => {
    const r = await db.query<{ name: string; status: string }>(
      `SELECT ${table === 'applications' ? "first_name || ' ' || last_name" : 'name'} AS name, status
         FROM ${table} ORDER BY id`,
    );
    return Object.fromEntries(r.rows.map((x) => [x.name, x.status]));
  });

/** The records of the CSV file that a click on `button` downloads. */
async function csvExportedBy(button: Locator): Promise<string[]> {
  const [download] = await Promise.all([button.page().waitForEvent('download'), button.click()]);
  return csvRecords(fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''));
}

/** A contact written on the public site just now, while the panel is open. */
async function contactArrives(name: string) {
  await withDb((db) =>
    db.query(
      `INSERT INTO contacts (name, email, message, status) VALUES ($1, $2, 'Hello', 'new')`,
      [name, `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`],
    ),
  );
}

/** The staff member comes back to the window: the panel looks for news (as it does each minute). */
async function lookAgain(page: Page) {
  await page.evaluate(() => dispatchEvent(new Event('focus')));
}

/** The page never scrolls sideways (a phone shows everything by scrolling down only). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * The flows run once, on a phone, where the list is a column of cards and the page must never
 * scroll sideways; the desktop table of each inbox is loaded and checked by
 * layout-jobs-subscribers.spec.ts, long-values.spec.ts and a11y.spec.ts.
 */
const width = 390;
test.describe(`at ${width} px`, () => {
  test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });

  test('a contact: filter New, open it (Read), add a note, Send Email (Replied)', async ({
    page,
  }) => {
    await seedContacts(3);
    await openAs(page, 'kavach', '/admin?tab=contacts');
    const agree = () => expectBadgeAgreesWithList(page, 'contacts');
    await expect(contactRows(page)).toHaveCount(3);
    await expect(page.getByRole('combobox', { name: 'Status of Person 2' })).toHaveValue('new');
    await agree();

    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('new');
    await expect(page.getByRole('button', { name: /Status: New/ })).toBeVisible();
    await expect(contactRows(page)).toHaveCount(3);
    await agree();
    // Unread rows are bold, like unread mail.
    const person2 = contactRows(page).filter({ hasText: 'person2@example.com' });
    const weight = () =>
      person2
        .locator('td')
        .nth(1)
        .evaluate((td) => getComputedStyle(td).fontWeight);
    expect(await weight()).toBe('600');

    await page.getByRole('button', { name: 'View contact Person 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Details' });
    // Opening it made it Read, by this staff member, now: the status says so openly.
    await expect(dialog.getByRole('combobox', { name: 'Status of Person 2' })).toHaveValue('read');
    await expect(dialog.getByTestId('status-changed')).toHaveText(/^Changed by kavach1 on /);
    await expect(dialog.getByText('No notes yet.')).toBeVisible();
    await agree();

    await dialog
      .getByRole('textbox', { name: 'New note' })
      .fill('Called back; sends the price list.');
    await dialog.getByRole('button', { name: 'Add note' }).click();
    const notes = dialog.getByTestId('notes').getByRole('listitem');
    await expect(notes).toHaveCount(1);
    await expect(notes.first()).toContainText('kavach1');
    await expect(notes.first()).toContainText('Called back; sends the price list.');
    await shot(page, `inbox-contact-details-${width}`);

    const mail = dialog.getByRole('link', { name: 'Send Email' });
    expect(await mail.getAttribute('href')).toMatch(/^mailto:person2@example\.com\?subject=/);
    // The mail program opens outside the page; the click is what marks it Replied.
    await page.evaluate(() =>
      document.addEventListener('click', (e) => e.preventDefault(), {
        capture: false,
        once: true,
      }),
    );
    await mail.click();
    await expect(dialog.getByRole('combobox', { name: 'Status of Person 2' })).toHaveValue(
      'replied',
    );
    await agree();
    if (width < 600) await expectNoSidewaysScroll(page);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // The list is still filtered on New: Person 2 is no longer in it.
    await expect(contactRows(page)).toHaveCount(2);
    await agree();
    await expect(page.getByRole('button', { name: 'View contact Person 2' })).toHaveCount(0);
    expect(await statusesOf('contacts')).toEqual({
      'Person 1': 'new',
      'Person 2': 'replied',
      'Person 3': 'new',
    });
    const stored = await withDb((db) =>
      db.query(`SELECT body, author FROM notes WHERE body LIKE 'Called back%'`),
    );
    expect(stored.rows).toEqual([
      { body: 'Called back; sends the price list.', author: 'kavach1' },
    ]);

    // A status changed from the list row, then the export of the status filter holds only it.
    await page.getByRole('button', { name: /Clear Filters/ }).click();
    await agree();
    await page.getByRole('combobox', { name: 'Status of Person 3' }).selectOption('closed');
    await expect.poll(async () => (await statusesOf('contacts'))['Person 3']).toBe('closed');
    await agree();
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('closed');
    await expect(contactRows(page)).toHaveCount(1);
    await agree();
    const records = await csvExportedBy(page.getByTestId('export-csv'));
    expect(records).toHaveLength(1);
    expect(records[0]).toContain('Person 3');
    if (width < 600) await expectNoSidewaysScroll(page);
  });

  test('bulk: a selection, then the whole filter; each confirmed with its count', async ({
    page,
  }) => {
    await seedContacts(5);
    await openAs(page, 'kavach', '/admin?tab=contacts');
    const agree = () => expectBadgeAgreesWithList(page, 'contacts');
    await expect(contactRows(page)).toHaveCount(5);
    await agree();

    await page.getByRole('checkbox', { name: 'Select Person 1' }).check();
    await page.getByRole('checkbox', { name: 'Select Person 2' }).check();
    await expect(page.getByTestId('bulk-count')).toHaveText('2 contacts selected');
    await shot(page, `inbox-bulk-${width}`);

    const exported = await csvExportedBy(page.getByRole('button', { name: 'Export selected' }));
    expect(exported).toHaveLength(2);
    expect(exported.join('\n')).toContain('Person 1');
    expect(exported.join('\n')).toContain('Person 2');

    await page
      .getByRole('combobox', { name: 'Change status of the selected rows' })
      .selectOption('closed');
    await expect(page.getByTestId('confirm-text')).toHaveText(
      'Change the status of 2 contacts to Closed?',
    );
    await page.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByTestId('tab-message')).toHaveText('2 contacts marked closed.');
    expect(Object.values(await statusesOf('contacts')).sort()).toEqual([
      'closed',
      'closed',
      'new',
      'new',
      'new',
    ]);
    // The badge falls to 3 with the list, not a minute later.
    await expect(page.getByTestId('tab-new-contacts')).toHaveText('3');
    await agree();
    if (width < 600) await expectNoSidewaysScroll(page);

    // The whole filter (New: 3 rows); one of them goes meanwhile: nothing is deleted.
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('new');
    await expect(contactRows(page)).toHaveCount(3);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(page.getByTestId('bulk-count')).toHaveText('3 contacts selected');
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await expect(page.getByTestId('confirm-text')).toHaveText(
      'Delete 3 contacts? This cannot be undone.',
    );
    await withDb((db) => db.query(`DELETE FROM contacts WHERE name = 'Person 5'`));
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByTestId('tab-message')).toHaveText(
      'Error: The selection changed: 2 records match now. Review it and confirm again.',
    );
    expect(Object.keys(await statusesOf('contacts'))).toHaveLength(4);
    await expect(page.getByTestId('bulk-count')).toHaveCount(0);
    await agree();

    // Confirmed again with the count now on screen: both go, and the audit says so.
    await expect(contactRows(page)).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await expect(page.getByTestId('confirm-text')).toHaveText(
      'Delete 2 contacts? This cannot be undone.',
    );
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByTestId('tab-message')).toHaveText('2 contacts deleted.');
    expect(await statusesOf('contacts')).toEqual({ 'Person 1': 'closed', 'Person 2': 'closed' });
    await expect(page.getByTestId('tab-new-contacts')).toHaveCount(0);
    await agree();
  });

  test('a saved view brings back its search and status, after a reload too', async ({ page }) => {
    await seedContacts(4);
    await withDb((db) => db.query(`DELETE FROM saved_views`));
    await openAs(page, 'kavach', '/admin?tab=contacts');
    await page.getByRole('combobox', { name: 'Status of Person 4' }).selectOption('read');
    await expectBadgeAgreesWithList(page, 'contacts');
    await page.getByPlaceholder('Search contacts by name, email, or message...').fill('Person');
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('new');
    await expect(contactRows(page)).toHaveCount(3);
    await page.getByRole('button', { name: 'Save view' }).click();
    const naming = page.getByRole('dialog', { name: 'Save this view' });
    await naming.getByRole('textbox', { name: 'Name' }).fill('Unanswered people');
    await naming.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('tab-message')).toHaveText('View "Unanswered people" saved.');

    await page.reload();
    await expect(contactRows(page)).toHaveCount(4);
    await expectBadgeAgreesWithList(page, 'contacts');
    await page
      .getByRole('combobox', { name: 'Saved views' })
      .selectOption({ label: 'Unanswered people' });
    await expect(contactRows(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: /Search: "Person"/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Status: New/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('new');

    await page.getByRole('button', { name: 'Delete view Unanswered people' }).click();
    await expect(page.getByTestId('tab-message')).toHaveText('View "Unanswered people" deleted.');
    const left = await withDb((db) => db.query('SELECT count(*)::int AS n FROM saved_views'));
    expect(left.rows[0].n).toBe(0);
  });

  test('registrations of one session: the link filters the list and its export', async ({
    page,
  }) => {
    const ids = await withDb(async (db) => {
      await db.query('DELETE FROM registrations');
      const made: number[] = [];
      for (const title of ['Screening basics', 'Hereditary risk']) {
        const r = await db.query<{ id: number }>(
          `INSERT INTO sessions (title, image, date, time, mode, status)
         VALUES ($1, '/images/x.svg', $2, '11:00 AM', 'online', 'active') RETURNING id`,
          [title, istDay(-7)],
        );
        made.push(r.rows[0].id);
      }
      for (let i = 1; i <= 3; i++)
        await db.query(
          `INSERT INTO registrations (name, email, session_id, session_name, session_date)
         VALUES ($1, $2, $3, $4, $5)`,
          [
            `Registrant ${i}`,
            `reg${i}@example.com`,
            made[i === 3 ? 1 : 0],
            i === 3 ? 'Hereditary risk' : 'Screening basics',
            istDay(-7),
          ],
        );
      return made;
    });
    await openAs(page, 'kavach', `/admin?tab=registrations&session=${ids[1]}`);
    const rows = page.getByRole('region', { name: 'Registrations' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Registrant 3');
    await expect(page.getByRole('button', { name: /Session: Hereditary risk/ })).toBeVisible();
    await expectBadgeAgreesWithList(page, 'registrations');
    const records = await csvExportedBy(page.getByTestId('export-csv'));
    expect(records).toHaveLength(1);
    expect(records[0]).toContain('Registrant 3');

    await page.getByRole('combobox', { name: 'Filter by session' }).selectOption(String(ids[0]));
    await expect(rows).toHaveCount(2);
    await expectBadgeAgreesWithList(page, 'registrations');
  });

  test('applications: the pipeline from the list and the details, its summary, sort and export', async ({
    page,
  }) => {
    await withDb(async (db) => {
      await db.query('DELETE FROM applications');
      for (let i = 1; i <= 3; i++)
        await db.query(
          `INSERT INTO applications (first_name, last_name, email, phone_number, job_position, experience, notice_period, salary_expectation, source, status, created_at)
         VALUES ('Applicant', $1, $2, '9000000000', 'Lab Scientist', '2y', '2m', '8 LPA', 'jobs_page', 'new', $3)`,
          [`Number${i}`, `applicant${i}@example.com`, istNoon(istDay(i))],
        );
    });
    await openAs(page, 'hr', '/jobs-admin?tab=career-applications', 'jobs-admin');
    const agree = () => expectBadgeAgreesWithList(page, 'career-applications');
    const summary = page.getByTestId('status-summary');
    await expect(summary.getByRole('button', { name: /New 3/ })).toBeVisible();
    await agree();

    await page
      .getByRole('combobox', { name: 'Status of Applicant Number3' })
      .selectOption('shortlisted');
    await expect(summary.getByRole('button', { name: /Shortlisted 1/ })).toBeVisible();
    await expect(summary.getByRole('button', { name: /New 2/ })).toBeVisible();
    await agree();

    // Pipeline order: New first, then Shortlisted.
    await page.getByRole('combobox', { name: 'Sort applications' }).selectOption('status');
    const names = page.getByRole('region', { name: 'Career applications' }).locator('tbody tr');
    await expect(names.last()).toContainText('Applicant Number3');
    await agree();

    const opened = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/applications\/\d+\/open$/.test(r.url()),
    );
    await page.getByRole('button', { name: 'View application of Applicant Number1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Application Details' });
    // Opening an application does not review it: Reviewed is the staff's choice.
    expect((await opened).ok()).toBe(true);
    await expect(dialog.getByRole('combobox', { name: 'Status of Applicant Number1' })).toHaveValue(
      'new',
    );
    await expect(summary.getByRole('button', { name: /New 2/ })).toBeVisible();
    await agree();
    await dialog
      .getByRole('combobox', { name: 'Status of Applicant Number1' })
      .selectOption('interview');
    await expect(dialog.getByTestId('status-changed')).toHaveText(/^Changed by hr1 on /);
    await dialog.getByRole('textbox', { name: 'New note' }).fill('Strong on sequencing QC.');
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await expect(dialog.getByTestId('notes')).toContainText('hr1');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(summary.getByRole('button', { name: /Interview 1/ })).toBeVisible();
    await agree();
    await shot(page, `inbox-applications-${width}`);
    if (width < 600) await expectNoSidewaysScroll(page);

    // The summary filters by its status; the export holds that status only.
    await summary.getByRole('button', { name: /Shortlisted 1/ }).click();
    await expect(names).toHaveCount(1);
    await agree();
    const records = await csvExportedBy(page.getByTestId('export-csv'));
    expect(records).toHaveLength(1);
    expect(records[0]).toContain('Number3');
    expect(await statusesOf('applications')).toEqual({
      'Applicant Number1': 'interview',
      'Applicant Number2': 'new',
      'Applicant Number3': 'shortlisted',
    });

    // An application arriving meanwhile: the bar, the summary as loaded; Show it brings it in.
    await summary.getByRole('button', { name: /Shortlisted 1/ }).click(); // the filter off
    await expect(names).toHaveCount(3);
    await withDb((db) =>
      db.query(
        `INSERT INTO applications (first_name, last_name, email, phone_number, job_position, experience, notice_period, salary_expectation, source, status)
           VALUES ('Applicant', 'Number4', 'applicant4@example.com', '9000000000', 'Lab Scientist', '1y', '1m', '6 LPA', 'jobs_page', 'new')`,
      ),
    );
    await expect(async () => {
      await lookAgain(page);
      await expect(page.getByTestId('new-items-text')).toHaveText('1 new', { timeout: 1000 });
    }).toPass();
    await expect(page.getByTestId('tab-new-career-applications')).toHaveText('2');
    await expect(summary.getByRole('button', { name: /New 1/ })).toBeVisible();
    await expect(names).toHaveCount(3);
    await agree();
    await page.getByRole('button', { name: 'Show it' }).click();
    await expect(names).toHaveCount(4);
    await expect(summary.getByRole('button', { name: /New 2/ })).toBeVisible();
    await expect(page.getByTestId('new-items')).toHaveCount(0);
    await agree();
  });

  test('contacts that arrive while the list is open wait in a bar; Show them brings them in and focuses the list', async ({
    page,
  }) => {
    await seedContacts(2);
    await openAs(page, 'kavach', '/admin?tab=contacts');
    const agree = () => expectBadgeAgreesWithList(page, 'contacts');
    await expect(contactRows(page)).toHaveCount(2);
    await agree();
    const before = await contactRows(page).allTextContents();
    const bar = page.getByTestId('new-items');

    await contactArrives('Meera Iyer');
    await expect(async () => {
      await lookAgain(page);
      await expect(bar).toBeVisible({ timeout: 1000 });
    }).toPass();
    // The badge rises at once; the rows under the pointer stay; the bar names the difference.
    await expect(page.getByTestId('tab-new-contacts')).toHaveText('3');
    await expect(page.getByRole('status').filter({ hasText: '1 new' })).toHaveText(
      '1 new — Show it',
    );
    await expect(contactRows(page)).toHaveText(before);
    await expect(page.getByTestId('showing')).toHaveText('Showing 2 of 2 contacts');
    await agree();

    await contactArrives('Kabir Das');
    await contactArrives('Ravi Menon');
    await expect(async () => {
      await lookAgain(page);
      await expect(page.getByTestId('new-items-text')).toHaveText('3 new', { timeout: 1000 });
    }).toPass();
    await expect(bar).toHaveText('3 new — Show them');
    await expect(page.getByTestId('tab-new-contacts')).toHaveText('5');
    await expect(contactRows(page)).toHaveText(before);
    await agree();
    await shot(page, `inbox-new-items-bar-${width}`);
    if (width < 600) await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'Show them' }).click();
    await expect(contactRows(page)).toHaveCount(5);
    await expect(page.getByTestId('showing')).toHaveText('Showing 5 of 5 contacts');
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'View contact Meera Iyer' })).toBeVisible();
    // The keyboard goes on from the list, not from the top of the page.
    await expect(page.getByRole('region', { name: 'Contacts', exact: true })).toBeFocused();
    await agree();
    await shot(page, `inbox-new-items-shown-${width}`);
  });
});
