/**
 * The inbox in the shell, at 1280 px and 390 px: each inbox tab's label counts its New items
 * (Contact Us Details, Registration Details, Career Applications; nothing at 0, only the tabs
 * the user has), the counts are asked for at most once a minute, and a session card links to
 * that session's registrations (?tab=registrations&session=<id>).
 *
 * The New rows other files left are set aside (Read / Reviewed) while a test counts, and are
 * New again after it; what a test adds is removed.
 */
import type { Page } from '@playwright/test';
import {
  anotherBrowser,
  expect,
  istDay,
  openAs,
  scrollTabStrip,
  tabNames,
  test,
  withDb,
} from './helpers';

const COUNTS_PATH = '/api/admin/inbox-counts';

/** Each inbox table and the status its New rows are set aside as. */
const ASIDE = { contacts: 'read', registrations: 'read', applications: 'reviewed' } as const;
type InboxTable = keyof typeof ASIDE;

const setAside: Record<InboxTable, number[]> = {
  contacts: [],
  registrations: [],
  applications: [],
};
const seeded = {
  contacts: [] as number[],
  registrations: [] as number[],
  applications: [] as number[],
  sessions: [] as number[],
};

test.beforeEach(async () => {
  await withDb(async (db) => {
    for (const [table, status] of Object.entries(ASIDE) as [InboxTable, string][]) {
      const { rows } = await db.query(
        `UPDATE ${table} SET status = $1 WHERE status = 'new' RETURNING id`,
        [status],
      );
      setAside[table] = rows.map((r: { id: number }) => r.id);
    }
  });
});

test.afterEach(async () => {
  await withDb(async (db) => {
    for (const [table, ids] of Object.entries(seeded)) {
      if (ids.length) await db.query(`DELETE FROM ${table} WHERE id = ANY($1)`, [ids]);
      ids.length = 0;
    }
    for (const [table, ids] of Object.entries(setAside)) {
      if (ids.length)
        await db.query(`UPDATE ${table} SET status = 'new' WHERE id = ANY($1)`, [ids]);
      ids.length = 0;
    }
  });
});

async function seedContacts(count: number, status = 'new') {
  await withDb(async (db) => {
    for (let i = 0; i < count; i++) {
      const { rows } = await db.query(
        `INSERT INTO contacts (name, email, phone, message, status) VALUES ($1, $2, '9876500000', 'Please call me back', $3) RETURNING id`,
        [`Inbox Contact ${i}`, `inbox-contact${i}@example.com`, status],
      );
      seeded.contacts.push(rows[0].id);
    }
  });
}

async function seedRegistrations(count: number, status = 'new', sessionId: number | null = null) {
  await withDb(async (db) => {
    for (let i = 0; i < count; i++) {
      const { rows } = await db.query(
        `INSERT INTO registrations (name, email, phone, organization, message, session_name, session_id, status)
         VALUES ($1, $2, '9876500000', NULL, 'See you there', 'Inbox Shell Open Day', $3, $4) RETURNING id`,
        [`Inbox Registrant ${i}`, `inbox-registrant${i}@example.com`, sessionId, status],
      );
      seeded.registrations.push(rows[0].id);
    }
  });
}

async function seedApplications(count: number, status = 'new') {
  await withDb(async (db) => {
    for (let i = 0; i < count; i++) {
      const { rows } = await db.query(
        `INSERT INTO applications (first_name, last_name, email, phone_number, job_position, experience, notice_period, salary_expectation, reason_for_leaving_prev_job, source, status)
         VALUES ('Priya', $1, $2, '9876543210', 'App Developer', '3y+', 'immediate', '12 LPA', 'Relocating', 'careers_page', $3) RETURNING id`,
        [`Inbox ${i}`, `inbox-applicant${i}@example.com`, status],
      );
      seeded.applications.push(rows[0].id);
    }
  });
}

async function seedSession(title: string) {
  return withDb(async (db) => {
    const { rows } = await db.query(
      `INSERT INTO sessions (title, image, date, end_date, time, mode, status)
       VALUES ($1, '/images/sessions/open-day.png', $2, NULL, '11:00 AM – 12:30 PM IST', 'online', 'active') RETURNING id`,
      [title, istDay(-10)],
    );
    seeded.sessions.push(rows[0].id);
    return rows[0].id as number;
  });
}

