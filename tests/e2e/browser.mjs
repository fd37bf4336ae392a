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
 * the console) and a screenshot of the moment it failed. The trace leaves out the screencast,
 * a frame encoded at every paint of every test: the public suite took 131 s with it and 112 s
 * without, one after the other on the same machine.
 * @type {Pick<import('@playwright/test').PlaywrightWorkerOptions, 'trace' | 'screenshot'>}
 */
export const failureEvidence = {
  trace: { mode: 'retain-on-failure', screenshots: false },
  screenshot: 'only-on-failure',
};
