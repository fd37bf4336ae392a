/**
 * The invariant of the inbox tabs: the New badge of a tab and its open list never contradict
 * each other. The badge counts the New items now (the database); the list shows what it was
 * loaded with, and a bar "N new — Show them" names the items that came since: the list's
 * figures plus the bar account for the badge.
 */
import type { Page } from '@playwright/test';
import { expect, withDb } from './helpers';

export type InboxTabKey = 'contacts' | 'registrations' | 'career-applications';

const TABLE: Record<InboxTabKey, string> = {
  contacts: 'contacts',
  registrations: 'registrations',
  'career-applications': 'applications',
};
const TEST_ID: Record<InboxTabKey, string> = {
  contacts: 'contacts-tab',
  registrations: 'registrations-tab',
  'career-applications': 'career-applications-tab',
};

/** The first whole number of a text. */
function numberIn(text: string | null): number {
  const m = /\d+/.exec(text ?? '');
  if (!m) throw new Error(`no number in "${text}"`);
  return Number(m[0]);
}

/** The New badge of a tab's label (none = 0). */
export async function badgeOf(page: Page, tab: InboxTabKey): Promise<number> {
  const badge = page.getByTestId(`tab-new-${tab}`);
  return (await badge.count()) ? numberIn(await badge.textContent()) : 0;
}

/** The count of the "N new — Show them" bar (none = 0). */
async function newItemsOnBar(page: Page): Promise<number> {
  const bar = page.getByTestId('new-items-text');
  if (!(await bar.count())) return 0;
  const text = (await bar.textContent()) ?? '';
  // In these tests the panel under test is the only one changing the inbox.
  expect(text, 'no change made elsewhere').toMatch(/^\d+ new$/);
  return numberIn(text);
}

async function inDb(table: string) {
  return withDb(async (db) => {
    const r = await db.query<{ fresh: number; all: number }>(
      `SELECT count(*) FILTER (WHERE status = 'new')::int AS fresh, count(*)::int AS all FROM ${table}`,
    );
    return r.rows[0];
  });
}

/**
 * The badge of `tab` says how many New items there are now; when the tab is open, its list's
 * figures with the new-items bar say the same: 'Showing X of Y' of a whole list (Y + bar = all
 * items), the New rows of a list that fits on its page, the applications' title count and
 * counts per status. Waits for the panel to settle (a change is on its way to the screen).
 */
export async function expectBadgeAgreesWithList(page: Page, tab: InboxTabKey) {
  await expect(async () => {
    const now = await inDb(TABLE[tab]);
    const badge = await badgeOf(page, tab);
    expect(badge, 'the badge counts the New items now').toBe(now.fresh);

    const open = page.getByTestId(TEST_ID[tab]);
    if (!(await open.isVisible())) return;
    const arrived = await newItemsOnBar(page);
    const narrowed = (await page.getByTestId('active-filters').count()) > 0;

    if (tab === 'career-applications') {
      const summary = page.getByTestId('status-summary');
      const perStatus = (await summary.getByRole('button').allTextContents()).map(numberIn);
      const fresh = numberIn(
        await summary
          .getByRole('button')
          .filter({ has: page.locator('[data-status="new"]') })
          .textContent(),
      );
      // The summary counts the search and position filter (not the status).
      const searched = await page
        .locator('[data-testid^="filter-chip-"]:not([data-testid="filter-chip-status"])')
        .count();
      if (!searched) {
        expect(fresh + arrived, 'New in the summary + the bar = the badge').toBe(badge);
        expect(perStatus.reduce((a, b) => a + b, 0) + arrived).toBe(now.all);
      }
      if (!narrowed)
        expect(numberIn(await page.getByTestId('applications-count').textContent()) + arrived).toBe(
          now.all,
        );
      return;
    }

    const [shown, all] = ((await page.getByTestId('showing').textContent()) ?? '')
      .match(/\d+/g)!
      .map(Number);
    // Y of a narrowed list is the server's unfiltered count of the last seconds (documented in
    // api/src/platform/listing/kept-count.ts); of a whole list it is exact.
    if (narrowed) return;
    expect(all + arrived, "'Showing X of Y' + the bar = every item").toBe(now.all);
    const rows = page.locator(`[data-testid="${TEST_ID[tab]}"] tbody tr`);
    if (shown === all && (await rows.count()) === all) {
      const freshRows = await rows.locator('select.kv-status-select--new').count();
      expect(freshRows + arrived, 'New rows + the bar = the badge').toBe(badge);
    }
  }).toPass({ timeout: 10_000 });
}
