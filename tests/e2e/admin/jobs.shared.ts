/** What both Jobs Manager suites share: seeding postings, finding cards, the tab's message. */
import type { Locator, Page } from '@playwright/test';
import { expect, istDay, openAs, withDb } from './helpers';

export interface SeedJob {
  title: string;
  status?: 'active' | 'inactive' | 'draft' | 'closed';
  location?: string;
  department?: string;
  company?: string;
  postedDaysAgo?: number;
  description?: string;
}

export async function seedJobs(jobs: SeedJob[]) {
  await withDb(async (db) => {
    await db.query('DELETE FROM jobs');
    for (const j of jobs) {
      await db.query(
        `INSERT INTO jobs (title, company, department, location, type, mode, description, requirements, responsibilities, salary_range, status, posted_date)
         VALUES ($1, $2, $3, $4, 'Full-Time', 'Remote', $5, '', '', '₹6,00,000 – ₹9,00,000', $6, $7)`,
        [
          j.title,
          j.company ?? 'Kavach Genomics',
          j.department ?? 'Technology',
          j.location ?? 'Mumbai, Maharashtra',
          j.description ?? 'Short description.',
          j.status ?? 'active',
          istDay(j.postedDaysAgo ?? 0),
        ],
      );
    }
  });
}

export const jobRow = (title: string) =>
  withDb(async (db) => (await db.query('SELECT * FROM jobs WHERE title = $1', [title])).rows[0]);
export const cards = (page: Page) => page.getByTestId('job-card');
export const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
export const message = (page: Page) => page.getByTestId('tab-message');

export async function open(page: Page) {
  await openAs(page, 'admin', '/admin?tab=jobs');
  await expect(page.getByTestId('jobs-tab')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jobs Manager' })).toBeVisible();
}

export async function expectMessage(page: Page, text: string, tone: 'success' | 'error' | 'info') {
  await expect(message(page)).toHaveText(text);
  await expect(message(page)).toHaveAttribute('data-tone', tone);
}

export async function field(dialog: Locator, label: string) {
  return dialog.getByLabel(label, { exact: true });
}
