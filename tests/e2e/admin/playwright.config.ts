/**
 * Browser tests of the staff panel: production builds of the shell and remotes, the real API
 * on a fresh PostgreSQL database — one per worker, copied from a template (global-setup.ts,
 * stack.ts). Run: npx playwright test -c tests/e2e/admin/playwright.config.ts
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunch, failureEvidence } from '../browser.mjs';
import { E2E } from './env';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  // Each worker has its own database and APIs (the `stack` fixture of helpers.ts), so files
  // run in parallel; the tests of one file stay in order in one worker (some build on the
  // ones before). One by default: on the 2-core CI machine two workers (each with Chromium and
  // three APIs) took 574 s against 516 s for one. ADMIN_E2E_WORKERS sets more on a bigger machine.
  workers: Number(process.env.ADMIN_E2E_WORKERS) || 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  // Per run: Playwright empties its output folder when it starts.
  outputDir: `../../../test-results/admin-e2e/run-${E2E.run}`,
  use: {
    viewport: { width: 1280, height: 900 },
    ...failureEvidence,
    acceptDownloads: true,
    // The panel turns antd's motion off for reduced motion: a click never lands on a dialog
    // that is still zooming in.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: chromiumLaunch,
    // One browser context for the worker's tests, emptied between them (cookies, storage,
    // pages, routes, init scripts, clock): a test no longer pays for a new context and its
    // renderer. 31 panel tests, twice each way on a quiet machine: 69.4 and 74.1 s against
    // 76.3 and 81.6 s.
    reuseContext: true,
  },
});
