/**
 * Accessibility of the staff panel (WCAG 2.2 AA, like the public site): axe finds no serious or
 * critical violation on the login screens, on every tab the signed-in user sees (read from the
 * tab strip, so a new tab is covered without a change here) with data in its list, and with each
 * kind of modal the tab opens (details, editor, confirmation), at 390 px and 1280 px.
 * The System Admin walks /admin with its modals, an HR Manager the lists of /jobs-admin (the same
 * remotes as /admin's Jobs Manager and Career Applications, so the same modals).
 */
import { axeResults } from '../axe.mjs';
import type { Locator, Page } from '@playwright/test';
import {
  apiLogin,
  E2E,
  expect,
  fillDay,
  fillLogin,
  istDay,
  istNoon,
  openAs,
  nodeText,
  PNG_1PX,
  seriousViolations,
  settled,
  shot,
  test,
  withDb,
} from './helpers';

/**
 * Checks the page as it is now; the label says which screen and state it is. A screenshot of
 * each state goes to SHOTS_DIR (default /tmp/shots; under CI only when set) for a person to look
 * at the colours.
 */
async function expectAccessible(page: Page, label: string, include?: string) {
  expect.soft(await seriousViolations(page, include), label).toEqual([]);
  await shot(page, `a11y ${label}`.replace(/[^\w]+/g, '-').slice(0, 120));
}

// ------------------------------------------------------------------------------------ the data

/** What this file adds, removed again after it (other files count their rows). */
const seeded = {
  sessions: [] as number[],
  contacts: [] as number[],
  registrations: [] as number[],
  subscribers: [] as number[],
  jobs: [] as number[],
  applications: [] as number[],
  outbox_mails: [] as number[],
  webhook_endpoints: [] as number[],
};

/** The tabs this file fills; a tab it does not know is checked with whatever it holds. */
const SEEDED_TABS = new Set([
  'sessions',
  'contacts',
  'registrations',
  'subscribers',
  'jobs',
  'career-applications',
  'audit',
  'outbox',
  'users',
]);

test.beforeAll(async () => {
  const { token } = await apiLogin('admin');
  const form = new FormData();
  form.append('image', new Blob([PNG_1PX], { type: 'image/png' }), 'a11y.png');
  const upload = await fetch(`${E2E.apiUrl}/api/admin/uploads/session-image`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const image = ((await upload.json()) as { url: string }).url;
  // A webhook (made through the API, which seals its secret) to an address nothing listens on,
  // for events the walk never causes; its deliveries are written below, as sent and as failed.
  const hook = await fetch(`${E2E.apiUrl}/api/admin/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      url: 'http://127.0.0.1:9/hooks/kavach',
      description: 'CRM: newsletters sent',
      events: ['newsletter.sent', 'subscriber.removed'],
    }),
  });
  expect(hook.status).toBe(201);
  const webhook = ((await hook.json()) as { webhook: { id: number } }).webhook.id;
  seeded.webhook_endpoints.push(webhook);

  await withDb(async (db) => {
    const ids = async (sql: string, params: unknown[]) =>
      (await db.query(sql, params)).rows[0].id as number;
    for (const [i, status] of ['active', 'inactive', 'expired'].entries())
      seeded.sessions.push(
        await ids(
          `INSERT INTO sessions (title, image, date, end_date, time, mode, status) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [
            `HrC Information Session ${i + 1}`,
            image,
            istDay(status === 'expired' ? 10 : -10 - i),
            null,
            '11:00 AM – 12:30 PM IST',
            i % 2 ? 'offline' : 'online',
            status,
          ],
        ),
      );
    for (let i = 1; i <= 12; i++) {
      const at = istNoon(istDay(i));
      seeded.contacts.push(
        await ids(
          `INSERT INTO contacts (name, email, phone, message, created_at) VALUES ($1, $2, '9876500000', $3, $4) RETURNING id`,
          [
            `Contact Person ${i}`,
            `contact${i}@example.com`,
            `I would like to know more (#${i})`,
            at,
          ],
        ),
      );
      seeded.registrations.push(
        await ids(
          `INSERT INTO registrations (name, email, phone, organization, message, session_name, created_at) VALUES ($1, $2, '9876500000', $3, $4, 'HrC Test: Information Session', $5) RETURNING id`,
          [
            `Registrant ${i}`,
            `registrant${i}@example.com`,
            i % 2 ? 'Acme Hospital' : null,
            'See you there',
            at,
          ],
        ),
      );
      seeded.subscribers.push(
        await ids('INSERT INTO subscribers (email, created_at) VALUES ($1, $2) RETURNING id', [
          `reader${i}@example.com`,
          at,
        ]),
      );
      seeded.jobs.push(
        await ids(
          `INSERT INTO jobs (title, company, department, location, type, mode, description, requirements, responsibilities, salary_range, status, posted_date, application_deadline)
           VALUES ($1, 'Kavach Genomics', 'Research', 'Navi Mumbai, Maharashtra', 'Full-Time', 'On-site', 'Run the sequencing pipelines behind our early cancer detection tests.', '', '', '₹6,00,000 – ₹9,00,000 per annum', $2, $3, $4) RETURNING id`,
          [
            `Research Associate ${i}`,
            ['active', 'inactive', 'draft', 'closed'][i % 4],
            istDay(i),
            i % 3 ? istDay(-20) : null,
          ],
        ),
      );
      seeded.applications.push(
        await ids(
          `INSERT INTO applications (first_name, last_name, email, phone_number, job_position, experience, notice_period, salary_expectation, reason_for_leaving_prev_job, source, created_at)
           VALUES ('Priya', $1, $2, '9876543210', $3, '3y+', 'immediate', '12 LPA', 'Relocating', $4, $5) RETURNING id`,
          [
            `Venkataraman ${i}`,
            `priya${i}@example.com`,
            i % 2 ? 'App Developer' : 'Jr. Digital Marketing',
            i % 2 ? 'careers_page' : 'jobs_page',
            at,
          ],
        ),
      );
    }
    for (const [status, attempts, error] of [
      ['pending', 0, null],
      ['sent', 1, null],
      ['failed', 8, '550 5.1.1 Recipient address rejected: User unknown'],
    ] as const)
      seeded.outbox_mails.push(
        await ids(
          `INSERT INTO outbox_mails (kind, to_address, subject, text_body, html_body, message_id, status, attempts, last_error)
           VALUES ('contact.ack', $1, 'Thank you for contacting Kavach Genomics', 't', '<p>t</p>', $2, $3, $4, $5) RETURNING id`,
          [
            `${status}@example.com`,
            `<a11y-${status}-${Date.now()}@kavach.example>`,
            status,
            attempts,
            error,
          ],
        ),
      );
    for (const [status, code, answer, error] of [
      ['delivered', 200, 'ok', null],
      ['failed', 503, 'Service Unavailable', 'The endpoint answered 503.'],
    ] as const)
      await db.query(
        `INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, body, status, attempts, response_status, response_start, last_error, last_attempt_at, delivered_at)
         VALUES ($1, $2, 'newsletter.sent', '{"type":"newsletter.sent","data":{"id":1,"recipients":12}}', $3, 1, $4, $5, $6, now(), $7)`,
        [
          webhook,
          `msg_a11y_${status}_${Date.now()}`,
          status,
          code,
          answer,
          error,
          status === 'delivered' ? new Date() : null,
        ],
      );
  });
});

