/**
 * Deleting one record when the person asks, at 1280 px: a System Admin deletes a contact from
 * its details modal; an HR Manager deletes an application on /jobs-admin and its resume file is
 * gone; a Kavach Admin has no Career Applications tab and the API refuses the delete.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  apiLogin,
  E2E,
  expect,
  openAs,
  openTab,
  PRIVACY_NOTICE,
  solveCaptcha,
  test,
  withDb,
} from './helpers';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** Confirms the open 'Please confirm' dialog after checking its text. */
async function confirmDelete(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog.getByTestId('confirm-text')).toHaveText(text);
  await dialog.getByRole('button', { name: 'Delete' }).click();
}

test('a System Admin deletes a contact from its details; it is gone from the list and the database', async ({
  page,
}) => {
  const name = `Erase Me ${randomUUID().slice(0, 8)}`;
  const id = await withDb(
    async (db) =>
      (
        await db.query(
          `INSERT INTO contacts (name, email, phone, message) VALUES ($1, 'erase@example.com', '9000000000', 'Please delete my data') RETURNING id`,
          [name],
        )
      ).rows[0].id as number,
  );
  await openAs(page, 'admin', '/admin?tab=contacts');
  await expect(page.getByTestId('contacts-tab')).toBeVisible();
  await page.getByRole('button', { name: `View contact ${name}` }).click();
  const details = page.getByRole('dialog', { name: 'Contact Details' });
  await expect(details.getByTestId('contact-details')).toContainText('Please delete my data');
  await details.getByRole('button', { name: `Delete contact ${name}` }).click();
  await confirmDelete(page, 'Are you sure you want to delete this contact?');
  await expect(page.getByTestId('tab-message')).toHaveText('Contact deleted successfully.');
  await expect(details).toBeHidden();
  await expect(page.getByRole('button', { name: `View contact ${name}` })).toHaveCount(0);
  const left = await withDb((db) => db.query('SELECT 1 FROM contacts WHERE id = $1', [id]));
  expect(left.rowCount).toBe(0);
});

test('an HR Manager deletes an application on /jobs-admin; its resume file is gone', async ({
  page,
}) => {
  const last = `Erase${randomUUID().slice(0, 8)}`;
  const email = `${last.toLowerCase()}@example.com`;
  const form = new FormData();
  const fields: Record<string, string> = {
    firstName: 'Asha',
    lastName: last,
    email,
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
  const row = await withDb(
    async (db) =>
      (await db.query('SELECT id, resume_key FROM applications WHERE email = $1', [email]))
        .rows[0] as { id: number; resume_key: string },
  );
  const file = path.join(E2E.uploadDir, row.resume_key);
  expect(fs.existsSync(file)).toBe(true);

  await openAs(page, 'hr', '/jobs-admin?tab=career-applications', 'jobs-admin');
  await expect(page.getByTestId('career-applications-tab')).toBeVisible();
  await page.getByRole('button', { name: `View application of Asha ${last}` }).click();
  const details = page.getByRole('dialog', { name: 'Application Details' });
  await expect(details.getByRole('button', { name: 'Download Resume' })).toBeVisible();
  await details.getByRole('button', { name: `Delete application of Asha ${last}` }).click();
  await confirmDelete(page, 'Are you sure you want to delete this application?');
  await expect(page.getByTestId('tab-message')).toHaveText('Application deleted successfully.');
  await expect(details).toBeHidden();
  await expect(page.getByRole('button', { name: `View application of Asha ${last}` })).toHaveCount(
    0,
  );
  const left = await withDb((db) => db.query('SELECT 1 FROM applications WHERE id = $1', [row.id]));
  expect(left.rowCount).toBe(0);
  expect(fs.existsSync(file)).toBe(false);
});

test('a Kavach Admin has no Career Applications tab, and the API refuses the delete', async ({
  page,
}) => {
  const login = await openAs(page, 'kavach', '/admin');
  await expect(page.getByRole('tab', { name: 'Contact Us Details' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Career Applications' })).toHaveCount(0);
  await openTab(page, 'Contact Us Details', 'contacts-tab');
  const id = await withDb(
    async (db) =>
      (
        await db.query(
          `INSERT INTO applications (first_name, last_name, email, phone_number, job_position, experience, notice_period, salary_expectation, source)
           VALUES ('Keep', 'Me', 'keep@example.com', '9000000000', 'App Developer', '1y', '1m', '5 LPA', 'jobs_page') RETURNING id`,
        )
      ).rows[0].id as number,
  );
  const refused = await fetch(`${E2E.apiUrl}/api/admin/applications/${id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${login.token}` },
  });
  expect(refused.status).toBe(403);
  const hr = await apiLogin('hr', 'jobs-admin');
  const done = await fetch(`${E2E.apiUrl}/api/admin/applications/${id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${hr.token}` },
  });
  expect(done.status).toBe(200);
});
