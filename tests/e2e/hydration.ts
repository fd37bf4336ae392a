// Waiting for a public page to become interactive, shared by the public suites.
import { expect, test, type Page } from '@playwright/test';

/**
 * The test that paused each page's clock (pauseClock). A page outlives its test (the public suites
 * reuse one page for a worker's tests and empty it, clock included, between them), so a pause
 * counts only in the test that made it.
 */
const paused = new WeakMap<Page, string>();

/** Installs the page's fake clock and pauses it at `at`: timers move only when the test says. */
export async function pauseClock(page: Page, at: Date | number) {
  await page.clock.install({ time: new Date(at).getTime() - 1000 });
  await page.clock.pauseAt(at);
  paused.set(page, test.info().testId);
}

/**
 * Resumes the clock this test paused, before its page is emptied for the next test. Left paused,
 * Playwright resumes it when it lets go of the test's context, without waiting for that to end:
 * with a reused context, the script that resume leaves outlived the reset between tests, and the
 * next test's pages threw "Cannot read properties of undefined (reading 'controller')".
 */
export async function resumePausedClock(page: Page) {
  if (paused.get(page) !== test.info().testId) return;
  paused.delete(page);
  await page.clock.resume();
}

/**
 * Waits until the page has hydrated its islands (public-web/lib/hydrateIslands.tsx sets the
 * flag). A page starts its scripts two frames after it has loaded (its loader:
 * public-web/public/page-scripts.js); under a paused clock frames come only when time moves, so
 * this moves it a frame at a time until the page has begun to import them, and no further: the
 * imports and hydration take real time, not the clock's, so the page's own timers start at a
 * known time however slow the machine is.
 */
export async function hydrated(page: Page) {
  if (paused.get(page) === test.info().testId) {
    const started = page.locator('script[data-entry][data-started]');
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
