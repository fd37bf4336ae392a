/**
 * One very long value must not break a list: a 120-character e-mail address, a long name, a
 * long job title and session title, at 1280 and 1024 px and on a 390 px phone. In every list of the
 * panel (Contacts, Registrations, Subscribers, Career Applications, Audit Log, Mail Outbox,
 * Users, the Privacy Requests tables, the Jobs Manager and Session Manager cards) no list is
 * wider than its box, the page never scrolls sideways, the whole value is there to read, and
 * the row's buttons (View, …) are on screen and work. Screenshots go to SHOTS_DIR.
 */
import type { Locator, Page } from '@playwright/test';
import { DATE_TIME, expect, istDay, openAs, settled, shot, test, withDb } from './helpers';

/** 120 characters, as long as a real address gets (a 60-character mailbox). */
const EMAIL =
  'priyadarshini.venkatasubramanian.molecular.oncology.research@partner-hospital-and-diagnostic-centre-of-mumbai.example.in';
const NAME = 'Lakshminarasimhaswamy Venkatasubramanian-Raghunathan Chandrasekharan Iyengar';
/** 64 characters, the longest username, one word. */
const USERNAME = 'hr.coordinator.for.partner.hospitals.and.diagnostic.centres.mumb';
const JOB_TITLE =
  'Principal Bioinformatics Scientist (Cancer Genomics / Liquid Biopsy / Methylation-Sequencing-Pipelines)';
const COMPANY = 'KavachGenomicsPrivateLimitedMolecularDiagnosticsDivisionNaviMumbai';
const SESSION_TITLE =
  'Understanding-Early-Cancer-Detection-Blood-Tests-For-Families-With-A-History-Of-Cancer';

test('the long values are as long as the test says', () => {
  expect(EMAIL).toHaveLength(120);
  expect(USERNAME).toHaveLength(64);
});

/** What this file adds, removed again after it. */
const seeded: Record<string, number[]> = {
  contacts: [],
  registrations: [],
  subscribers: [],
  applications: [],
  audit_log: [],
  outbox_mails: [],
  users: [],
  jobs: [],
  sessions: [],
};

test.beforeAll(async () => {
  await withDb(async (db) => {
    const add = async (table: string, sql: string, params: unknown[]) =>
      seeded[table].push((await db.query(`${sql} RETURNING id`, params)).rows[0].id as number);
    // A minute ahead, so that each is the newest row, on the first page of its list.
    const at = new Date(Date.now() + 60_000).toISOString();
    await add(
      'contacts',
      `INSERT INTO contacts (name, email, phone, message, created_at) VALUES ($1, $2, '9876543210', $3, $4)`,
      [NAME, EMAIL, 'Please call me about the HrC test for my family.', at],
    );
    await add(
      'registrations',
      `INSERT INTO registrations (name, email, phone, organization, message, session_name, created_at)
       VALUES ($1, $2, '9876543210', $3, 'I would like to attend.', $4, $5)`,
      [NAME, EMAIL, COMPANY, SESSION_TITLE, at],
    );
    await add(
      'subscribers',
      `INSERT INTO subscribers (email, status, confirmed_at, created_at) VALUES ($1, 'confirmed', $2, $2)`,
      [EMAIL, at],
    );
    await add(
      'applications',
      `INSERT INTO applications (first_name, last_name, email, phone_number, job_position, experience, notice_period, salary_expectation, source, created_at)
       VALUES ('Lakshminarasimhaswamy', $1, $2, '9876543210', $3, '3y+', '1m', '12 LPA', 'careers_page', $4)`,
      [NAME.split(' ').slice(1).join(' '), EMAIL, JOB_TITLE, at],
    );
    await add(
      'audit_log',
      `INSERT INTO audit_log (username, action, target, ip, created_at) VALUES ($1, 'subscriber.delete', $2, '127.0.0.1', $3)`,
      [USERNAME, EMAIL, new Date(Date.now() + 3_600_000).toISOString()],
    );
    await add(
      'outbox_mails',
      `INSERT INTO outbox_mails (kind, to_address, subject, text_body, html_body, message_id, status, attempts, last_error, created_at)
       VALUES ('contact.ack', $1, $2, 't', '<p>t</p>', $3, 'failed', 8, $4, $5)`,
      [
        EMAIL,
        `Thank you for contacting Kavach Genomics, ${NAME}`,
        `<long-values-${Date.now()}@kavach.example>`,
        `550 5.1.1 <${EMAIL}>: Recipient address rejected: User unknown in virtual mailbox table`,
        at,
      ],
    );
    await add(
      'users',
      `INSERT INTO users (username, password_hash, role, created_at) VALUES ($1, 'not-a-hash', 'hr_manager', $2)`,
      [USERNAME, at],
    );
    await add(
      'jobs',
      `INSERT INTO jobs (title, company, department, location, type, mode, description, requirements, responsibilities, salary_range, status, posted_date)
       VALUES ($1, $2, 'Research', $3, 'Full-Time', 'On-site', $4, '', '', $5, 'active', $6)`,
      [
        JOB_TITLE,
        COMPANY,
        'NaviMumbai-Thane-Belapur-Industrial-Area-Maharashtra',
        `Contact ${EMAIL} for details.`,
        '₹18,00,000–₹24,00,000-per-annum-plus-performance-bonus',
        istDay(0),
      ],
    );
    await add(
      'sessions',
      `INSERT INTO sessions (title, image, date, time, mode, status) VALUES ($1, '/images/x.svg', $2, $3, 'online', 'active')`,
      [SESSION_TITLE, istDay(-3), '11:00AM–12:30PM-IST-with-questions-and-answers-afterwards'],
    );
  });
});

