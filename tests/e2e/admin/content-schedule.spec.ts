/**
 * The Content tab's time and history (real API): a publisher schedules a news item for a later
 * minute (the panel's "Publish at" input takes minutes) — a time in the past is refused in the
 * field's words; the editor and the list say Scheduled with the time; the site's API answers 404
 * until that time and 200 from it, with no job and no change to the database by the test (the
 * time is moved a few seconds ahead through the API, so the test waits seconds, not minutes). An
 * item saved twice lists its revisions (who, when); restoring the first brings its text back,
 * and publishing keeps it. Screenshots at 390 and 1280 px go to SHOTS_DIR.
 */
import type { Locator, Page } from '@playwright/test';
import { asUser, newsDraft, openItem, openNews, pageAs } from './content.shared';
import { apiLogin, E2E, expect, panelDateTime, shot, test, withDb } from './helpers';

// A staff member away from India (the browser in New York's time): "Publish at" is still read
// in India time, the time the panel shows everywhere.
test.use({ timezoneId: 'America/New_York' });

const MINUTE = 60_000;
const IN_PAST = 'The time to publish is in the past. Choose a later time, or publish now.';

test.beforeEach(async () => {
  await withDb((db) =>
    db.query(`DELETE FROM content_items WHERE kind = 'news' AND title LIKE 'E2E %'`),
  );
});