test.afterAll(async () => {
  await withDb(async (db) => {
    for (const [table, ids] of Object.entries(seeded))
      if (ids.length) await db.query(`DELETE FROM ${table} WHERE id = ANY($1)`, [ids]);
  });
});

// ------------------------------------------------------------------------------ the screens

/** The open tab's content has loaded: something drawn, no spinner, no busy list. */
async function tabSettled(panel: Locator) {
  await expect(panel).not.toBeEmpty();
  await settled(panel);
}

/**
 * Buttons that open a modal, one of each kind a tab may have: a row's details, an item's editor
 * (filled in), a new item's editor, a confirmation. The first match of each is opened.
 */
const MODAL_OPENERS = [
  { kind: 'details', name: /^View\b/ },
  { kind: 'editor', name: /^Edit\b/ },
  // The Content tab opens an item (its editor, with the rich-text body) from the row.
  { kind: 'editor', name: /^Open: / },
  { kind: 'editor', name: /^Add\b/ },
  // Integrations has a second form below its first (Add token, then Add webhook).
  { kind: 'editor', name: /^Add webhook$/ },
  { kind: 'editor', name: /^Change role\b/ },
  { kind: 'confirmation', name: /^Delete\b/ },
  // A webhook's deliveries (Integrations).
  { kind: 'details', name: /^Deliveries of\b/ },
] as const;
type ModalKind = (typeof MODAL_OPENERS)[number]['kind'];

