// Waiting for a public page to become interactive, shared by the public suites.
import { expect, type Page } from '@playwright/test';

/** Pages whose clock a test paused (pauseClock). */
const paused = new WeakSet<Page>();

/** Installs the page's fake clock and pauses it at `at`: timers move only when the test says. */
export async function pauseClock(page: Page, at: Date | number) {
  await page.clock.install({ time: new Date(at).getTime() - 1000 });
  await page.clock.pauseAt(at);
  paused.add(page);
}

/**
 * Waits until React has hydrated the page (pages/+Layout.tsx sets the flag). A page starts its
 * scripts two frames after it has loaded (public-web/public/page-scripts.js); under a paused
 * clock frames come only when time moves, so this moves it a frame at a time until the page has
 * begun to import them, and no further: the imports and hydration take real time, not the
 * clock's, so the page's own timers start at a known time however slow the machine is.
 */
export async function hydrated(page: Page) {
  if (paused.has(page)) {
    const started = page.locator('script[src="/page-scripts.js"][data-started]');
    await expect
      .poll(async () => {
        if (await started.count()) return true;
        await page.clock.runFor(16);
        return false;
      })
      .toBe(true);
  }
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}