/** `at` as staff type it in India time, day first, 12-hour: e.g. 27/11/2026 3:04 pm. */
function publishAtValue(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  }).formatToParts(at);
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute} ${p.dayPeriod.toLowerCase().replace(/\./g, '')}`;
}

/** What the site's API answers for the item now. */
const onSite = async (slug: string) =>
  (await fetch(`${E2E.apiUrl}/api/content/news/${slug}`)).status;

async function shots(page: Page, name: string, focus?: Locator) {
  await page.setViewportSize({ width: 390, height: 844 });
  await focus?.scrollIntoViewIfNeeded();
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await focus?.scrollIntoViewIfNeeded();
  await shot(page, `${name}-1280`);
}

test('a publisher schedules an item for a later time; the site has it from that time', async ({
  page,
}) => {
  const title = 'E2E scheduled item';
  const { id, slug } = await newsDraft(title);
  expect(await onSite(slug)).toBe(404);
  const tab = await openNews(page, 'kavach', title);
  const dialog = await openItem(page, title);
  await dialog.getByRole('button', { name: 'Schedule…' }).click();
  const when = dialog.getByLabel('Publish at (India time)');
  const problem = dialog.locator('#kv-ct-when-error');
  const schedule = dialog.getByRole('button', { name: 'Schedule', exact: true });

  // A minute ago: refused by the API, its words under the field.
  await when.fill(publishAtValue(new Date(Date.now() - MINUTE)));
  await when.press('Enter');
  await schedule.click();
  await expect(problem).toHaveText(IN_PAST);
  await expect(when).toHaveAttribute('aria-invalid', 'true');
  await shots(page, 'content-schedule-past', when);
  expect(await onSite(slug)).toBe(404);

  // A whole minute at least five minutes away: still to come when the list is checked below,
  // however slow the machine.
  const at = new Date(Math.ceil((Date.now() + 5 * MINUTE) / MINUTE) * MINUTE);
  await when.fill(publishAtValue(at));
  await when.press('Enter');
  await expect(problem).toHaveCount(0);
  await expect(dialog.getByTestId('publish-at-text')).toHaveText(`Goes live ${panelDateTime(at)}`);
  await schedule.click();
  const scheduled = `Scheduled for ${panelDateTime(at)}`;
  await expect(dialog.getByTestId('editor-notice')).toHaveText(`${scheduled}.`);
  // Not live yet: what takes it back is named for what it does.
  await expect(dialog.getByRole('button', { name: 'Cancel schedule' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);
  await expect(dialog.getByTestId('editor-meta')).toContainText(scheduled);
  await shots(page, 'content-scheduled-editor', dialog.getByTestId('editor-meta'));
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  const status = tab
    .getByRole('region', { name: 'News' })
    .locator('tbody tr', { hasText: title })
    .locator('td[data-label="Status"]');
  // With its time written out (a tooltip is not there on a phone).
  await expect(status).toHaveText(scheduled);
  await shots(page, 'content-scheduled-list');
  expect(Date.now()).toBeLessThan(at.getTime());
  expect(await onSite(slug)).toBe(404);

  // The publisher moves the time to a few seconds from now (the API takes seconds): live once
  // that time has come, read by every replica; no job runs, the reads compare times.
  const publisher = await apiLogin('kavach');
  const item = await asUser(publisher, 'GET', `/api/admin/content/news/${id}`);
  const { version } = item.json.data as unknown as { version: number };
  const soon = Date.now() + 3_000;
  const moved = await asUser(publisher, 'POST', `/api/admin/content/news/${id}/publish`, {
    version,
    at: new Date(soon).toISOString(),
  });
  expect(moved.status).toBe(200);
  await expect.poll(() => onSite(slug), { timeout: 30_000 }).toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(soon);
  await page.reload();
  await page.getByTestId('content-tab').getByLabel('Kind').selectOption({ label: 'News' });
  await tab.getByRole('searchbox', { name: 'Search news' }).fill(title);
  await expect(status).toHaveText('Published');
});

test('an item saved twice lists its revisions, shows what changed; restoring the first save brings its text back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = 'E2E revised item';
  const first = 'First words: samples are collected at home.';
  const second = 'Second words: samples are collected at the centre.';
  const { slug } = await newsDraft(title); // version 1, by the Kavach Admin
  await openNews(page, 'editor', title);
  const dialog = await openItem(page, title);
  const description = dialog.getByLabel(/^Description/);
  for (const text of [first, second]) {
    await description.fill(text);
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expect(dialog.getByTestId('editor-notice')).toHaveText('Draft saved.');
  }

  const history = dialog.getByRole('region', { name: 'Revision history' });
  await history.getByRole('button', { name: 'Revision history' }).click();
  const rows = history.getByTestId('revisions').locator('li');
  const at = String.raw`\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2}\s[ap]m`;
  // Each says what it changed and starts its text: which one to restore is plain to see.
  await expect(rows).toHaveText([
    new RegExp(`^Revision 3: editor1, ${at} \\(current\\)Changed: Description${title}${second}$`),
    new RegExp(`^Revision 2: editor1, ${at}Changed: Description${title}${first}Restore$`),
    new RegExp(`^Revision 1: kavach1, ${at}Created${title}.+Restore$`),
  ]);
  // What the last save changed, word by word: struck through and underlined, and said in words.
  const compare = history.getByTestId('compare-revisions');
  await expect(compare.getByLabel('Compare revision')).toHaveValue(/\d+/);
  await compare.getByRole('button', { name: 'Show changes' }).click();
  const diff = compare.getByTestId('revision-diff');
  await expect(diff).toContainText('From revision 2 to revision 3:');
  await expect(diff.locator('.kv-ct-diff__label')).toHaveText(['Description']);
  await expect(diff.locator('del').first()).toHaveText('[removed: First]');
  await expect(diff.locator('ins').first()).toHaveText('[added: Second]');
  // Drawn as marks a person sees, not only as elements: struck through and underlined.
  expect(
    await diff
      .locator('del')
      .first()
      .evaluate((e) => getComputedStyle(e).textDecorationLine),
  ).toBe('line-through');
  expect(
    await diff
      .locator('ins')
      .first()
      .evaluate((e) => getComputedStyle(e).textDecorationLine),
  ).toBe('underline');
  // On a phone the two choices and the changes stay inside the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const part of [compare.getByLabel('Compare revision'), diff]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await shots(page, 'content-revisions', history);

  // Restore the first save: its text is back in the form, and the history has one more.
  await history.getByRole('button', { name: 'Restore revision 2' }).click();
  await expect(dialog.getByTestId('editor-notice')).toHaveText(
    'The earlier revision is now the current version.',
  );
  await expect(description).toHaveValue(first);
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toHaveText(
    new RegExp(`^Revision 4: editor1, ${at} \\(current\\)Changed: Description${title}${first}$`),
  );
  await shots(page, 'content-revision-restored', history);

  // A publisher opens it with the restored text and publishes it: the site has that text.
  const publisher = await pageAs(page);
  await openNews(publisher, 'kavach', title);
  const pd = await openItem(publisher, title);
  await expect(pd.getByLabel(/^Description/)).toHaveValue(first);
  await pd.getByRole('button', { name: 'Publish now' }).click();
  await expect(pd.getByTestId('editor-notice')).toContainText('Published');
  const live = await fetch(`${E2E.apiUrl}/api/content/news/${slug}`);
  expect(live.status).toBe(200);
  expect(
    ((await live.json()) as { data: { fields: { description: string } } }).data.fields.description,
  ).toBe(first);
  // Publishing changes the status, not the text: the newest revision is still the current text.
  const published = pd.getByRole('region', { name: 'Revision history' });
  await published.getByRole('button', { name: 'Revision history' }).click();
  const after = published.getByTestId('revisions').locator('li');
  await expect(after).toHaveCount(4);
  await expect(after.first()).toHaveText(
    new RegExp(`^Revision 4: editor1, ${at} \\(current\\)Changed: Description${title}${first}$`),
  );
  await publisher.context().close();
});
