/**
 * Session Manager end to end: create with an image (picked through the upload button) or with
 * the default picture, start and end times, place, capacity and description; upcoming sessions
 * soonest first and ended ones under Past; edit, toggle, Close ended sessions, delete (naming the
 * session's registrations, which stay), the question before saving an ended session as Active,
 * the messages (the spec's words, the API's detail on a second line), their colour and their 5 s.
 */
import type { Locator, Page, Route } from '@playwright/test';
import {
  apiLogin,
  clearsAfter,
  E2E,
  expect,
  fillDay,
  istDay,
  movingNow,
  openAs,
  PNG_1PX,
  test,
  withDb,
} from './helpers';

/** An image uploaded through the API: the seeded sessions point to it, as real ones do. */
let IMAGE = '';
test.beforeAll(async () => {
  const { token } = await apiLogin('admin');
  const form = new FormData();
  form.append('image', new Blob([PNG_1PX], { type: 'image/png' }), 'seed.png');
  const res = await fetch(`${E2E.apiUrl}/api/admin/uploads/session-image`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  IMAGE = ((await res.json()) as { url: string }).url;
  expect(IMAGE).toMatch(/^\/api\/files\/session-images\//);
});

async function seedSession(values: {
  title?: string;
  date: string;
  end?: string | null;
  start?: string;
  mode?: string;
  status?: string;
  capacity?: number | null;
}) {
  return withDb(async (db) => {
    const { rows } = await db.query(
      `INSERT INTO sessions (title, image, date, end_date, time, start_time, end_time, mode, status, capacity)
       VALUES ($1, $2, $3, $4, '11:00 AM – 12:30 PM IST', $5, '12:30', $6, $7, $8) RETURNING id`,
      [
        values.title ?? 'Seeded Session',
        IMAGE,
        values.date,
        values.end ?? null,
        values.start ?? '11:00',
        values.mode ?? 'online',
        values.status ?? 'active',
        values.capacity ?? null,
      ],
    );
    return rows[0].id as number;
  });
}

const card = (page: Page, title: string) =>
  page.getByTestId('session-card').filter({ has: page.getByRole('heading', { name: title }) });
const message = (page: Page) => page.getByTestId('tab-message');

test.beforeEach(async () => {
  await withDb((db) => db.query('DELETE FROM sessions'));
});

test("shows 'No Sessions Available' when there are none", async ({ page }) => {
  await openAs(page, 'admin');
  await expect(page.getByText('No Sessions Available')).toBeVisible();
});

test('creates a session with an uploaded image', async ({ page }) => {
  await openAs(page, 'admin');
  await page.getByRole('button', { name: 'Add Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Session' });
  await expect(dialog).toBeVisible();
  // The picker is a button in antd's Upload look that opens the browser's file chooser.
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Image (optional) Upload image' }).click(),
  ]);
  const [upload] = await Promise.all([
    page.waitForResponse('**/api/admin/uploads/session-image'),
    chooser.setFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG_1PX }),
  ]);
  expect(upload.status()).toBe(201);
  await expect(dialog.getByRole('img', { name: 'Session banner preview' })).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: 'Image (optional) Replace image' }),
  ).toBeVisible();
  await dialog.getByLabel('Title *').fill('E2E Open Day');
  await fillDay(dialog.getByLabel('Start Date *'), istDay(-20));
  await fillDay(dialog.getByLabel('End Date (optional)'), istDay(-21));
  await dialog.getByLabel('Start Time (IST) *').fill('10:00');
  await dialog.getByLabel('End Time (IST) *').fill('11:30');
  await dialog.getByLabel('Mode').selectOption('hybrid');
  // A hybrid session needs its place: refused until it is given.
  await dialog.getByRole('button', { name: 'Add Session' }).click();
  await expect(dialog.getByTestId('form-problem')).toHaveText(
    'Please give the place of an offline or hybrid session.',
  );
  await expect(dialog.getByLabel('Place *')).toBeFocused();
  await dialog.getByLabel('Place *').fill('Kavach Genomics, Bengaluru');
  await dialog.getByLabel(/^Meeting link/).fill('https://meet.example.com/abc-defg-hij');
  await dialog.getByLabel(/^Capacity/).fill('25');
  await dialog.getByLabel('Description (optional)').fill('Bring your questions.');
  await page.screenshot({ path: '/tmp/sessions/admin-form-1280.png' });
  await dialog.getByRole('button', { name: 'Add Session' }).click();

  await expect(message(page)).toHaveText('Session created successfully.');
  await expect(message(page)).toHaveAttribute('data-tone', 'success');
  const created = card(page, 'E2E Open Day');
  await expect(created).toContainText('10:00 AM – 11:30 AM IST');
  await expect(created).toContainText('Hybrid');
  await expect(created).toContainText('Kavach Genomics, Bengaluru');
  await expect(created).toContainText('Bring your questions.');
  await expect(created.getByTestId('session-seats')).toHaveText('0 of 25 seats taken');
  await expect(created.getByTestId('session-status')).toHaveText('Active');
  // The uploaded image is served back.
  await expect
    .poll(() =>
      created.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBe(1);
  await page.screenshot({ path: '/tmp/sessions/admin-list-1280.png' });
  const rows = await withDb((db) =>
    db.query(
      `SELECT title, mode, status, date::text, end_date::text, start_time::text, end_time::text,
              place, meeting_link, capacity, description FROM sessions`,
    ),
  );
  expect(rows.rows).toEqual([
    {
      title: 'E2E Open Day',
      mode: 'hybrid',
      status: 'active',
      date: istDay(-20),
      end_date: istDay(-21),
      start_time: '10:00:00',
      end_time: '11:30:00',
      place: 'Kavach Genomics, Bengaluru',
      meeting_link: 'https://meet.example.com/abc-defg-hij',
      capacity: 25,
      description: 'Bring your questions.',
    },
  ]);
});

