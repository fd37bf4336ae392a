/**
 * Browser tests of the staff panel: production builds of the shell
 * and remotes, the real API on a fresh PostgreSQL database (global-setup.ts).
 * Run: npx playwright test -c tests/e2e/admin/playwright.config.ts
 */
import { defineConfig } from '@playwright/test';
import { E2E } from './env';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  // One database shared by the files: run them one after the other.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  // Per run: Playwright empties its output folder when it starts.
  outputDir: `../../../test-results/admin-e2e/run-${E2E.run}`,
  use: {
    baseURL: E2E.baseUrl,
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    acceptDownloads: true,
    // The panel turns antd's motion off for reduced motion: a click never lands on a dialog
    // that is still zooming in.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
