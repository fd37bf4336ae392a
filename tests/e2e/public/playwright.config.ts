// End-to-end tests of the public site against a production build served by
// web-server/index.mjs (the one-origin server), at 390 px and 1280 px.
//   npx playwright test -c tests/e2e/public/playwright.config.ts
// Uses Debian's Chromium (/usr/bin/chromium); never downloads browsers.
import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { chromiumLaunch, failureEvidence } from '../browser.mjs';

const root = path.resolve(__dirname, '../../..');
const PORT = Number(process.env.E2E_PUBLIC_PORT ?? 4173);
const BASE_URL = process.env.E2E_PUBLIC_BASE_URL ?? `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [['list']],
  outputDir: path.join(root, 'test-results/e2e-public'),
  use: {
    // One browser context and page for the worker's tests, emptied between them, as the
    // panel's suite does (docs/testing.md). A test that pauses the page's clock resumes it
    // before the page is emptied (fixtures.ts).
    reuseContext: true,
    baseURL: BASE_URL,
    ...failureEvidence,
    launchOptions: chromiumLaunch,
  },
  projects: [
    // routes.spec.ts checks server HTML (no viewport): it runs in the desktop project only.
    {
      name: 'mobile-390',
      testIgnore: /routes\.spec\.ts/,
      // fixtures.ts rowWidth: rows of a form's answer table alternate between the two widths.
      grepInvert: /@only-desktop-1280/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: false,
      },
    },
    {
      name: 'desktop-1280',
      grepInvert: /@only-mobile-390/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: process.env.E2E_PUBLIC_BASE_URL
    ? undefined
    : {
        // Build once, then run the production server. API_INTERNAL_URL points
        // nowhere on purpose: every API call the tests need is mocked with
        // page.route (see fixtures.ts) until the real API is wired in.
        // E2E_FRESH_BUILD=1 (set by `npm test` after its build step): serve public-web/dist as is.
        command: `${process.env.E2E_FRESH_BUILD === '1' ? '' : 'npm run build -w public-web && '}node web-server/index.mjs`,
        cwd: root,
        env: { PORT: String(PORT), HOST: '127.0.0.1', API_INTERNAL_URL: 'http://127.0.0.1:9' },
        url: `${BASE_URL}/robots.txt`,
        timeout: 240_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