/** Opens each kind of modal the open tab has, checks the page with it open; the kinds opened. */
async function checkModals(page: Page, panel: Locator, where: string): Promise<ModalKind[]> {
  const opened: ModalKind[] = [];
  for (const { kind, name } of MODAL_OPENERS) {
    const opener = panel.getByRole('button', { name }).first();
    if (!(await opener.count()) || !(await opener.isEnabled())) continue;
    const label = (await opener.getAttribute('aria-label')) ?? (await opener.innerText());
    await opener.click();
    const dialog = page.getByRole('dialog').last();
    await expect(dialog).toBeVisible();
    // Opening a New item marks it seen once its notes load, and the list behind reloads, faded
    // while it does: the check is of the page at rest, so it waits for both.
    await expect(dialog.getByText('Loading notes...')).toHaveCount(0);
    await tabSettled(panel);
    // A dialog with a list of its own (a webhook's deliveries): loaded too.
    await settled(dialog);
    // The dialog's layer (its mask and the dialog, drawn over the page), not the page behind
    // it: that is the tab's list, checked just before without the dialog.
    await dialog.evaluate((el) => {
      let layer: HTMLElement = el as HTMLElement;
      while (layer.parentElement && layer.parentElement !== document.body)
        layer = layer.parentElement;
      layer.dataset.a11yLayer = '';
    });
    await expectAccessible(page, `${where}, modal of '${label.trim()}'`, '[data-a11y-layer]');
    await page.evaluate(() =>
      document
        .querySelectorAll('[data-a11y-layer]')
        .forEach((el) => el.removeAttribute('data-a11y-layer')),
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    opened.push(kind);
  }
  return opened;
}

/** Every tab of the strip, its list and (unless `modals` is false) its modals. */
async function checkEveryTab(page: Page, where: string, { modals: withModals = true } = {}) {
  const tabs = page.getByRole('tab');
  const keys = await tabs.evaluateAll((els) => els.map((el) => el.getAttribute('data-tab')!));
  expect(keys.length).toBeGreaterThan(0);
  // The walk's work grows with the strip (a list and up to six modals per tab, each checked by
  // axe): its time limit too, with the test's own limit kept for the rest.
  test.setTimeout(test.info().timeout + keys.length * (withModals ? 30_000 : 10_000));
  const modals = new Set<ModalKind>();
  for (const key of keys) {
    const tab = page.locator(`[role=tab][data-tab="${key}"]`);
    const name = (await tab.innerText()).trim();
    await test.step(`${name}`, async () => {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('tabpanel');
      await tabSettled(panel);
      if (SEEDED_TABS.has(key))
        await expect(panel.locator('tbody tr, article').first()).toBeVisible();
      await expectAccessible(page, `${where} ${name}`);
      if (withModals)
        for (const kind of await checkModals(page, panel, `${where} ${name}`)) modals.add(kind);
    });
  }
  return modals;
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });

    for (const path of ['/admin', '/jobs-admin'])
      test(`the login screen of ${path}, and with a refused login's message`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('altcha-widget')).toBeVisible();
        await expectAccessible(page, `${path} at ${width} px: login`);
        await fillLogin(page, 'nobody-here', 'not the password');
        await page.getByRole('button', { name: 'Login' }).click();
        await expect(page.getByText('Invalid credentials. Please try again.')).toBeVisible();
        await expectAccessible(page, `${path} at ${width} px: login, refused`);
      });

    test('every tab of /admin (System Admin), its list, modals and My account', async ({
      page,
    }) => {
      await openAs(page, 'admin', '/admin');
      const modals = await checkEveryTab(page, `/admin at ${width} px:`);
      expect([...modals].sort()).toEqual(['confirmation', 'details', 'editor']);

      // A message after an action (Close ended sessions on the Session Manager).
      await page.locator('[role=tab][data-tab="sessions"]').click();
      await tabSettled(page.getByRole('tabpanel'));
      await page.getByRole('button', { name: 'Close ended sessions' }).click();
      await expect(page.getByTestId('tab-message')).toBeVisible();
      await expectAccessible(page, `/admin at ${width} px: Session Manager, message`);

      await page.getByRole('button', { name: 'My account' }).click();
      await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
      await expectAccessible(page, `/admin at ${width} px: My account`);
    });

    test('a list with filters on (chips, the export panel, an empty text naming them) and a load failure', async ({
      page,
    }) => {
      test.setTimeout(120_000); // five axe runs, on a machine shared with other suites
      await openAs(page, 'admin', '/admin?tab=contacts');
      const panel = page.getByRole('tabpanel');
      await tabSettled(panel);

      // A contact arriving while the list is open: the bar above it is announced politely.
      // Named by width: both widths share this file's seeded database.
      const arriving = `Arriving Person ${width}`;
      const [arrived] = await withDb((db) =>
        db
          .query<{ id: number }>(
            `INSERT INTO contacts (name, email, message) VALUES ($1, 'arriving@example.com', 'Hello') RETURNING id`,
            [arriving],
          )
          .then((r) => r.rows.map((x) => x.id)),
      );
      seeded.contacts.push(arrived);
      const bar = page.getByTestId('new-items');
      await expect(async () => {
        await page.evaluate(() => dispatchEvent(new Event('focus')));
        await expect(bar).toBeVisible({ timeout: 1000 });
      }).toPass();
      const live = page.getByRole('status').filter({ has: bar });
      await expect(live).toHaveAttribute('aria-live', 'polite');
      await expect(live).toHaveText('1 new — Show it');
      await expectAccessible(page, `/admin at ${width} px: Contacts, a new contact arrived`);
      await page.getByRole('button', { name: 'Show it' }).click();
      await expect(panel.getByRole('button', { name: `View contact ${arriving}` })).toBeVisible();
      await expect(bar).toHaveCount(0);

      await page.getByRole('button', { name: 'Export Filters' }).click();
      await fillDay(page.getByLabel('Start Date'), istDay(5));
      await fillDay(page.getByLabel('End Date'), istDay(1));
      await page.getByRole('searchbox', { name: 'Search contacts' }).fill('Contact Person 1');
      await expect(page.getByTestId('active-filters')).toContainText('Search: "Contact Person 1"');
      await tabSettled(panel);
      await expectAccessible(page, `/admin at ${width} px: Contacts, filters and export panel`);
      await page.getByRole('searchbox', { name: 'Search contacts' }).fill('nobody');
      await expect(
        panel.getByText(/^No contacts found matching your search "nobody"/),
      ).toBeVisible();
      await expectAccessible(page, `/admin at ${width} px: Contacts, filtered to nothing`);
      await page.route('**/api/admin/contacts?*', (route) =>
        route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503</h1>' }),
      );
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectAccessible(page, `/admin at ${width} px: Contacts, load failure`);
    });

    // Its tabs are the remotes of /admin's Jobs Manager and Career Applications, whose modals
    // the System Admin's walk above opens: here the lists in the HR panel's frame.
    test('every tab of /jobs-admin (HR Manager) and its list', async ({ page }) => {
      test.setTimeout(120_000);
      await openAs(page, 'hr', '/jobs-admin', 'jobs-admin');
      await checkEveryTab(page, `/jobs-admin at ${width} px:`, { modals: false });
      expect(await page.getByRole('tab').count()).toBe(2);
    });
  });
}

