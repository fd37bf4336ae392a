// The public site and the staff panel in Chromium through the edge, under its CSP.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CHROMIUM_ARGS, ensureTestChromium } from '../../scripts/ensure-chromium.mjs';
import { ADMIN_PASSWORD, edgePort } from './topology.mjs';

// ---------------------------------------------------------------- the staff panel in a browser

describe('in Chromium through the edge', () => {
  test('the public site and the staff panel work under the CSP', { timeout: 120_000 }, async () => {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: ensureTestChromium(),
      args: CHROMIUM_ARGS,
    });
    const violations = [];
    try {
      const page = await browser.newPage();
      // The successor-brand notice opens once a week and takes the focus: shown already here
      // (at a time later than any clock, so it counts as recent whatever the date).
      await page.addInitScript(() =>
        window.localStorage.setItem('kavach:successor-popup-shown-at', '9999999999999'),
      );
      page.on('console', (m) => {
        if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
      });
      const base = `http://127.0.0.1:${edgePort}`;
      // The captcha runs its proof of work in workers: the public form's and the login's.
      const solveCaptcha = async () => {
        const widget = page.locator('altcha-widget');
        await widget.waitFor({ state: 'visible', timeout: 30_000 });
        await widget.locator('input[type=checkbox]').click({ force: true });
        await page.waitForFunction(
          () => document.querySelector('altcha-widget')?.getState?.() === 'verified',
          null,
          { timeout: 30_000 },
        );
      };
      await page.goto(`${base}/contact-us`);
      await page.waitForSelector('html[data-hydrated="true"]');
      // The widget loads on the visitor's first interaction with the form.
      await page.locator('form input').first().click();
      await solveCaptcha();
      await page.goto(`${base}/admin`);
      await page.getByLabel('Username').fill('admin');
      await page.getByLabel('Password').fill(ADMIN_PASSWORD);
      await solveCaptcha();
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('button', { name: 'Logout' }).waitFor({ timeout: 30_000 });
      await page.getByRole('tab', { name: 'Contact Us Details' }).click();
      await page.getByTestId('contacts-tab').waitFor({ timeout: 30_000 });
      assert.deepEqual(violations, [], 'no CSP violations');
    } finally {
      await browser.close();
    }
  });
});