test('a session saved without an image shows the default picture (phone width)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The public site's build serves /images/… in production; this stack serves the panel only.
  await page.route('**/images/news-1.svg', (route) =>
    route.fulfill({ contentType: 'image/png', body: PNG_1PX }),
  );
  await openAs(page, 'admin');
  await page.getByRole('button', { name: 'Add Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Session' });
  await expect(dialog.getByRole('img', { name: 'Default session picture' })).toBeVisible();
  await dialog.getByLabel('Title *').fill('No Picture Yet');
  await fillDay(dialog.getByLabel('Start Date *'), istDay(-5));
  await dialog.getByLabel('Start Time (IST) *').fill('15:00');
  await dialog.getByLabel('End Time (IST) *').fill('16:00');
  // Both time pickers fit the phone's width.
  for (const label of ['Start Time (IST) *', 'End Time (IST) *']) {
    const box = (await dialog.getByLabel(label).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: '/tmp/sessions/admin-form-390.png' });
  await dialog.getByRole('button', { name: 'Add Session' }).click();
  await expect(message(page)).toHaveText('Session created successfully.');
  await page.screenshot({ path: '/tmp/sessions/admin-list-390.png' });
  const img = card(page, 'No Picture Yet').locator('img');
  await expect(img).toHaveAttribute('src', '/images/news-1.svg');
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBe(1);
  const rows = await withDb((db) => db.query(`SELECT image FROM sessions`));
  expect(rows.rows).toEqual([{ image: '/images/news-1.svg' }]);
});

test('lists upcoming sessions soonest first; ended ones under Past, latest first', async ({
  page,
}) => {
  await seedSession({ title: 'In Three Weeks', date: istDay(-21) });
  await seedSession({ title: 'Tomorrow Afternoon', date: istDay(-1), start: '15:00' });
  await seedSession({ title: 'Tomorrow Morning', date: istDay(-1), start: '09:00' });
  await seedSession({ title: 'Last Month', date: istDay(30), status: 'expired' });
  await seedSession({ title: 'Last Week', date: istDay(7) });
  await openAs(page, 'admin');
  const titles = page.getByTestId('session-card').getByRole('heading');
  await expect(titles).toHaveText(['Tomorrow Morning', 'Tomorrow Afternoon', 'In Three Weeks']);
  await page.getByText('Past', { exact: true }).click();
  await expect(titles).toHaveText(['Last Week', 'Last Month']);
  await page.getByText('Upcoming', { exact: true }).click();
  await expect(titles).toHaveText(['Tomorrow Morning', 'Tomorrow Afternoon', 'In Three Weeks']);
});

