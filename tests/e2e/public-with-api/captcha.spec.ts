/**
 * The captcha of every public form — contact, session registration, the jobs-page application
 * and the career form — is drawn, at 390 and 1280 px, against the real API and the site's own
 * web server (its Content-Security-Policy):
 *   - ALTCHA (the default): the "I'm not a robot" checkbox has visible pixels over its
 *     background (its styles once lost their colours in the build and only the text showed),
 *     its stylesheet is a same-origin file the page policy allows (no 'unsafe-inline'), ticking
 *     it solves the challenge, and the page logs no policy violation;
 *   - reCAPTCHA: Google's script cannot load here, so it is stood in at its real address (a
 *     checkbox the size of Google's box) and GET /api/captcha/config names reCAPTCHA through the
 *     gateway; the document is served with the policy the web server sends with
 *     CAPTCHA_PROVIDER=recaptcha. What this proves: the form asks Google's script for the
 *     configured site key, the policy lets it in, the box it draws is whole on screen and
 *     drawn. What Google draws inside its own frame is not tested.
 */
import { axeResults } from '../axe.mjs';
import type { Locator, Page } from '@playwright/test';
import { expect, GATEWAY, hydrated, setApi, solveCaptcha, test } from './helpers';

test.afterEach(async ({ request }) => setApi(request, { captcha: 'altcha' }));

// ES modules (this suite is CommonJS): the policies of web-server/security-headers.mjs and the
// captcha helpers the staff panel suite shares.
type CaptchaHelpers = typeof import('../captcha.mjs');
let captcha: CaptchaHelpers;
test.beforeAll(async () => {
  captcha = await import('../captcha.mjs');
});

async function pagePolicy(options: { recaptcha?: boolean } = {}): Promise<string> {
  const { contentSecurityPolicies } = await import('../../../web-server/security-headers.mjs');
  return contentSecurityPolicies(options).page;
}

interface PublicForm {
  name: string;
  /** Opens the page and the form; the document's Content-Security-Policy and the form. */
  open(page: Page): Promise<{ policy: string; form: Locator }>;
}

async function goto(page: Page, path: string) {
  const document = await page.goto(path);
  await hydrated(page);
  return document?.headers()['content-security-policy'] ?? '';
}

const FORMS: PublicForm[] = [
  {
    name: 'contact form (/contact-us)',
    async open(page) {
      const policy = await goto(page, '/contact-us');
      return { policy, form: page.getByTestId('contact-form') };
    },
  },
  {
    name: 'session registration (/our-sessions)',
    async open(page) {
      const policy = await goto(page, '/our-sessions');
      await page.getByRole('button', { name: 'Register for the Session' }).click();
      return { policy, form: page.getByTestId('registration-form') };
    },
  },
  {
    name: 'jobs-page application (/about-us/careers)',
    async open(page) {
      const policy = await goto(page, '/about-us/careers');
      await page.getByTestId('job-card').first().getByRole('button', { name: 'Apply now' }).click();
      return { policy, form: page.getByTestId('job-application-form') };
    },
  },
  {
    name: 'career form (/about-us/careers/0)',
    async open(page) {
      const policy = await goto(page, '/about-us/careers/0');
      return { policy, form: page.getByTestId('career-form') };
    },
  },
];

/** The widget loads on the visitor's first interaction with the form: a click in a field. */
async function startFilling(form: Locator) {
  await form.getByRole('textbox').first().click();
}

/** The hashes of what the site's pages carry inline: its built stylesheets and scripts' loader. */
let siteInline: { styles: string[]; scripts: string[] };
let fontGate: string;
test.beforeAll(async () => {
  const headers = await import('../../../web-server/security-headers.mjs');
  siteInline = headers.inlineHashes();
  fontGate = headers.DEVANAGARI_FONT_GATE_HASH;
});

/**
 * The page policy has no 'unsafe-inline' for scripts or for style sheets: inline, only the site's
 * own stylesheets, the font's gate and the scripts' loader, by their hashes (a widget's scripts
 * and styles load as files).
 */
