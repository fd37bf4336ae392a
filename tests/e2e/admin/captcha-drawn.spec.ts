/**
 * The login's captcha is drawn on both panels (/admin and /jobs-admin), at 390 and 1280 px,
 * with either provider, under the staff area's Content-Security-Policy, and the page logs no
 * policy violation:
 *   - ALTCHA (the main API of the stack): the "I'm not a robot" checkbox has visible pixels
 *     over its background, and ticking it solves the challenge. The stack's plain server sends
 *     no security headers, so the document is served here with the admin policy the web server
 *     and the edge send (web-server/security-headers.mjs);
 *   - reCAPTCHA (the stack's API with CAPTCHA_PROVIDER=recaptcha, behind a server sending that
 *     provider's headers): Google's script stood in at its real address (no internet in tests)
 *     draws a checkbox the size of Google's box; what Google draws in its own frame is not
 *     tested here.
 */
import type { Page } from '@playwright/test';
import { contentSecurityPolicies } from '../../../web-server/security-headers.mjs';
import { directive, expectCheckboxDrawn, standInGoogle, watchCspViolations } from '../captcha.mjs';
import { expect, RECAPTCHA, shot, solveWidget, test } from './helpers';

const WIDTHS = [390, 1280];
const PANELS = ['/admin', '/jobs-admin'];
const NOT_A_ROBOT = { name: "I'm not a robot" };

/** Opens `url` at `width`; the document's Content-Security-Policy. */
async function openAt(page: Page, url: string, width: number) {
  await page.setViewportSize({ width, height: 844 });
  const document = await page.goto(url);
  return document?.headers()['content-security-policy'] ?? '';
}

for (const panel of PANELS) {
  test(`${panel}: ALTCHA's checkbox is drawn at 390 and 1280 px, no policy violation`, async ({
    page,
  }) => {
    const policy = contentSecurityPolicies().admin;
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    await page.route(/\/(admin|jobs-admin)$/, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': policy },
      });
    });
    const violations = await watchCspViolations(page);
    for (const width of WIDTHS) {
      expect(await openAt(page, panel, width)).toBe(policy);
      await expectCheckboxDrawn(
        page,
        page.locator('altcha-widget').getByRole('checkbox', NOT_A_ROBOT),
      );
      await shot(page, `login-altcha${panel.replace('/', '-')}-${width}`);
    }
    await solveWidget(page);
    expect(await violations()).toEqual([]);
  });

  test(`${panel}: reCAPTCHA's checkbox is drawn at 390 and 1280 px, no policy violation`, async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    const { scripts } = await standInGoogle(page, RECAPTCHA.validPrefix);
    for (const width of WIDTHS) {
      const policy = await openAt(page, `${RECAPTCHA.baseUrl}${panel}`, width);
      expect(policy).toBe(contentSecurityPolicies({ recaptcha: true }).admin);
      expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
      const captcha = page.getByTestId('captcha');
      await expect(captcha).toHaveAttribute('data-provider', 'recaptcha');
      await expectCheckboxDrawn(page, captcha.getByRole('checkbox', NOT_A_ROBOT));
      // Google's box (304 px wide; the stand-in's is 300) fits on the screen.
      const box = (await captcha.locator('label').boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await shot(page, `login-recaptcha${panel.replace('/', '-')}-${width}`);
    }
    expect(scripts).toHaveLength(WIDTHS.length);
    expect(await violations()).toEqual([]);
  });
}