test('refuses to save without the required fields, and a wrong file before uploading', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await page.getByRole('button', { name: 'Add Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Session' });
  await dialog.getByRole('button', { name: 'Add Session' }).click();
  await expect(dialog.getByTestId('form-problem')).toHaveText('Please give the session a title.');
  // Reduced motion, as the suite asks for it: the click drew no ripple, nothing on the page moves.
  expect(await page.evaluate(movingNow)).toEqual([]);
  // The focus moves to the first field to fix: the title. The image is optional.
  await expect(dialog.getByLabel('Title *')).toBeFocused();
  await expect(dialog.getByLabel('Title *')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('button', { name: /Upload image/ })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(dialog.getByLabel('Start Date *')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Start Time (IST) *')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('End Time (IST) *')).toHaveAttribute('aria-invalid', 'true');
  // An end before the start on one day is refused in words.
  await dialog.getByLabel('Title *').fill('Backwards');
  await fillDay(dialog.getByLabel('Start Date *'), istDay(-3));
  await dialog.getByLabel('Start Time (IST) *').fill('15:00');
  await dialog.getByLabel('End Time (IST) *').fill('14:00');
  await dialog.getByRole('button', { name: 'Add Session' }).click();
  await expect(dialog.getByTestId('form-problem')).toHaveText(
    'The end time must be after the start time.',
  );

  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/uploads/')) uploads++;
  });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByTestId('form-problem')).toHaveText(
    'Error uploading image: Only JPEG, PNG, GIF and WebP images are allowed.',
  );
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(dialog.getByTestId('form-problem')).toHaveText(
    'Error uploading image: The image must be 5 MB or smaller.',
  );
  expect(uploads).toBe(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('edits a session', async ({ page }) => {
  await seedSession({ title: 'Edit Me', date: istDay(-10) });
  await openAs(page, 'admin');
  await card(page, 'Edit Me').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Session' });
  await expect(dialog.getByLabel('Start Time (IST) *')).toHaveValue('11:00');
  await expect(dialog.getByLabel('End Time (IST) *')).toHaveValue('12:30');
  await dialog.getByLabel('Start Time (IST) *').fill('14:00');
  await dialog.getByLabel('End Time (IST) *').fill('15:00');
  await dialog.getByLabel(/^Capacity/).fill('2');
  await dialog.getByLabel('Status').selectOption('inactive');
  await dialog.getByRole('button', { name: 'Update Session' }).click();
  await expect(message(page)).toHaveText('Session updated successfully.');
  await expect(card(page, 'Edit Me')).toContainText('2:00 PM – 3:00 PM IST');
  await expect(card(page, 'Edit Me').getByTestId('session-seats')).toHaveText('0 of 2 seats taken');
  await expect(card(page, 'Edit Me').getByTestId('session-status')).toHaveText('Inactive');
});

test('deactivates and activates; messages last 5 s', async ({ page }) => {
  await seedSession({ title: 'Toggle Me', date: istDay(-10) });
  await page.clock.install();
  await openAs(page, 'admin');
  const c = card(page, 'Toggle Me');
  await c.getByRole('button', { name: 'Deactivate' }).click();
  await expect(message(page)).toHaveText('Session deactivated successfully.');
  await expect(c.getByTestId('session-status')).toHaveText('Inactive');
  await c.getByRole('button', { name: 'Activate' }).click();
  await expect(message(page)).toHaveText('Session activated successfully.');
  await expect(c.getByTestId('session-status')).toHaveText('Active');
  await clearsAfter(page, message(page), 5000);
});

test('Close ended sessions says what it does and how many it closed; no toggle for expired sessions', async ({
  page,
}) => {
  await seedSession({ title: 'Past Session', date: istDay(10), end: istDay(9) });
  await seedSession({ title: 'Future Session', date: istDay(-10) });
  await openAs(page, 'admin');
  const button = page.getByRole('button', { name: 'Close ended sessions' });
  await expect(button).toHaveAccessibleDescription(
    'Close ended sessions marks every session whose last day has passed as Expired, so it leaves the website and stops taking registrations. It also runs by itself every hour.',
  );
  await button.click();
  await expect(message(page)).toHaveText('1 ended session closed (now Expired).');
  await page.getByText('Past', { exact: true }).click();
  const past = card(page, 'Past Session');
  await expect(past.getByTestId('session-status')).toHaveText('Expired');
  await expect(past.getByRole('button', { name: /activate/i })).toHaveCount(0);
  await page.getByText('Upcoming', { exact: true }).click();
  await expect(
    card(page, 'Future Session').getByRole('button', { name: 'Deactivate' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close ended sessions' }).click();
  await expect(message(page)).toHaveText(
    'No session needed closing: every ended session was already Expired.',
  );
});

test('deletes after the confirmation', async ({ page }) => {
  await seedSession({ title: 'Delete Me', date: istDay(-10) });
  await openAs(page, 'admin');
  await card(page, 'Delete Me').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText('Are you sure you want to delete this session?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'Delete Me')).toBeVisible();
  await card(page, 'Delete Me').getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(message(page)).toHaveText('Session deleted successfully.');
  await expect(page.getByText('No Sessions Available')).toBeVisible();
});

/** The two lines of an alert: the message as the spec writes it, and the detail under it. */
const lines = (alert: Locator) => ({
  title: alert.locator('.ant-alert-title'),
  detail: alert.locator('.ant-alert-description'),
});

const failWith = (status: number, text: string) => (route: Route) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    body: JSON.stringify({ statusCode: status, error: 'Error', message: text }),
  });

test("failures show in red, in the spec's words, what went wrong on a second line", async ({
  page,
}) => {
  await seedSession({ title: 'Broken Toggle', date: istDay(-10) });
  await page.route('**/api/admin/sessions/*/toggle', failWith(500, 'Internal server error'));
  await page.route('**/api/admin/sessions/check-expired', failWith(503, 'Try again shortly.'));
  await openAs(page, 'admin');
  await card(page, 'Broken Toggle').getByRole('button', { name: 'Deactivate' }).click();
  await expect(lines(message(page)).title).toHaveText('Error updating session status');
  // The server's own trouble is said in the panel's words (failureSentence), not the API's.
  await expect(lines(message(page)).detail).toHaveText(
    'Something went wrong on the server. Please try again in a moment.',
  );
  await expect(message(page)).toHaveAttribute('data-tone', 'error');

  await page.getByRole('button', { name: 'Close ended sessions' }).click();
  await expect(lines(message(page)).title).toHaveText('Error closing ended sessions');
  await expect(lines(message(page)).detail).toHaveText(
    'The server is not available right now. Please try again in a moment.',
  );

  // Deleting a session someone else deleted meanwhile: the API's 404 under the message.
  await withDb((db) => db.query('DELETE FROM sessions'));
  await card(page, 'Broken Toggle').getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(lines(message(page)).title).toHaveText('Error deleting session');
  await expect(lines(message(page)).detail).toHaveText('Session not found.');
});

test('a failed save shows in the form, with the detail, and clears after 5 s', async ({ page }) => {
  await seedSession({ title: 'Save Fails', date: istDay(-10) });
  await page.route('**/api/admin/sessions/*', (route) =>
    route.request().method() === 'PUT'
      ? failWith(400, 'The end date must not be before the start date.')(route)
      : route.fallback(),
  );
  await page.clock.install();
  await openAs(page, 'admin');
  await card(page, 'Save Fails').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Session' });
  await dialog.getByRole('button', { name: 'Update Session' }).click();
  const problem = dialog.getByTestId('form-problem');
  await expect(lines(problem).title).toHaveText('Error saving session');
  await expect(lines(problem).detail).toHaveText('The end date must not be before the start date.');
  await clearsAfter(page, problem, 5000);
  // The form stays open with what was typed.
  await expect(dialog.getByLabel('Start Time (IST) *')).toHaveValue('11:00');
});

test('a card shows its registrations; deleting it names them, and they are kept', async ({
  page,
}) => {
  const id = await seedSession({ title: 'Popular', date: istDay(-10) });
  await seedSession({ title: 'Quiet', date: istDay(-11) });
  const registrationIds = await withDb(async (db) =>
    (
      await db.query(
        `INSERT INTO registrations (name, email, session_id, session_name, session_date)
         SELECT 'Reg ' || n, 'reg' || n || '@example.com', $1, 'Popular', $2 FROM generate_series(1, 3) n
         RETURNING id`,
        [id, istDay(-10)],
      )
    ).rows.map((r: { id: number }) => r.id),
  );
  await openAs(page, 'admin');
  await expect(card(page, 'Popular').getByTestId('session-registrations')).toHaveText('3');
  await expect(card(page, 'Quiet').getByTestId('session-registrations')).toHaveText('0');

  await card(page, 'Quiet').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog.getByTestId('confirm-text')).toHaveText(
    'Are you sure you want to delete this session?',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await card(page, 'Popular').getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByTestId('confirm-text')).toHaveText(
    "This session has 3 registrations. Deleting it keeps them in Registration Details, with the session's title, date and time as registered, but no longer linked to a session. Are you sure you want to delete this session?",
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(message(page)).toHaveText('Session deleted successfully.');
  await expect(card(page, 'Popular')).toHaveCount(0);
  const kept = await withDb((db) =>
    db.query(`SELECT session_id, session_name FROM registrations WHERE id = ANY($1::int[])`, [
      registrationIds,
    ]),
  );
  expect(kept.rows).toEqual(Array(3).fill({ session_id: null, session_name: 'Popular' }));
});

test('saving an Active session whose end date has passed asks first', async ({ page }) => {
  await openAs(page, 'admin');
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/admin/sessions') posts++;
  });
  await page.getByRole('button', { name: 'Add Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Session' });
  await Promise.all([
    page.waitForResponse('**/api/admin/uploads/session-image'),
    dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG_1PX }),
  ]);
  await dialog.getByLabel('Title *').fill('Looking Back');
  await fillDay(dialog.getByLabel('Start Date *'), istDay(10));
  await fillDay(dialog.getByLabel('End Date (optional)'), istDay(8));
  await dialog.getByLabel('Start Time (IST) *').fill('10:00');
  await dialog.getByLabel('End Time (IST) *').fill('11:00');
  await dialog.getByRole('button', { name: 'Add Session' }).click();
  const ask = page.getByRole('dialog', { name: 'Please confirm' });
  const [y, m, d] = istDay(8).split('-');
  // en-IN with the month as a word, as every date of the tab (en-IN writes September "Sept").
  const month = 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' ')[Number(m) - 1];
  await expect(ask.getByTestId('confirm-text')).toHaveText(
    `This session ended on ${Number(d)} ${month} ${y}. An Active session that has ended is not shown on the website, and Close ended sessions (which also runs every hour) will mark it Expired. Save it as Active anyway?`,
  );
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  expect(posts).toBe(0);
  // Back in the form; as Inactive it saves without the question.
  await dialog.getByLabel('Status').selectOption('inactive');
  await dialog.getByRole('button', { name: 'Add Session' }).click();
  await expect(message(page)).toHaveText('Session created successfully.');
  // It has ended: it is listed under Past.
  await page.getByText('Past', { exact: true }).click();
  await expect(card(page, 'Looking Back').getByTestId('session-status')).toHaveText('Inactive');

  // Editing it to Active asks again; "Save as Active" saves.
  await card(page, 'Looking Back').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Session' });
  await edit.getByLabel('Status').selectOption('active');
  await edit.getByRole('button', { name: 'Update Session' }).click();
  await ask.getByRole('button', { name: 'Save as Active' }).click();
  await expect(message(page)).toHaveText('Session updated successfully.');
  await expect(card(page, 'Looking Back').getByTestId('session-status')).toHaveText('Active');
  expect(posts).toBe(1);
});