test.afterAll(async () => {
  await withDb(async (db) => {
    for (const [table, ids] of Object.entries(seeded))
      if (ids.length) await db.query(`DELETE FROM ${table} WHERE id = ANY($1)`, [ids]);
  });
});

/** The page itself never scrolls sideways (the tab strip scrolls inside its own box). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, width, wide } = await page.evaluate(() => {
    const w = window.innerWidth;
    const scrolls = (el: Element) => /auto|scroll|hidden/.test(getComputedStyle(el).overflowX);
    const inScrollBox = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (scrolls(p)) return true;
      return false;
    };
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > w + 0.5 && !inScrollBox(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return { scroll: document.documentElement.scrollWidth, width: w, wide };
  });
  expect(scroll, `page width (wider: ${wide.join(', ')})`).toBeLessThanOrEqual(width);
}

/** A table is no wider than its box: nothing to scroll to, no cell outside it. */
async function expectTableFits(region: Locator) {
  const m = await region.evaluate((wrap) => {
    const table = wrap.querySelector('table')!;
    const box = wrap.getBoundingClientRect();
    const outside = [...wrap.querySelectorAll('tbody td')]
      .map((td) => td.getBoundingClientRect())
      .filter((r) => r.right > box.right + 0.5 || r.left < box.left - 0.5).length;
    return {
      table: table.scrollWidth,
      wrap: wrap.scrollWidth,
      client: wrap.clientWidth,
      outside,
    };
  });
  expect(m.table, 'table width').toBeLessThanOrEqual(m.client);
  expect(m.wrap, 'scrollable width of the box').toBeLessThanOrEqual(m.client);
  expect(m.outside, 'cells outside the box').toBe(0);
}

