// @ts-check
// What the three browser suites share: Debian's Chromium (never a download) and what a failed
// test leaves behind. An ES module, so the staff panel's suite (ESM) and the public suites
// (CommonJS) both load it.

/** Debian's Chromium, headless, with nothing of its own running in the background. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * A failed test keeps its trace (each action with the DOM before and after it, the network,
 * the console) and a screenshot of the moment it failed. The trace leaves out the screencast:
 * encoding a frame at every paint of every test took about a quarter of the suites' time
 * (the staff panel's axe walk: 2.9 min with it, 2.2 without, 2.0 with no trace at all).
 * @type {Pick<import('@playwright/test').PlaywrightWorkerOptions, 'trace' | 'screenshot'>}
 */
export const failureEvidence = {
  trace: { mode: 'retain-on-failure', screenshots: false },
  screenshot: 'only-on-failure',
};
