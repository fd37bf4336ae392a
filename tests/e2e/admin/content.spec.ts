/**
 * The Content tab end to end (real API): a Content Editor writes a news item with rich text and
 * previews it but cannot publish; a Kavach Admin (a publisher) publishes it and sends it by
 * e-mail — a test to themself, then the confirmed subscribers, each mail read from the stack's
 * SMTP server; two pages saving the same item meet the conflict message; the trash and Restore.
 * Scheduling and revisions: content-schedule.spec.ts. Screenshots at 390 and 1280 px go to
 * SHOTS_DIR for a person to look at.
 */
import type { Page, Request, Response } from '@playwright/test';
import { asUser, newsDraft, openItem, openNews, pageAs, rowOf } from './content.shared';
import {
  apiLogin,
  E2E,
  expect,
  fillDay,
  openAs,
  openTab,
  seriousViolations,
  shot,
  solveWidget,
  test,
  USERS,
  withDb,
} from './helpers';
import {
  mailsTo,
  mailTo,
  NEWSLETTER_READERS,
  nextReadAfterSending,
  seedNewsletterReaders,
  subjectIs,
} from './mail';

const TITLE = 'New collection centre opens in Pune';
const ALT = 'The Pune centre’s front desk';

/** A 640 × 360 PNG drawn by the browser, as a phone's photo would be uploaded (re-encoded as WebP). */
async function photo(page: Page): Promise<Buffer> {
  const url = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [640, 360];
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#0b6e4f';
    g.fillRect(0, 0, 640, 360);
    g.fillStyle = '#f5f7f6';
    g.fillRect(160, 90, 320, 180);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(url.split(',')[1], 'base64');
}
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

