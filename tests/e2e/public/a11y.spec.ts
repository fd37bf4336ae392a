// Accessibility of the frame's moving banner. axe on every main page at both widths, with its
// console errors, is public-with-api/routes.spec.ts's (the API behind the site); the pages
// whose blocks say the API is unavailable are axed here in that state (pages.spec.ts).
import { axeResults } from '../axe.mjs';
import { expect, hydrated, test } from './fixtures';

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
    const results = await axeResults(page, { include: 'header aside', rules: ['target-size'] });
    expect(
      results.violations.flatMap((v) => v.nodes.map((n) => `${at}: ${n.failureSummary}`)),
    ).toEqual([]);
    expect(results.passes.flatMap((v) => v.nodes)).not.toHaveLength(0);
  }
});