/** Counts the page's requests for the New counts (from the browser's cache or not). */
function countCountsRequests(page: Page) {
  const seen = { n: 0 };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === COUNTS_PATH) seen.n += 1;
  });
  return seen;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const badge = (page: Page, key: string) => page.getByTestId(`tab-new-${key}`);

/** The badge is drawn inside its tab (not cut off, not spilling over the next tab). */
async function expectBadgeInsideTab(page: Page, key: string) {
  const inner = await badge(page, key).boundingBox();
  const outer = await page.locator(`[role=tab][data-tab="${key}"]`).boundingBox();
  expect(inner && outer).toBeTruthy();
  expect(inner!.x).toBeGreaterThanOrEqual(outer!.x);
  expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width);
  expect(inner!.y).toBeGreaterThanOrEqual(outer!.y);
  expect(inner!.y + inner!.height).toBeLessThanOrEqual(outer!.y + outer!.height);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });

    test("the inbox tabs' labels count their New items, with no badge at 0", async ({ page }) => {
      await seedContacts(3);
      await seedContacts(1, 'read');
      await seedRegistrations(2);
      await seedRegistrations(1, 'replied');
      await seedApplications(2, 'reviewed');
      // Instant scrolling (the strip reads reduced motion when it loads), for the phone's chevrons.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openAs(page, 'admin');

      await expect(tab(page, 'Contact Us Details 3 new')).toBeVisible();
      await expect(badge(page, 'contacts')).toHaveText('3');
      await expect(tab(page, 'Registration Details 2 new')).toBeVisible();
      await expect(badge(page, 'registrations')).toHaveText('2');
      // No New applications: no badge, the plain label.
      await expect(tab(page, 'Career Applications')).toBeVisible();
      await expect(badge(page, 'career-applications')).toHaveCount(0);
      await expect(tab(page, 'Session Manager')).toBeVisible();
      await expect(page.locator('.kv-tab__badge')).toHaveCount(2);
      await expectBadgeInsideTab(page, 'contacts');
      await expectBadgeInsideTab(page, 'registrations');
      expect(await tabNames(page)).toContain('Contact Us Details');

      if (width < 600) {
        // On a phone the strip still scrolls to its very end with the badges in it.
        await expect(page.getByTestId('tabs-more-end')).toBeVisible();
        await scrollTabStrip(page, 'end');
        await expect(page.getByTestId('tabs-more-start')).toBeVisible();
        const last = await page.getByRole('tablist', { name: 'Sections' }).evaluate((strip) => {
          const box = strip.getBoundingClientRect();
          const r = strip.querySelector('[data-tab="privacy-requests"]')!.getBoundingClientRect();
          return r.left >= box.left - 1 && r.right <= box.right + 1;
        });
        expect(last).toBe(true);
      }

      // A new contact arrives: the next visit to the panel counts it.
      await seedContacts(1);
      const later = await anotherBrowser(page);
      try {
        const next = await later.newPage();
        await openAs(next, 'admin');
        await expect(tab(next, 'Contact Us Details 4 new')).toBeVisible();
        await expect(badge(next, 'contacts')).toHaveText('4');
      } finally {
        await later.close();
      }
    });
  });
}