test('an editor writes and previews a news item but cannot publish; a publisher publishes it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const tab = await openNews(page, 'editor');
  await expect(tab.getByRole('heading', { name: 'Content' })).toBeVisible();
  await tab.getByRole('button', { name: 'New news item' }).click();
  // Named 'New news item', then 'Edit news item' once saved.
  const dialog = page.getByRole('dialog', { name: /^(New|Edit) news item$/ });
  await dialog.getByLabel(/^Title/).fill(TITLE);
  await fillDay(dialog.getByLabel(/^Date/), '2026-11-20');
  await dialog.getByLabel(/^Description/).fill('Our new centre in Pune takes samples.');
  // The image: uploaded with its alt text, which the upload asks for first.
  await dialog.getByRole('button', { name: 'Upload image…' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Describe the image for people who cannot see it (alt text) first.',
  );
  await dialog.getByLabel('Alt text for an upload').fill(ALT);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload image…' }).click();
  await (
    await chooser
  ).setFiles({ name: 'desk.png', mimeType: 'image/png', buffer: await photo(page) });
  await expect(dialog.getByRole('status')).toHaveText(`Uploaded: 640 × 360 px, “${ALT}”.`);
  const image = dialog.getByRole('textbox', { name: /^Image/ });
  await expect(image).toHaveValue(/^\/api\/content-images\/[0-9a-f-]{36}-640\.webp$/);
  const imageUrl = await image.inputValue();
  // The field shows the picture it names, drawn (not only an address).
  const thumb = dialog.getByTestId('image-preview');
  await expect(thumb).toHaveAttribute('src', imageUrl);
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const body = dialog.getByRole('textbox', { name: 'Content' });
  await body.click();
  await page.keyboard.type(BODY);
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' Open now.');
  await dialog.getByRole('button', { name: 'Bold' }).click();
  // A list, as an editor types one ("- " starts it; Enter twice ends it).
  await page.keyboard.press('Enter');
  await page.keyboard.type('- Home collection');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Reports in five days');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // The same image in the body, chosen from the media library (the newest upload first).
  await dialog.getByRole('button', { name: 'Image from the library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByRole('searchbox', { name: 'Search images' }).fill('Pune centre');
  await picker
    .getByRole('button', { name: `Choose “${ALT}”` })
    .first()
    .click();
  await expect(picker).toBeHidden();
  await expect(body.locator('img')).toHaveAttribute('src', imageUrl);
  await dialog.getByLabel(/^SEO description/).fill(SEO);
  await expect(dialog.getByTestId('seo_description-count')).toHaveText(`${SEO.length}/160`);
  // An editor is told who publishes, and has no publishing button.
  await expect(dialog.getByTestId('publisher-note')).toHaveText(
    'A publisher publishes this: submit it for review when it is ready.',
  );
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
  expect(previewed.data.images[imageUrl]).toMatchObject({ alt: ALT, width: 640 });
  // The body's image: its widths, size and alt text, for the page to draw without moving.
  expect(previewed.data.html).toContain(
    `<figure><img src="${imageUrl}" srcset="${imageUrl.replace('-640.webp', '-480.webp')} 480w, ${imageUrl} 640w"`,
  );
  expect(previewed.data.html).toContain(`width="640" height="360" alt="${ALT}"`);
  expect(previewed.data.html).toContain(BODY);
  expect(previewed.data.html).toContain('<strong> Open now.</strong>');
  // Not on the site yet.
  expect((await fetch(`${E2E.apiUrl}/api/content/news/${SLUG}`)).status).toBe(404);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'content-editor-draft-1280');
  // Ready: the editor submits it for review.
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect(dialog.getByTestId('editor-notice')).toHaveText(
    'Submitted: it waits for a publisher, who publishes it or sends it back.',
  );
  await expect(dialog.getByTestId('editor-meta')).toContainText('Waiting for review');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(tab.getByRole('region', { name: 'News' })).toContainText(TITLE);
  await shot(page, 'content-list-editor-1280');

  // A publisher finds it in the queue, with its count on the button, and sends it back.
  const publisherPage = await pageAs(page);
  // Its clock, moved on to the Newsletters list's next read of the progress (sendByMail).
  await publisherPage.clock.install();
  await openAs(publisherPage, 'kavach', '/admin?tab=content');
  const queueButton = publisherPage.getByTestId('review-queue');
  await expect(queueButton).toHaveText(/^Waiting for review \(\d+\)$/);
  await queueButton.click();
  const queue = publisherPage.getByRole('region', { name: 'Waiting for review' });
  await expect(queue.locator('tbody tr', { hasText: TITLE })).toContainText('News');
  await shot(publisherPage, 'content-review-queue-1280');
  let pd = await openItem(publisherPage, TITLE);
  await pd.getByRole('button', { name: 'Send back…' }).click();
  const sendBack = publisherPage.getByRole('dialog', {
    name: `Send “${TITLE}” back to its editor`,
  });
  await sendBack.getByRole('button', { name: 'Send back' }).click();
  await expect(
    sendBack.getByText('Write what should change, so the editor knows what to do.'),
  ).toBeVisible();
  await sendBack
    .getByLabel('What should change (the editor reads this)')
    .fill('Say which days the centre is open.');
  await sendBack.getByRole('button', { name: 'Send back' }).click();
  await expect(pd.getByTestId('editor-notice')).toHaveText('Sent back to editor1 with your note.');
  await pd.getByRole('button', { name: 'Close' }).last().click();
  await expect(queue.locator('tbody tr', { hasText: TITLE })).toHaveCount(0);

  // The editor reads the note, fixes the text and submits it again.
  await page.reload();
  await page.getByTestId('content-tab').getByLabel('Kind').selectOption({ label: 'News' });
  const fix = await openItem(page, TITLE);
  await expect(fix.getByTestId('review-note')).toContainText('Sent back by kavach1 on');
  await expect(fix.getByTestId('review-note')).toContainText('Say which days the centre is open.');
  await shot(page, 'content-editor-sent-back-1280');
  await fix
    .getByLabel(/^Description/)
    .fill('Our new centre in Pune takes samples, Monday to Saturday.');
  await fix.getByRole('button', { name: 'Submit for review' }).click();
  await expect(fix.getByTestId('editor-notice')).toContainText('Submitted');
  await fix.getByRole('button', { name: 'Close' }).last().click();

  // The publisher publishes it from the queue.
  await publisherPage.reload();
  await publisherPage.getByTestId('review-queue').click();
  pd = await openItem(publisherPage, TITLE);
  await expect(pd.getByRole('button', { name: 'Schedule…' })).toBeVisible();
  await shot(publisherPage, 'content-editor-publisher-1280');
  await pd.getByRole('button', { name: 'Publish now' }).click();
  await expect(pd.getByTestId('editor-notice')).toContainText('Published');
  await expect(pd.getByTestId('editor-meta')).toContainText('Published');
  await expect(pd.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  // Publishing changed nothing typed: nothing to save, and Close asks nothing.
  await expect(pd.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  expect((await fetch(`${E2E.apiUrl}/api/content/news/${SLUG}`)).status).toBe(200);
  // Unpublish asks first; once done, Undo puts it back on the site.
  await pd.getByRole('button', { name: 'Unpublish' }).click();
  const confirm = publisherPage.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(`Take “${TITLE}” off the site?`);
  await confirm.getByRole('button', { name: 'Unpublish' }).click();
  const notice = pd.getByTestId('editor-notice');
  await expect(notice).toContainText('Unpublished: it is off the site and a draft again.');
  expect((await fetch(`${E2E.apiUrl}/api/content/news/${SLUG}`)).status).toBe(404);
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(notice).toHaveText('Published again: it is back on the site.');
  expect((await fetch(`${E2E.apiUrl}/api/content/news/${SLUG}`)).status).toBe(200);
  // Send by e-mail: a newsletter draft of the post, to test and send in the Newsletters tab.
  await seedNewsletterReaders();
  await pd.getByRole('button', { name: 'Send by e-mail' }).click();
  await expect(pd.getByTestId('editor-notice')).toHaveText(
    `The newsletter draft “${TITLE}” is in the Newsletters tab: send a test to yourself, then send it.`,
  );
  await pd.getByRole('button', { name: 'Close' }).last().click();
  await sendByMail(publisherPage);
  // The media library says where the image is used, and a publisher's Delete names those first.
  await openTab(publisherPage, 'Content', 'content-tab');
  await publisherPage.getByRole('button', { name: 'Media library' }).click();
  const library = publisherPage.getByTestId('media-library');
  await library.getByRole('searchbox', { name: 'Search images' }).fill('Pune centre');
  const card = library.getByTestId('media-image').first();
  await expect(card.getByTestId('media-used-by')).toHaveText(
    `Used by the news item “${TITLE}”, the newsletter “${TITLE}”.`,
  );
  await expect(card).toContainText('640 × 360 px · 2 widths · uploaded by editor1 on');
  await shot(publisherPage, 'content-media-library-1280');
  await card.getByRole('button', { name: `Delete “${ALT}”` }).click();
  const warning = publisherPage.getByRole('dialog', { name: 'Please confirm' });
  await expect(warning).toContainText(
    `Used by the news item “${TITLE}”, the newsletter “${TITLE}”. Deleting “${ALT}” takes it off all 2`,
  );
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await publisherPage.context().close();

  // Live now: the editor's change is a proposal, and the site keeps the live text.
  await page.reload();
  await page.getByTestId('content-tab').getByLabel('Kind').selectOption({ label: 'News' });
  const ed = await openItem(page, TITLE);
  await expect(ed.getByTestId('publisher-note')).toContainText(
    'your change goes to a publisher as a proposal',
  );
  await ed.getByLabel(/^Description/).fill('Our Pune centre takes samples every day.');
  await ed.getByRole('button', { name: 'Propose change' }).click();
  await expect(ed.getByTestId('editor-notice')).toHaveText(
    'Proposed: the site is unchanged until a publisher publishes your change.',
  );
  await expect(ed.getByTestId('proposal')).toContainText('It changes: Description.');
  const onSite = (await (await fetch(`${E2E.apiUrl}/api/content/news/${SLUG}`)).json()) as {
    data: { fields: { image: string; description: string } };
  };
  expect(onSite.data.fields.description).toBe(
    'Our new centre in Pune takes samples, Monday to Saturday.',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'content-editor-live-proposal-390');
  await ed.getByRole('button', { name: 'Discard it' }).click();
  await expect(ed.getByTestId('editor-notice')).toHaveText(
    'The proposed change is discarded; the site is unchanged.',
  );
});

/**
 * The HTML part as a mail client draws it, at 390 and 1280 px: the article's list, bold words and
 * absolute link are there, and nothing is wider than a phone's screen.
 */
async function readMailAsDrawn(page: Page, html: string) {
  const mail = await page.context().newPage();
  // The mail names images at PUBLIC_SITE_URL (no site runs there in these tests): the API has them.
  await mail.route('http://localhost:3000/api/content-images/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    await route.fulfill({ response: await route.fetch({ url: `${E2E.apiUrl}${path}` }) });
  });
  await mail.setContent(html, { waitUntil: 'load' });
  for (const width of [390, 1280]) {
    await mail.setViewportSize({ width, height: 844 });
    await expect(mail.locator('ul > li')).toHaveText(['Home collection', 'Reports in five days']);
    await expect(mail.locator('strong')).toHaveText(' Open now.');
    await expect(mail.locator(`a[href="http://localhost:3000/news/${SLUG}"]`)).toHaveCount(1);
    expect(await mail.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    // The text column stays readable: at most 600 px wide, and within the screen on a phone.
    const column = (await mail.locator('body > div').boundingBox())!;
    expect(column.width).toBeLessThanOrEqual(Math.min(600, width));
    // The cover, then the body's image: drawn from an absolute address, inside the column.
    const images = mail.locator(`img[alt="${ALT}"]`);
    await expect(images).toHaveCount(2);
    for (const img of await images.all()) {
      expect(await img.getAttribute('src')).toMatch(
        /^http:\/\/localhost:3000\/api\/content-images\/[0-9a-f-]{36}-640\.webp$/,
      );
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(640);
      const box = (await img.boundingBox())!;
      expect(box.width).toBeGreaterThan(100);
      expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width + 0.5);
    }
    await shot(mail, `content-newsletter-mail-${width}`);
  }
  await mail.close();
}

/**
 * The publisher's part in the Newsletters tab: a test to themself, then the confirmed
 * subscribers; the mails as the SMTP server received them, headers included.
 */
async function sendByMail(page: Page) {
  const { confirmed, pending, staff } = NEWSLETTER_READERS;
  await openTab(page, 'Newsletters', 'newsletters-tab');
  const row = page
    .getByRole('region', { name: 'Newsletters' })
    .locator('tbody tr', { hasText: TITLE });
  await expect(row.locator('td[data-label="Status"]')).toHaveText('Draft');
  await row.getByRole('button', { name: 'Send test to me' }).click();
  await expect(page.getByTestId('tab-message')).toContainText(
    `A test mail is on its way to ${staff}.`,
  );
  const testMail = await mailTo(staff, subjectIs(`[Test] ${TITLE}`));
  await readMailAsDrawn(page, testMail.html);
  // The text part: the list a line an item, the link as its address.
  expect(testMail.text).toContain('- Home collection\n- Reports in five days');
  // The post’s summary and text, its address on the site (PUBLIC_SITE_URL), the unsubscribe link.
  expect(testMail.text).toContain('Our new centre in Pune takes samples, Monday to Saturday.');
  expect(testMail.text).toContain(BODY);
  expect(testMail.text).toContain(`[Image: ${ALT}]`);
  expect(testMail.text).toContain(`http://localhost:3000/news/${SLUG}`);
  expect(testMail.html).toContain(`href="http://localhost:3000/news/${SLUG}"`);
  expect(testMail.text).toMatch(
    /\nUnsubscribe: http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=\S+/,
  );
  expect(testMail.html).toMatch(
    /<a [^>]*href="[^"]*\/newsletter\/unsubscribe\?token=[^"]+"[^>]*>Unsubscribe<\/a>/,
  );
  // RFC 8058: the one-click URL and a mailto:, and the header that says a POST unsubscribes.
  expect(testMail.header('list-unsubscribe')).toMatch(
    /^<https?:\/\/[^>]+\/api\/subscriptions\/unsubscribe\?token=[^>]+>, <mailto:[^>]+>$/,
  );
  expect(testMail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  await shot(page, 'content-newsletter-draft-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'content-newsletter-draft-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await row.getByRole('button', { name: 'Send to subscribers' }).click();
  await page
    .getByRole('dialog', { name: 'Send to subscribers' })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  await nextReadAfterSending(page);
  await expect(row.locator('td[data-label="Progress"]')).toHaveText('Sent 3 of 3');
  await expect(row.locator('td[data-label="Status"]')).toContainText(/^Senton \d/);
  await shot(page, 'content-newsletter-sent-1280');
  // Sent: it opens read-only, with the text the subscribers got.
  await row.getByRole('button', { name: `Open: ${TITLE}` }).click();
  const sentView = page.getByRole('dialog', { name: TITLE });
  await expect(sentView.getByTestId('sent-newsletter')).toContainText('Sent 3 of 3');
  await expect(sentView.getByRole('textbox', { name: 'Body' })).toContainText('Home collection');
  await expect(sentView.getByRole('textbox', { name: 'Body' })).toHaveAttribute(
    'contenteditable',
    'false',
  );
  await sentView.getByRole('button', { name: 'Close' }).last().click();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'content-newsletter-sent-390');
  const issue = subjectIs(TITLE);
  for (const reader of confirmed) {
    const mails = mailsTo(reader, issue);
    expect(mails, reader).toHaveLength(1);
    expect(mails[0].text).toContain(`http://localhost:3000/news/${SLUG}`);
    expect(mails[0].header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  }
  // Each reader's unsubscribe names their own subscription.
  const links = new Set(confirmed.map((r) => mailsTo(r, issue)[0].header('list-unsubscribe')));
  expect(links.size).toBe(confirmed.length);
  expect(mailsTo(pending)).toEqual([]);
}

test('two pages saving one item: the second is told it was its own other tab, compares, merges by hand and keeps its version', async ({
  page,
}) => {
  const title = 'E2E conflict item';
  await newsDraft(title);
  await openNews(page, 'kavach', title);
  const first = await openItem(page, title);
  const other = await pageAs(page);
  await openNews(other, 'kavach', title);
  const second = await openItem(other, title);

  await first.getByLabel(/^Title/).fill(`${title} (first)`);
  await first.getByRole('button', { name: 'Save draft' }).click();
  await expect(first.getByTestId('editor-notice')).toHaveText('Draft saved.');

  await second.getByLabel(/^Title/).fill(`${title} (second)`);
  await second.getByLabel(/^Description/).fill('Words from the second page.');
  await second.getByRole('button', { name: 'Save draft' }).click();
  const conflict = second.getByTestId('editor-conflict');
  await expect(conflict).toContainText(
    /You saved this item in another tab or window at \d{1,2}:\d{2} [ap]m IST\. Reload to see that version\./,
  );
  // What was typed is still there until Reload.
  await expect(second.getByLabel(/^Title/)).toHaveValue(`${title} (second)`);
  await conflict.scrollIntoViewIfNeeded();
  await shot(other, 'content-conflict-1280');
  await other.setViewportSize({ width: 390, height: 844 });
  await conflict.scrollIntoViewIfNeeded();
  await shot(other, 'content-conflict-390');
  // Reload would drop what this page typed: it asks, and Cancel keeps it.
  await conflict.getByRole('button', { name: 'Reload' }).click();
  const confirm = other.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Reload the saved version?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(second.getByLabel(/^Title/)).toHaveValue(`${title} (second)`);
  // Compare: the parts that differ, side by side; the title is taken from the other version, the
  // description kept (a merge by hand).
  await conflict.getByRole('button', { name: 'Compare' }).click();
  const compare = second.getByTestId('conflict-compare');
  await expect(compare.locator('.kv-ct-diff__label')).toHaveText(['Title', 'Description']);
  await expect(compare).toContainText(`${title} (first)`);
  await expect(compare).toContainText('Words from the second page.');
  await compare.getByRole('button', { name: 'Use theirs: Title' }).click();
  await expect(second.getByLabel(/^Title/)).toHaveValue(`${title} (first)`);
  await expect(compare.locator('.kv-ct-diff__label')).toHaveText(['Description']);
  await shot(other, 'content-conflict-compare-390');
  // Keep mine: the form as it stands is saved over the other, which stays in the history.
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(second.getByTestId('editor-notice')).toHaveText(
    'Your version is saved. The other one is kept in the revision history.',
  );
  await expect(conflict).toHaveCount(0);
  await second.getByRole('button', { name: 'Revision history' }).click();
  const newest = second.getByTestId('revisions').getByRole('listitem').first();
  await expect(newest).toContainText(`${title} (first)`);
  await expect(newest).toContainText('Words from the second page.');
  await other.context().close();
});

test('a long edit loses nothing: the draft saves itself, typing keeps the session, a warning comes before the timeout, and a save after it signs in again and saves', async ({
  page,
}) => {
  // Typing key by key is most of its time; a busy host types slower.
  test.setTimeout(120_000);
  const title = 'E2E long edit';
  await newsDraft(title);
  // Minutes pass on the page's clock; the API's idle clock is set in its database below.
  await page.clock.install();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The page's API requests not yet answered.
  const inFlight = new Set<Request>();
  page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/') && inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  await openNews(page, 'editor', title);
  const dialog = await openItem(page, title);
  const body = dialog.getByRole('textbox', { name: 'Content' });
  await body.click();
  // Typed at full speed into a list, a heading and a link: each keystroke stays where it went.
  await dialog.getByRole('button', { name: 'Bullet list' }).click();
  await page.keyboard.type('first point');
  await page.keyboard.press('Enter');
  await page.keyboard.type('second point');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('A heading typed fast');
  await page.keyboard.press('Enter');
  await page.keyboard.type('See https://kavach.example/centres now. ');
  await expect(body.locator('ul > li')).toHaveText(['first point', 'second point']);
  await expect(body.locator('h2')).toHaveText('A heading typed fast');
  await expect(body.locator('a')).toHaveAttribute('href', 'https://kavach.example/centres');
  // A saved draft saves itself 3 s after the last change, and says so. The wait ends once the
  // panel has read the list again after it (the last of those reads is the review count), so no
  // answer of the person's lands after the clock is moved on.
  const autosaved = () => {
    let patched = false;
    const onResponse = (r: Response) => {
      if (r.request().method() === 'PATCH' && r.status() === 200) patched = true;
    };
    page.on('response', onResponse);
    return page
      .waitForResponse((r) => patched && new URL(r.url()).pathname === '/api/admin/content-review')
      .finally(() => page.off('response', onResponse));
  };
  let saving = autosaved();
  await page.keyboard.type('The first paragraph, typed slowly. ');
  // The 3 s pass on the page's clock.
  await page.clock.fastForward(3_000);
  await saving;
  await expect(dialog.getByTestId('editor-notice')).toHaveText(/^Draft saved automatically \(/);

  // Typing a minute later tells the API the person is there, before its own save comes.
  await page.clock.fastForward(61_000);
  const keptAlive = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/auth/me');
  saving = autosaved();
  await page.keyboard.type('More words. ');
  await keptAlive;
  await page.clock.fastForward(3_000);
  await saving;

  // 28 minutes with no key pressed: the warning, and "Stay signed in" asks the API again. The
  // panel counts the person's activity when an answer arrives: every request of theirs (the
  // list read again after the save among them) is answered and handled before the clock moves,
  // or one answered after the jump would restart the 30 minutes from there.
  await expect.poll(() => inFlight.size).toBe(0);
  await page.evaluate(() => new Promise((handled) => setTimeout(handled, 0)));
  await page.clock.fastForward(28 * 60_000);
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(
    'For your safety you are logged out after 30 minutes without activity.',
  );
  await shot(page, 'idle-warning-1280');
  const stayed = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/auth/me');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await stayed;
  await expect(warning).toBeHidden();

  // Then the session runs out (as the API sees it) while the person writes on, and they press
  // Save. Back at the end of the text, as a person clicks there (the editor keeps an empty line
  // below it, for a click after a list or a heading).
  const token = (await page.evaluate(() => localStorage.getItem('adminToken')))!;
  const { jti } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
    jti: string;
  };
  await withDb((db) =>
    db.query(
      `UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes' WHERE jti = $1`,
      [jti],
    ),
  );
  await body.locator('p', { hasText: 'More words.' }).click();
  await page.keyboard.press('End');
  await page.keyboard.type('The last sentence.');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  const again = page.getByRole('dialog', { name: 'Sign in again to continue' });
  await expect(again.getByTestId('session-ended')).toHaveText(
    'You were logged out after 30 minutes without activity. Please log in again.',
  );
  await shot(page, 'sign-in-again-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'sign-in-again-390');
  await again.getByLabel('Password').fill(USERS.editor.password);
  await solveWidget(page);
  await again.getByRole('button', { name: 'Login' }).click();
  await expect(again).toBeHidden();
  // The save went through with the new session, and the text is the one typed. (On a slow
  // host the draft's own save may be the one that met the timeout: either save is the person's.)
  await expect(dialog.getByTestId('editor-notice')).toHaveText(/^Draft saved/);
  const saved = await withDb((db) =>
    db.query(`SELECT body::text AS body FROM content_items WHERE kind = 'news' AND title = $1`, [
      title,
    ]),
  );
  const doc = JSON.parse(saved.rows[0].body) as { content: { type: string; content?: [] }[] };
  const written = doc.content.filter((node) => node.content?.length);
  expect(written.map((node) => node.type)).toEqual(['bulletList', 'heading', 'paragraph']);
  expect(saved.rows[0].body).toContain(
    ' now. The first paragraph, typed slowly. More words. The last sentence.',
  );
  expect(errors).toEqual([]);
});

test('a publisher moves an item to the trash and restores it, and publishes two at once', async ({
  page,
}) => {
  const title = 'E2E trash item';
  await newsDraft(title);
  const bulkTitles = ['E2E bulk first', 'E2E bulk second'];
  const bulkSlugs: string[] = [];
  for (const t of bulkTitles) bulkSlugs.push((await newsDraft(t)).slug);
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

  // Bulk: two drafts ticked, published together after a question that counts them.
  await tab.getByRole('searchbox', { name: 'Search news' }).fill('E2E bulk');
  const list = tab.getByRole('region', { name: 'News' });
  for (const t of bulkTitles) await list.getByRole('checkbox', { name: `Select ${t}` }).check();
  await expect(tab.getByTestId('bulk-count')).toHaveText('2 news items selected');
  await shot(page, 'content-bulk-1280');
  await tab.getByRole('button', { name: 'Publish selected', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Publish 2 news items? They go on the site at once.');
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('tab-message')).toHaveText('2 items published.');
  for (const t of bulkTitles) {
    await expect(list.locator('tbody tr', { hasText: t })).toContainText('Published');
  }
  for (const slug of bulkSlugs) {
    expect((await fetch(`${E2E.apiUrl}/api/content/news/${slug}`)).status).toBe(200);
  }
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

test('a news item in Marathi: an editor translates it beside the English and submits it, a publisher publishes it, and an English edit marks it outdated', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = 'E2E Screening camp in Nashik';
  const item = await newsDraft(title);
  const kavach = await apiLogin('kavach');
  expect(
    (await asUser(kavach, 'POST', `/api/admin/content/news/${item.id}/publish`, { version: 1 }))
      .status,
  ).toBe(200);

  // The editor: the list says neither language has it; the item's editor opens the Marathi.
  const tab = await openNews(page, 'editor', title);
  const cell = (region: typeof tab) =>
    region.getByRole('row').filter({ hasText: title }).locator('.kv-ct-langs');
  await expect(cell(tab)).toHaveText('HindiMissingMarathiMissing');
  const editor = await openItem(page, title);
  await editor.getByRole('button', { name: 'Marathi translation: Missing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Marathi translation of the news item' });
  const english = dialog.getByRole('region', { name: 'English' });
  const marathi = dialog.getByRole('region', { name: 'Marathi' });
  // The English beside it, read-only, and only its words: no slug, date or image.
  await expect(english.getByLabel(/^Title/)).toHaveValue(title);
  await expect(english.getByLabel(/^Title/)).toHaveAttribute('readonly', '');
  await expect(english.getByLabel(/^Description/)).toHaveValue('A short description.');
  await expect(dialog.locator('[data-field="slug"], [data-field="date"]')).toHaveCount(0);
  await expect(dialog.locator('[data-field="fields.image"]')).toHaveCount(0);
  await expect(marathi).toHaveAttribute('lang', 'mr');
  await expect(dialog.getByTestId('translation-state')).toContainText(
    'Not translated yet: visitors read the English, with a notice.',
  );
  // A required part left empty is refused beside its field.
  await marathi.getByLabel(/^Title/).fill('नाशिकमध्ये तपासणी शिबिर');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(marathi.locator('[data-field="fields.description"]')).toContainText(
    'Description is required.',
  );
  await marathi.getByLabel(/^Description/).fill('नाशिकमध्ये मोफत कर्करोग तपासणी शिबिर.');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog.getByTestId('editor-notice')).toHaveText('Draft saved.');
  await expect(dialog.getByTestId('translation-state')).toContainText('Draft');
  // An editor submits; publishing is a publisher's.
  await expect(dialog.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect(dialog.getByTestId('editor-notice')).toHaveText(
    'Submitted: it waits for a publisher, who publishes it.',
  );
  await shot(page, 'content-translation-1280');
  expect(
    await seriousViolations(
      page,
      '.ant-modal-wrap:has([aria-label="Marathi translation of the news item"])',
    ),
  ).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(
    editor.getByRole('button', { name: 'Marathi translation: Waiting for review' }),
  ).toBeVisible();

  // The publisher publishes it: the site's Marathi reads it.
  const publisher = await pageAs(page);
  const ptab = await openNews(publisher, 'kavach', title);
  await expect(cell(ptab)).toHaveText('HindiMissingMarathiWaiting for review');
  const pd = await openItem(publisher, title);
  await pd.getByRole('button', { name: 'Marathi translation: Waiting for review' }).click();
  const pdialog = publisher.getByRole('dialog', { name: 'Marathi translation of the news item' });
  await pdialog.getByRole('button', { name: 'Publish' }).click();
  await expect(pdialog.getByTestId('editor-notice')).toHaveText(
    `Published: Marathi visitors read it at /mr/news/${item.slug}.`,
  );
  const read = async (lang: string) =>
    (
      (await (await fetch(`${E2E.apiUrl}/api/content/news/${item.slug}?lang=${lang}`)).json()) as {
        data: { title: string; language: string };
      }
    ).data;
  expect(await read('mr')).toEqual(
    expect.objectContaining({ title: 'नाशिकमध्ये तपासणी शिबिर', language: 'mr' }),
  );
  expect(await read('hi')).toEqual(expect.objectContaining({ title, language: 'en' }));
  await pdialog.getByRole('button', { name: 'Close' }).last().click();

  // The English changes: the Marathi is outdated (still on the site, until brought up to date).
  await pd.getByLabel(/^Title/).fill(`${title}, 12 December`);
  await pd.getByRole('button', { name: 'Save changes' }).click();
  await expect(pd.getByRole('button', { name: 'Marathi translation: Outdated' })).toBeVisible();
  await pd.getByRole('button', { name: 'Close' }).last().click();
  await expect(cell(ptab)).toHaveText('HindiMissingMarathiOutdated');
  expect((await read('mr')).title).toBe('नाशिकमध्ये तपासणी शिबिर');
  await publisher.context().close();
});
