/**
 * End-to-end tests of the public site with the real API behind it (tests/e2e/public/ mocks
 * the API in the browser instead): every route of the route table, blog and news, careers
 * and its application forms, sessions and registration, the content pages and axe, at
 * 390 px and 1280 px.
 *
 *   npx playwright test -c tests/e2e/public-with-api/playwright.config.ts
 *
 * Starts (1) api-gateway.mjs: the real API from api/dist with demo seeds (the suite does not
 * run without it), and (2) serve.mjs: a production build of public-web in
 * tests/e2e/public-with-api/dist served by web-server/index.mjs. PUBLIC_WITH_API_SKIP_BUILD=1
 * reuses the last build.
 */
import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { chromiumLaunch, failureEvidence } from '../browser.mjs';

const root = path.resolve(__dirname, '../../..');
export const WEB_PORT = Number(process.env.PUBLIC_WITH_API_PORT ?? 3460);
export const GATEWAY_PORT = Number(process.env.PUBLIC_WITH_API_GATEWAY_PORT ?? 3461);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(root, 'test-results', 'public-with-api'),
  // Two shared cores and one gateway whose overrides are global: one test at a time.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // One browser context and page for the worker's tests, emptied between them, as the
    // panel's suite does (docs/testing.md).
    reuseContext: true,
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    launchOptions: chromiumLaunch,
    ...failureEvidence,
  },
  projects: [
    {
      name: 'w1280',
      // helpers.ts rowWidth: rows of a form's answer table alternate between the two widths.
      grepInvert: /@only-w390/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromiumLaunch,
      },
    },
    {
      name: 'w390',
      // A test that only asks the server over HTTP has no width: the 1280 px project runs it.
      grepInvert: /@http-only|@only-w1280/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
        launchOptions: chromiumLaunch,
      },
    },
  ],
  webServer: [
    {
      command: 'node tests/e2e/public-with-api/api-gateway.mjs',
      cwd: root,
      url: `http://127.0.0.1:${GATEWAY_PORT}/__status`,
      env: { GATEWAY_PORT: String(GATEWAY_PORT) },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'node tests/e2e/public-with-api/serve.mjs',
      cwd: root,
      url: `http://127.0.0.1:${WEB_PORT}/`,
      env: {
        PORT: String(WEB_PORT),
        API_INTERNAL_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
        // Beside the panel's suite on two busy cores, the API can take longer than the 4 s a
        // page waits in production; the pages' could-not-load states are tested with the
        // gateway failing a list (POST /__control), not by the clock.
        API_READ_TIMEOUT_MS: '20000',
      },
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});