/** A control lies wholly inside the window and inside its list's box. */
async function expectOnScreen(page: Page, control: Locator, box: Locator) {
  await control.scrollIntoViewIfNeeded();
  const c = (await control.boundingBox())!;
  const b = (await box.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(c.x).toBeGreaterThanOrEqual(Math.max(0, b.x) - 0.5);
  expect(c.x + c.width).toBeLessThanOrEqual(Math.min(width, b.x + b.width) + 0.5);
}

/** The whole value is in the element's text, nothing cut off. */
async function expectWhole(el: Locator, value: string) {
  const text = (await el.innerText()).replace(/\s+/g, ' ');
  expect(text).toContain(value);
}

/**
 * The lists with a table: the tab, the table's name, the text that finds the long row, the
 * title of the details its View button opens (null: no View), whether the row has buttons.
 */
const TABLES = [
  { tab: 'contacts', table: 'Contacts', key: EMAIL, view: 'Contact Details' },
  { tab: 'registrations', table: 'Registrations', key: EMAIL, view: 'Registration Details' },
  { tab: 'subscribers', table: 'Subscribers', key: EMAIL, view: 'Subscription Details' },
  {
    tab: 'career-applications',
    table: 'Career applications',
    key: EMAIL,
    view: 'Application Details',
  },
  { tab: 'audit', table: 'Audit log entries', key: USERNAME, view: 'Audit entry' },
  { tab: 'outbox', table: 'Outbox mails', key: EMAIL, view: null },
  { tab: 'users', table: 'Users', key: USERNAME, view: null },
] as const;

/** Opens a tab of the strip (it scrolls into view on a phone) and waits for its list. */
async function showTab(page: Page, key: string) {
  const tab = page.locator(`[role=tab][data-tab="${key}"]`);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

// 1024 px: the narrowest box that still shows a table (974 px); 390 px: cards. One sign-in per
// width, then every list in turn through the tab strip, as a member of staff would go.
for (const width of [1280, 1024, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });

    test('every list: the long row fits, read in full, its buttons on screen', async ({ page }) => {
      // Nine lists and five dialogs: a limit for the walk, not a target.
      test.setTimeout(180_000);
      await openAs(page, 'admin', '/admin?tab=sessions');
      for (const t of TABLES)
        await test.step(t.tab, async () => {
          await showTab(page, t.tab);
          const region = page.getByRole('region', { name: t.table });
          const row = region.locator('tbody tr').filter({ hasText: t.key });
          await expect(row).toBeVisible();
          await settled(page);
          await shot(page, `long-values-${t.tab}-${width}`);
          await expectNoSidewaysScroll(page);
          await expectTableFits(region);
          await expectWhole(row, t.key);
          if (t.tab === 'contacts' || t.tab === 'registrations') await expectWhole(row, NAME);
          if (t.tab === 'career-applications') await expectWhole(row, JOB_TITLE);
          // Every date in the one format of the panel, day first ("27 Nov 2026, 9:36 pm").
          const text = (await region.innerText()).replace(/\s+/g, ' ');
          expect(text, 'a date in the panel format').toMatch(new RegExp(DATE_TIME));
          expect(text, 'no month-first date').not.toMatch(/\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/);
          expect(text, 'no AM/PM in capitals').not.toMatch(/\d:\d{2}\s?[AP]M\b/);

          const buttons = await row.getByRole('button').all();
          expect(buttons.length > 0, 'the row has buttons').toBe(!('buttons' in t));
          for (const button of buttons) await expectOnScreen(page, button, region);
          if (!t.view) return;
          await row.getByRole('button', { name: /^View\b/ }).click();
          const dialog = page.getByRole('dialog', { name: t.view });
          await expect(dialog).toBeVisible();
          await expectWhole(dialog, EMAIL);
          await expectNoSidewaysScroll(page);
          const outside = await dialog.evaluate((d) => {
            const box = d.getBoundingClientRect();
            return [...d.querySelectorAll('*')]
              .filter((el) => el.getBoundingClientRect().right > box.right + 0.5)
              .map((el) => el.tagName.toLowerCase());
          });
          expect(outside, 'parts of the details outside the dialog').toEqual([]);
          await shot(page, `long-values-${t.tab}-details-${width}`);
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        });

      await test.step('privacy requests: the tables of a long address', async () => {
        await showTab(page, 'privacy-requests');
        await page.getByRole('textbox', { name: 'E-mail address' }).fill(EMAIL);
        await page.getByRole('button', { name: 'Look up' }).click();
        const tables = page.getByTestId('privacy-result').locator('.kv-table-wrap');
        await expect(page.getByRole('region', { name: 'Contact messages' })).toBeVisible();
        await settled(page);
        await shot(page, `long-values-privacy-requests-${width}`);
        await expectNoSidewaysScroll(page);
        expect(await tables.count()).toBeGreaterThanOrEqual(5);
        for (const region of await tables.all()) await expectTableFits(region);
      });

      await test.step('jobs and sessions: the cards of long titles', async () => {
        await showTab(page, 'jobs');
        const job = page.getByTestId('job-card').filter({ hasText: COMPANY });
        await expect(job).toBeVisible();
        await expectWhole(job, JOB_TITLE);
        await expectWhole(job, COMPANY);
        await shot(page, `long-values-jobs-${width}`);
        await expectNoSidewaysScroll(page);
        for (const button of await job.getByRole('button').all())
          await expectOnScreen(page, button, job);

        await showTab(page, 'sessions');
        const session = page.getByTestId('session-card').filter({ hasText: SESSION_TITLE });
        await expect(session).toBeVisible();
        await shot(page, `long-values-sessions-${width}`);
        await expectNoSidewaysScroll(page);
        const clipped = await session.evaluate((card) =>
          [...card.querySelectorAll('h3, dd')].some((el) => el.scrollWidth > el.clientWidth + 0.5),
        );
        expect(clipped, 'a title or fact cut off').toBe(false);
        for (const button of await session.getByRole('button').all())
          await expectOnScreen(page, button, session);
      });
    });
  });
}
