// Accessibility: axe finds no serious or critical violation on any main page
// at either width; no console errors (CSP violations included).
import AxeBuilder from '@axe-core/playwright';
import { API_BLOCK_PAGES, expect, hydrated, MAIN_PAGES, mockCaptcha, test } from './fixtures';

for (const [path] of MAIN_PAGES) {
  test(`axe: ${path}`, async ({ page }) => {
    const errors: string[] = [];
    // With no API, /resources and /media answer 503 themselves (routes.spec.ts): Chromium logs
    // the document's own status; any other resource's failure still counts.
    const ownStatus = (m: import('@playwright/test').ConsoleMessage) =>
      API_BLOCK_PAGES.has(path) &&
      new URL(m.location().url).pathname === path &&
      m.text().includes('status of 503');
    page.on('console', (m) => m.type() === 'error' && !ownStatus(m) && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await mockCaptcha(page);
    // axe judges the settled page. With reduced motion every animation ends at once, so an
    // auto-advancing carousel is never caught mid-fade (a half-transparent label is not a
    // contrast failure a reader sees); colours and layout are the same either way.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await hydrated(page);
    // Scroll through so every scroll-reveal has played and lazy images loaded.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 40));
      }
      window.scrollTo(0, 0);
    });
    // Every scroll-reveal has played and the delayed line (contact banner) has appeared.
    await expect(page.locator('.reveal--pending, .delayed:not(.delayed--shown)')).toHaveCount(0);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
    expect(errors).toEqual([]);
  });
}

// The announcement's text moves under its pause button (clipped there): wherever it is, the
// button is a whole target on top of it (WCAG 2.5.8), as Lighthouse's axe checks.
test("the banner's pause button stays a whole target wherever the moving text is", async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const track = page.locator('header aside p');
  for (const at of [0.05, 0.25, 0.5, 0.75, 0.95]) {
    await track.evaluate((el, fraction) => {
      const [animation] = el.getAnimations();
      animation.pause();
      animation.currentTime = Number(animation.effect!.getTiming().duration) * fraction;
    }, at);
    const results = await new AxeBuilder({ page })
      .include('header aside')
      .withRules(['target-size'])
      .analyze();
    expect(
      results.violations.flatMap((v) => v.nodes.map((n) => `${at}: ${n.failureSummary}`)),
    ).toEqual([]);
    expect(results.passes.flatMap((v) => v.nodes)).not.toHaveLength(0);
  }
});