// A tab's name and its visible text do not depend on the width: checked once, on a phone (the
// strip's layout at both widths is auth.spec.ts's).
test.describe('at 390 px', () => {
  const width = 390;
  test.use({ viewport: { width, height: 844 } });

  test("each tab's name contains its visible text, with and without New counts", async ({
    page,
    browser,
  }) => {
    // axe counts label-content-name-mismatch (WCAG 2.5.3) as experimental: asked for by name.
    const mismatches = async (p: Page) => {
      const results = await axeResults(p, {
        include: '[role=tablist]',
        rules: ['label-content-name-mismatch'],
      });
      const checked = results.passes.flatMap((r) => r.nodes).length;
      return { checked, violations: results.violations.flatMap((v) => v.nodes.map(nodeText)) };
    };
    const badges = (p: Page) => p.locator('[role=tab] .kv-tab__badge');

    // Without New items: no badge, no aria-label, nothing for the rule to compare.
    const marked = await withDb(async (db) => {
      const ids: Record<string, number[]> = {};
      for (const [table, seen] of [
        ['contacts', 'read'],
        ['registrations', 'read'],
        ['applications', 'reviewed'],
      ])
        ids[table] = (
          await db.query(`UPDATE ${table} SET status = $1 WHERE status = 'new' RETURNING id`, [
            seen,
          ])
        ).rows.map((r: { id: number }) => r.id);
      return ids;
    });
    try {
      await openAs(page, 'admin', '/admin?tab=sessions');
      await tabSettled(page.getByRole('tabpanel'));
      await expect(badges(page)).toHaveCount(0);
      expect((await mismatches(page)).violations).toEqual([]);
    } finally {
      await withDb(async (db) => {
        for (const [table, ids] of Object.entries(marked))
          await db.query(`UPDATE ${table} SET status = 'new' WHERE id = ANY($1)`, [ids]);
      });
    }

    // With New items (a fresh browser, so the counts are not the cached ones of above).
    const context = await browser.newContext({
      viewport: { width, height: width > 600 ? 900 : 844 },
      reducedMotion: 'reduce',
    });
    try {
      const withCounts = await context.newPage();
      await openAs(withCounts, 'admin', '/admin?tab=sessions');
      await expect(badges(withCounts)).toHaveCount(3);
      const { checked, violations } = await mismatches(withCounts);
      expect(violations).toEqual([]);
      expect(checked).toBe(3); // each tab with a badge was compared
      const contacts = withCounts.locator('[role=tab][data-tab="contacts"]');
      await expect(contacts).toHaveText(/^Contact Us Details \d+$/);
      await expect(contacts).toHaveAccessibleName(/^Contact Us Details \d+ new$/);
      await shot(withCounts, `a11y tab names with New counts at ${width}`.replace(/\W+/g, '-'));
    } finally {
      await context.close();
    }
  });
});
