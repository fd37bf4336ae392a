/**
 * The Privacy Requests desk on a 390 px phone, on the real API: a person who
 * wrote through the contact form, registered for a session and applied with a resume asks for
 * their data and then for its erasure. A System Admin looks the address up, downloads the ZIP
 * (its entries and the resume's bytes checked), erases after the confirmation with the counts,
 * and a second look-up finds nothing. A Kavach Admin has no such tab and the API refuses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { E2E, expect, istDay, openAs, PRIVACY_NOTICE, solveCaptcha, test, withDb } from './helpers';
import { badgeOf, expectBadgeAgreesWithList, type InboxTabKey } from './inbox-agreement';

const INBOX_TABS: InboxTabKey[] = ['contacts', 'registrations', 'career-applications'];

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
fs.mkdirSync(SHOTS, { recursive: true });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

async function submit(path: string, body: Record<string, unknown>) {
  const res = await fetch(`${E2E.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, privacyNotice: PRIVACY_NOTICE, captcha: await solveCaptcha() }),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(201);
}

/** A contact message, a session registration and an application with a resume, from one person. */
async function person(address: string, lastName: string) {
  const name = `Asha ${lastName}`;
  await submit('/api/contacts', {
    name,
    email: address,
    phone: '9876543210',
    message: 'Please tell me about the HrC test.',
  });
  const date = istDay(-7);
  const sessionId = await withDb(
    async (db) =>
      (
        await db.query(
          `INSERT INTO sessions (title, image, date, time, mode, status)
           VALUES ('Privacy Evening', '/images/x.svg', $1, '11:00 AM', 'online', 'active') RETURNING id`,
          [date],
        )
      ).rows[0].id as number,
  );
  await submit('/api/registrations', {
    name,
    email: address.toUpperCase(),
    phone: '9876543210',
    message: 'I would like to attend.',
    date,
    time: '11:00 AM',
    mode: 'online',
    sessionId,
  });
  const form = new FormData();
  const fields: Record<string, string> = {
    firstName: 'Asha',
    lastName,
    email: address,
    phone: '9876543210',
    job_position: 'App Developer',
    experience: '1year',
    salary: '6 LPA',
    noticePeriod: '1month',
    reasonForLeaving: 'Growth',
    cvConsent: 'true',
    privacyNotice: PRIVACY_NOTICE,
    captcha: await solveCaptcha(),
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('resume', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
  const res = await fetch(`${E2E.apiUrl}/api/careers/applications`, { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return withDb(
    async (db) =>
      (await db.query('SELECT id, resume_key FROM applications WHERE email = $1', [address]))
        .rows[0] as { id: number; resume_key: string },
  );
}

/** Neither the page nor any table is wider than the window. */
async function expectFits(page: Page) {
  const { width, scroll, tables } = await page.evaluate(() => ({
    width: window.innerWidth,
    scroll: document.documentElement.scrollWidth,
    tables: [...document.querySelectorAll('table')].map((t) => t.getBoundingClientRect().right),
  }));
  expect(scroll).toBeLessThanOrEqual(width);
  for (const right of tables) expect(right).toBeLessThanOrEqual(width + 0.5);
}

async function lookUp(page: Page, address: string) {
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(address);
  await page.getByRole('button', { name: 'Look up' }).click();
}

/**
 * The flow runs once, on a phone (the look-up's tables as cards, the confirmation in a narrow
 * dialog); the desktop tables are checked by long-values.spec.ts and a11y.spec.ts.
 */
const width = 390;
test.describe(`at ${width} px`, () => {
  test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });

  test('a System Admin looks a person up, downloads the ZIP, erases it; a second look-up finds nothing', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const lastName = `Privacy${randomUUID().slice(0, 8)}`;
    const address = `${lastName.toLowerCase()}@example.com`;
    const application = await person(address, lastName);
    const resumeFile = path.join(E2E.uploadDir, application.resume_key);
    expect(fs.existsSync(resumeFile)).toBe(true);

    await openAs(page, 'admin', '/admin?tab=privacy-requests');
    await expect(page.getByTestId('privacy-requests-tab')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Privacy Requests' })).toBeVisible();
    await lookUp(page, ` ${address.replace(lastName.toLowerCase(), lastName)} `);

    const result = page.getByTestId('privacy-result');
    await expect(result).toContainText(`Held for ${address}`);
    const ref = (await page.getByTestId('case-reference').textContent())!;
    expect(ref).toMatch(/^PR-[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
    const counts = page.getByTestId('privacy-counts').getByRole('listitem');
    await expect(counts).toHaveText([
      '1contact message',
      '1session registration',
      '0newsletter subscriptions',
      '1career application',
      '1resume file',
      '6mails',
      '0audit log entries',
    ]);
    await expect(page.getByRole('heading', { name: 'Contact messages (1)' })).toBeVisible();
    await expect(result).toContainText('Please tell me about the HrC test.');
    await expect(result).toContainText('file present');
    await expectFits(page);
    await page.screenshot({ path: `${SHOTS}/privacy-lookup-${width}.png`, fullPage: true });

    // The ZIP: README, a JSON and a CSV per kind (never the staff's internal notes), the resume.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download ZIP' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^personal-data_${ref}_\\d{4}-\\d\\d-\\d\\d\\.zip$`),
    );
    await expect(page.getByTestId('tab-message')).toContainText(
      `ZIP file '${download.suggestedFilename()}' downloaded.`,
    );
    const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
    const resumeEntry = `resumes/${application.id}-Asha_${lastName}_Resume.pdf`;
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        ...[
          'audit-log',
          'career-applications',
          'contact-messages',
          'mails',
          'newsletter-subscriptions',
          'session-registrations',
        ].flatMap((n) => [`${n}.csv`, `${n}.json`]),
        resumeEntry,
      ].sort(),
    );
    expect(Buffer.from(files[resumeEntry]).equals(PDF)).toBe(true);
    const json = (n: string) => JSON.parse(Buffer.from(files[n]).toString('utf8'));
    expect(json('contact-messages.json')[0]).toMatchObject({
      email: address,
      message: 'Please tell me about the HrC test.',
    });
    expect(json('session-registrations.json')[0]).toMatchObject({
      session_name: 'Privacy Evening',
    });
    expect(Buffer.from(files['README.txt']).toString('utf8')).toContain(
      `E-mail address: ${address}`,
    );

    for (const tab of INBOX_TABS) await expectBadgeAgreesWithList(page, tab);
    const badgesBefore = await Promise.all(INBOX_TABS.map((t) => badgeOf(page, t)));

    // Erase: the confirmation names what goes; Erase waits for the address.
    await page.getByRole('button', { name: 'Erase…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase personal data' });
    await expect(dialog.getByTestId('erase-summary')).toHaveText(
      'This will permanently delete 1 contact message, 1 session registration, 1 career application with 1 resume file and 6 mails. This cannot be undone.',
    );
    const erase = dialog.getByRole('button', { name: 'Erase' });
    await expect(erase).toBeDisabled();
    await dialog.getByLabel('Type the e-mail address to confirm').fill(address);
    await expect(erase).toBeEnabled();
    await expectFits(page);
    await page.screenshot({ path: `${SHOTS}/privacy-confirm-${width}.png` });
    await erase.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('erase-done')).toHaveText(
      `The personal data held for this address has been erased. Deleted for ${address}: 1 contact message, 1 session registration, 1 career application with 1 resume file and 6 mails.`,
    );
    // The case reference stays on screen, with the reply to send the person.
    await expect(page.getByTestId('erased-case-reference')).toHaveText(ref);
    await expect(page.getByTestId('erasure-reply')).toContainText(
      `we have erased the personal data Kavach Genomics held about you (${address}): 1 contact message, 1 session registration, 1 career application with 1 resume file and 6 mails.`,
    );
    await expect(page.getByTestId('erasure-reply')).toContainText(
      `The reference of your request is ${ref}.`,
    );
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy reply text' }).click();
    await expect(page.getByText('Reply copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(ref);
    await expectFits(page);
    await page.screenshot({ path: `${SHOTS}/privacy-erased-${width}.png`, fullPage: true });

    // Searching again finds nothing; the case history shows the request's steps.
    await lookUp(page, address);
    await expect(page.getByTestId('privacy-nothing')).toHaveText(
      'Nothing is held for this address.',
    );
    await expect(page.getByTestId('case-reference')).toHaveText(ref);
    await expect(page.getByTestId('case-history').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByTestId('case-history')).toContainText('Erased by admin');
    await expect(page.getByRole('button', { name: 'Erase…' })).toHaveCount(0);
    await expectFits(page);
    await page.screenshot({ path: `${SHOTS}/privacy-after-${width}.png`, fullPage: true });

    // The badges lost the erased person's New items at once (no reload), and the lists agree.
    for (const tab of INBOX_TABS) await expectBadgeAgreesWithList(page, tab);
    expect(await Promise.all(INBOX_TABS.map((t) => badgeOf(page, t)))).toEqual(
      badgesBefore.map((n) => n - 1),
    );
    await page.getByRole('tab', { name: /^Registration Details/ }).click();
    await expect(page.getByTestId('registrations-tab')).toBeVisible();
    await expectBadgeAgreesWithList(page, 'registrations');

    const left = await withDb(async (db) => {
      const n = async (sql: string) => Number((await db.query(sql, [address])).rows[0].n);
      return [
        await n('SELECT count(*) AS n FROM contacts WHERE lower(email) = $1'),
        await n('SELECT count(*) AS n FROM registrations WHERE lower(email) = $1'),
        await n('SELECT count(*) AS n FROM applications WHERE lower(email) = $1'),
        await n(
          'SELECT count(*) AS n FROM outbox_mails WHERE lower(to_address) = $1 OR lower(reply_to) = $1',
        ),
        await n(`SELECT count(*) AS n FROM audit_log WHERE strpos(lower(target), $1) > 0`),
      ];
    });
    expect(left).toEqual([0, 0, 0, 0, 0]);
    expect(fs.existsSync(resumeFile)).toBe(false);
  });
});

test('a Kavach Admin has no Privacy Requests tab, and the API refuses the look-up', async ({
  page,
}) => {
  const login = await openAs(page, 'kavach', '/admin');
  await expect(page.getByRole('tab', { name: 'Contact Us Details' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Privacy Requests' })).toHaveCount(0);
  const refused = await fetch(`${E2E.apiUrl}/api/admin/privacy/lookup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'someone@example.com' }),
  });
  expect(refused.status).toBe(403);
});