// What the badges count and when, and where a session's link leads, do not depend on the
// width: once, at 1280 px (the badges' layout at both widths is the first test above).
test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a Kavach Admin sees the counts of its tabs only, an HR Manager on /jobs-admin those of Career Applications', async ({
    page,
  }) => {
    await seedContacts(2);
    await seedRegistrations(1);
    await seedApplications(4);

    const kavachAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === COUNTS_PATH);
    await openAs(page, 'kavach');
    expect(Object.keys(await (await kavachAnswer).json()).sort()).toEqual([
      'contacts',
      'registrations',
    ]);
    await expect(tab(page, 'Contact Us Details 2 new')).toBeVisible();
    await expect(tab(page, 'Registration Details 1 new')).toBeVisible();
    await expect(page.getByRole('tab', { name: /Career Applications/ })).toHaveCount(0);
    await expect(page.locator('.kv-tab__badge')).toHaveCount(2);

    const hr = await anotherBrowser(page);
    try {
      const jobs = await hr.newPage();
      const hrAnswer = jobs.waitForResponse((r) => new URL(r.url()).pathname === COUNTS_PATH);
      await openAs(jobs, 'hr', '/jobs-admin', 'jobs-admin');
      expect(await (await hrAnswer).json()).toEqual({ applications: 4 });
      await expect(tab(jobs, 'Career Applications 4 new')).toBeVisible();
      await expect(tab(jobs, 'Jobs Manager')).toBeVisible();
      expect(await tabNames(jobs)).toEqual(['Jobs Manager', 'Career Applications']);
      await expect(jobs.locator('.kv-tab__badge')).toHaveCount(1);
    } finally {
      await hr.close();
    }
  });

  test('on a tab without a list the badges follow new items within a minute, once a minute', async ({
    page,
  }) => {
    await page.clock.install();
    await seedContacts(1);
    const counts = countCountsRequests(page);
    await openAs(page, 'admin', '/admin?tab=sessions');
    await expect(tab(page, 'Contact Us Details 1 new')).toBeVisible();
    const opened = counts.n;
    // From here the page's clock moves only when the test moves it: however long the steps
    // below take on a busy machine, no minute passes that the test did not count.
    await page.clock.pauseAt(Date.now() + 1_000);
    // Tabs without an inbox list ask for nothing more.
    for (const key of ['subscribers', 'sessions']) {
      const t = page.locator(`[role=tab][data-tab="${key}"]`);
      await t.click();
      await expect(page.getByTestId(`${key}-tab`)).toBeVisible();
    }
    expect(counts.n).toBe(opened);

    // Two messages arrive from the site: within a minute the badge shows them.
    await seedContacts(2);
    await page.clock.fastForward(60_000);
    await expect(tab(page, 'Contact Us Details 3 new')).toBeVisible();
    expect(counts.n).toBe(opened + 1);

    // One more: not asked for before the next whole minute, then shown.
    await seedContacts(1);
    await page.clock.fastForward(59_000);
    await expect(tab(page, 'Contact Us Details 3 new')).toBeVisible();
    await page.clock.fastForward(1_000);
    await expect(tab(page, 'Contact Us Details 4 new')).toBeVisible();
    // Once a minute: one request at each minute, none between (one at 59 s would count here).
    expect(counts.n).toBe(opened + 2);
  });

  test("a session card's link opens Registration Details for that session", async ({ page }) => {
    const id = await seedSession('Inbox Shell Open Day');
    await seedRegistrations(2, 'read', id);
    // One of another session (none): the link's list leaves it out.
    await seedRegistrations(1, 'read');
    await openAs(page, 'admin', '/admin?tab=sessions');
    const card = page
      .getByTestId('session-card')
      .filter({ has: page.getByRole('heading', { name: 'Inbox Shell Open Day' }) });
    await expect(card.getByTestId('session-registrations')).toHaveText('2');
    const link = card.getByRole('link', { name: 'View registrations for Inbox Shell Open Day' });
    await expect(link).toHaveText('View registrations');
    const href = `${new URL(page.url()).origin}/admin?tab=registrations&session=${id}`;
    await expect(link).toHaveAttribute('href', href);

    await link.click();
    await expect(page).toHaveURL(href);
    await expect(tab(page, 'Registration Details')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('registrations-tab')).toBeVisible();
    await expect(page.getByRole('button', { name: /Session: Inbox Shell Open Day/ })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Registrations' }).locator('tbody tr'),
    ).toHaveCount(2);

    // Another tab through the tab bar: the session's filter stays behind.
    await page.getByRole('tab', { name: 'Contact Us Details' }).click();
    await expect(page).toHaveURL(/\/admin\?tab=contacts$/);
    await page.goBack();
    await expect(page).toHaveURL(href);
    await expect(tab(page, 'Registration Details')).toHaveAttribute('aria-selected', 'true');

    // The link's address opened on its own (a new browser tab) lands there too.
    await page.goto(`/admin?tab=sessions`);
    await expect(link).toBeVisible();
    await page.goto(href);
    await expect(tab(page, 'Registration Details')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(href);
  });
});