function expectStrictPolicy(policy: string) {
  expect(siteInline.styles.length).toBeGreaterThan(0);
  expect(siteInline.scripts.length).toBe(1);
  const scripts = captcha.directive(policy, 'script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts.filter((source) => source.startsWith("'sha256-"))).toEqual([
    fontGate,
    ...siteInline.scripts,
  ]);
  expect(captcha.directive(policy, 'style-src')).toEqual(["'self'", ...siteInline.styles]);
}

for (const { name, open } of FORMS) {
  test(`${name}: ALTCHA's checkbox is drawn, its styles load under the page policy`, async ({
    page,
  }) => {
    const violations = await captcha.watchCspViolations(page);
    const { policy, form } = await open(page);
    expect(policy).toBe(await pagePolicy());
    expectStrictPolicy(policy);
    await startFilling(form);
    const checkbox = form
      .locator('altcha-widget')
      .getByRole('checkbox', { name: "I'm not a robot" });
    await captcha.expectCheckboxDrawn(page, checkbox);
    // Now that it has its colours: readable (contrast), labelled.
    const axe = await axeResults(page, { include: 'altcha-widget', violationsOnly: true });
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
      [],
    );
    // The widget's styles: a stylesheet of the site's own origin, not injected inline.
    const sheet = await page.locator('link[data-altcha-css]').getAttribute('href');
    expect(sheet).toMatch(/^\/assets\/.+\.css$/);
    // Ticking it runs the proof of work in the widget's worker, under the same policy.
    await solveCaptcha(page, form);
    expect(await violations()).toEqual([]);
  });
}

test.describe('with reCAPTCHA as the provider', () => {
  const VALID_PREFIX = 'public-stand-in-token-';

  test.beforeEach(async ({ page, request }) => {
    await setApi(request, { captcha: 'recaptcha' });
    // The policy the web server and the edge send with CAPTCHA_PROVIDER=recaptcha. Added after
    // the stand-in's routes, so asked first; everything but documents goes on to them.
    const policy = await pagePolicy({ recaptcha: true });
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: {
          ...response.headers(),
          'content-security-policy': policy,
        },
      });
    });
  });

  for (const { name, open } of FORMS) {
    test(`${name}: Google's checkbox is drawn, whole, with the configured site key`, async ({
      page,
      request,
    }) => {
      const violations = await captcha.watchCspViolations(page);
      const { scripts } = await captcha.standInGoogle(page, VALID_PREFIX);
      const { policy, form } = await open(page);
      expectStrictPolicy(policy);
      await startFilling(form);
      const checkbox = form.getByRole('checkbox', { name: "I'm not a robot" });
      await captcha.expectCheckboxDrawn(page, checkbox);
      // Google's box (304 px wide; the stand-in's is 300) fits on the screen.
      const widget = (await form.getByTestId('captcha').locator('label').boundingBox())!;
      expect(widget.x + widget.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      await expect(form.locator('altcha-widget')).toHaveCount(0);
      // Google's box in the form's language (`hl`): these forms are on English pages.
      expect(scripts).toEqual([
        'https://www.google.com/recaptcha/api.js?render=explicit&onload=__kavachRecaptchaReady&hl=en',
      ]);
      const config = await (await request.get(`${GATEWAY}/api/captcha/config`)).json();
      expect(config.provider).toBe('recaptcha');
      const renders = await page.evaluate(
        () => (window as unknown as { __standIn: { renders: unknown[] } }).__standIn.renders,
      );
      expect(renders).toEqual([{ sitekey: config.siteKey }]);
      if (name.startsWith('jobs-page')) {
        // Sent unticked: the message names Google's box, in the spec's words.
        await form.getByRole('button', { name: 'Submit Application' }).click();
        await expect(
          form.getByText('Please complete the reCAPTCHA.', { exact: true }),
        ).toBeVisible();
      }
      await checkbox.check();
      await expect(checkbox).toBeChecked();
      expect(await violations()).toEqual([]);
    });
  }
});
