/**
 * The Content tab end to end (real API): a Content Editor writes a news item with rich text and
 * previews it but cannot publish; a Kavach Admin (a publisher) publishes it; two pages saving the
 * same item meet the conflict message; the trash and Restore. Screenshots at 390 and 1280 px go
 * to SHOTS_DIR for a person to look at.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { apiLogin, E2E, expect, openAs, shot, test, withDb, type LoginAnswer } from './helpers';

const TITLE = 'New collection centre opens in Pune';
/** A 1 × 1 PNG, as a phone's photo would be uploaded (the API re-encodes it as WebP). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SLUG = 'new-collection-centre-opens-in-pune';
const BODY = 'Samples can now be given at our Pune centre six days a week.';
const SEO = 'Kavach Genomics opens a sample collection centre in Pune.';

test.beforeEach(async () => {
  await withDb((db) =>
    db.query(
      `DELETE FROM content_items WHERE kind = 'news' AND (title LIKE 'E2E %' OR slug = $1)`,
      [SLUG],
    ),
  );
  await withDb((db) => db.query(`DELETE FROM newsletters WHERE subject = $1`, [TITLE]));
});

/** Calls the API as `login` (the setup of a test, not what it checks). */
async function asUser(login: LoginAnswer, method: string, path: string, body?: object) {
  const res = await fetch(`${E2E.apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${login.token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as { data: { id: number; slug: string } } };
}

async function newsDraft(title: string) {
  const login = await apiLogin('kavach');
  const { status, json } = await asUser(login, 'POST', '/api/admin/content/news', {
    title,
    date: '2026-11-20',
    fields: { img: '/images/news/pune.jpg', desc: 'A short description.' },
  });
  expect(status).toBe(201);
  return json.data;
}

async function openNews(page: Page, user: 'editor' | 'kavach', search?: string) {
  await openAs(page, user, '/admin?tab=content');
  const tab = page.getByTestId('content-tab');
  await tab.getByLabel('Kind').selectOption({ label: 'News' });
  if (search) await tab.getByRole('searchbox', { name: 'Search news' }).fill(search);
  return tab;
}

async function openItem(page: Page, title: string) {
  await page.getByRole('button', { name: `Open: ${title}` }).click();
  return page.getByRole('dialog', { name: 'Edit news item' });
}

/** An item's row, found by its button (an empty list's text may name the search too). */
const rowOf = (region: Locator, title: string) =>
  region.getByRole('button', { name: new RegExp(`^(Open|Restore): ${title}$`) });

async function pageAs(browser: Browser, page: Page) {
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: page.viewportSize(),
  });
  return context.newPage();
}

test('an editor writes and previews a news item but cannot publish; a publisher publishes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const tab = await openNews(page, 'editor');
  await expect(tab.getByRole('heading', { name: 'Content' })).toBeVisible();
  await tab.getByRole('button', { name: 'New news item' }).click();
  // Named 'New news item', then 'Edit news item' once saved.
  const dialog = page.getByRole('dialog', { name: /^(New|Edit) news item$/ });
  await dialog.getByLabel(/^Title/).fill(TITLE);
  await dialog.getByLabel(/^Date/).fill('2026-11-20');
  await dialog.getByLabel(/^Description/).fill('Our new centre in Pune takes samples.');
  // The image: uploaded with its alt text, which the upload asks for first.
  await dialog.getByRole('button', { name: 'Upload image…' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Describe the image for people who cannot see it (alt text) first.',
  );
  await dialog.getByLabel('Alt text for an upload').fill('The Pune centre’s front desk');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload image…' }).click();
  await (await chooser).setFiles({ name: 'desk.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('status')).toHaveText(
    'Uploaded: 1 × 1 px, “The Pune centre’s front desk”.',
  );
  const image = dialog.getByLabel(/^Image/);
  await expect(image).toHaveValue(/^\/api\/content-images\/[0-9a-f-]{36}-1\.webp$/);
  const imageUrl = await image.inputValue();
  const body = dialog.getByRole('textbox', { name: 'Content' });
  await body.click();
  await page.keyboard.type(BODY);
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' Open now.');
  await dialog.getByLabel(/^SEO description/).fill(SEO);
  await expect(dialog.getByTestId('seo_description-count')).toHaveText(`${SEO.length}/160`);
  // An editor is told who publishes, and has no publishing button.
  await expect(dialog.getByTestId('publisher-note')).toHaveText('A publisher publishes this.');
  await expect(dialog.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
  await shot(page, 'content-editor-new-390');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog.getByTestId('editor-notice')).toHaveText('Draft saved.');
  await expect(dialog.getByTestId('editor-meta')).toContainText(`/news/${SLUG}`);
  await expect(dialog.getByLabel(/^Slug/)).toHaveValue(SLUG);

  // Preview: a new tab at the item's page with a signed token; the API answers that token.
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = await popup;
  await expect.poll(() => preview.url()).toContain(`/news/${SLUG}?preview=`);
  const token = new URL(preview.url()).searchParams.get('preview');
  await preview.close();
  const answer = await fetch(`${E2E.apiUrl}/api/content/news/${SLUG}?preview=${token}`);
  expect(answer.status).toBe(200);
  const previewed = (await answer.json()) as {
    data: { title: string; html: string; images: Record<string, { alt: string; width: number }> };
  };
  expect(previewed.data.title).toBe(TITLE);
  expect(previewed.data.images[imageUrl]).toMatchObject({
    alt: 'The Pune centre’s front desk',
    width: 1,
  });
  expect(previewed.data.html).toContain(BODY);
  expect(previewed.data.html).toContain('<strong> Open now.</strong>');
  // Not on the site yet.
  expect((await fetch(`${E2E.apiUrl}/api/content/news/${SLUG}`)).status).toBe(404);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'content-editor-draft-1280');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(tab.getByRole('region', { name: 'News' })).toContainText(TITLE);
  await shot(page, 'content-list-editor-1280');

  // A publisher publishes it.
  const publisherPage = await pageAs(browser, page);
  await openNews(publisherPage, 'kavach', TITLE);
  const pd = await openItem(publisherPage, TITLE);
  await expect(pd.getByRole('button', { name: 'Schedule…' })).toBeVisible();
  await shot(publisherPage, 'content-editor-publisher-1280');
  await pd.getByRole('button', { name: 'Publish now' }).click();
  await expect(pd.getByTestId('editor-notice')).toContainText('Published');
  await expect(pd.getByTestId('editor-meta')).toContainText('Published');
  await expect(pd.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  expect((await fetch(`${E2E.apiUrl}/api/content/news/${SLUG}`)).status).toBe(200);
  // Send by e-mail: a newsletter draft of the post, to test and send in the Newsletters tab.
  await pd.getByRole('button', { name: 'Send by e-mail' }).click();
  await expect(pd.getByTestId('editor-notice')).toHaveText(
    `The newsletter draft “${TITLE}” is in the Newsletters tab: send a test to yourself, then send it.`,
  );
  const [newsletter] = await withDb(
    async (db) =>
      (await db.query(`SELECT status, body FROM newsletters WHERE subject = $1`, [TITLE])).rows,
  );
  expect(newsletter.status).toBe('draft');
  expect(newsletter.body).toContain(`/news/${SLUG}`);
  await publisherPage.context().close();

  // Live now: the editor sees it read-only, and why.
  await page.reload();
  await page.getByTestId('content-tab').getByLabel('Kind').selectOption({ label: 'News' });
  const ed = await openItem(page, TITLE);
  await expect(ed.getByTestId('editor-read-only')).toContainText('only a publisher');
  await expect(ed.getByRole('button', { name: /^Save/ })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'content-editor-live-readonly-390');
});

test('two pages saving one item: the second sees who changed it, and Reload', async ({
  page,
  browser,
}) => {
  const title = 'E2E conflict item';
  await newsDraft(title);
  await openNews(page, 'kavach', title);
  const first = await openItem(page, title);
  const other = await pageAs(browser, page);
  await openNews(other, 'kavach', title);
  const second = await openItem(other, title);

  await first.getByLabel(/^Title/).fill(`${title} (first)`);
  await first.getByRole('button', { name: 'Save draft' }).click();
  await expect(first.getByTestId('editor-notice')).toHaveText('Draft saved.');

  await second.getByLabel(/^Title/).fill(`${title} (second)`);
  await second.getByRole('button', { name: 'Save draft' }).click();
  const conflict = second.getByTestId('editor-conflict');
  await expect(conflict).toContainText(
    /This item was changed by kavach1 at \d{1,2}:\d{2} [ap]m IST\. Reload to see their version\./,
  );
  // What was typed is still there until Reload.
  await expect(second.getByLabel(/^Title/)).toHaveValue(`${title} (second)`);
  await conflict.scrollIntoViewIfNeeded();
  await shot(other, 'content-conflict-1280');
  await other.setViewportSize({ width: 390, height: 844 });
  await conflict.scrollIntoViewIfNeeded();
  await shot(other, 'content-conflict-390');
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(second.getByLabel(/^Title/)).toHaveValue(`${title} (first)`);
  await expect(conflict).toHaveCount(0);
  await other.context().close();
});

test('a publisher moves an item to the trash and restores it', async ({ page }) => {
  const title = 'E2E trash item';
  await newsDraft(title);
  await page.setViewportSize({ width: 390, height: 844 });
  const tab = await openNews(page, 'kavach', title);
  const dialog = await openItem(page, title);
  await dialog.getByRole('button', { name: 'Move to trash' }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Move to trash' })
    .click();
  await expect(page.getByTestId('tab-message')).toContainText('in the trash for 30 days');
  await expect(rowOf(tab.getByRole('region', { name: 'News' }), title)).toHaveCount(0);

  await tab.getByRole('button', { name: 'Trash' }).click();
  const trash = tab.getByRole('region', { name: 'News in the trash' });
  await expect(trash).toContainText(title);
  await shot(page, 'content-trash-390');
  await trash.getByRole('button', { name: `Restore: ${title}` }).click();
  await expect(page.getByTestId('tab-message')).toContainText('is back from the trash');
  await expect(rowOf(trash, title)).toHaveCount(0);
  await tab.getByRole('button', { name: 'Back to the list' }).click();
  await expect(tab.getByRole('region', { name: 'News' })).toContainText(title);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'content-list-1280');
});

test('an item loaded from the bundled site opens with its body in the editor', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openAs(page, 'kavach', '/admin?tab=content');
  const tab = page.getByTestId('content-tab');
  const first = tab.getByRole('button', { name: /^Open: / }).first();
  const title = ((await first.getAttribute('aria-label')) ?? '').replace(/^Open: /, '');
  await first.click();
  const dialog = page.getByRole('dialog', { name: 'Edit blog post' });
  await expect(dialog.getByLabel(/^Title/)).toHaveValue(title);
  // The stored body (converted from the site's markup) is shown, and editable by a publisher.
  const body = dialog.getByRole('textbox', { name: 'Article' });
  await expect(body).not.toBeEmpty();
  await expect(body).toHaveAttribute('contenteditable', 'true');
  await expect(dialog.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  expect(errors).toEqual([]);
});
