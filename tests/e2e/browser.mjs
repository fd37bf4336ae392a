// @ts-check
// What the three browser suites share: Debian's Chromium (never a download) and what a failed
// test leaves behind. An ES module, so the staff panel's suite (ESM) and the public suites
// (CommonJS) both load it.

/**
 * Debian's chromium-headless-shell (as scripts/ensure-chromium.mjs, which `npm test` runs to
 * install it: the public suites load this file as CommonJS, which cannot import that module),
 * with nothing of its own running in the background.
 *
 * V8 runs without its optimising compilers (Maglev, TurboFan): a test page lives a few seconds,
 * too short for optimised code to pay back its compiling on the renderer's background threads.
 * The panel's 14 contact tests, alone on the machine, twice each way: the renderer's CPU
 * 22.8 and 24.1 s with them, 18.4 and 18.5 s without (its background threads 8.0–8.3 s against
 * 4.3 s). Pages behave the same; the benchmarks keep V8 as visitors have it.
 */
export const chromiumLaunch = {
  executablePath: process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--js-flags=--no-opt --no-maglev',
  ],
};

/**
 * A failed test keeps its trace (each action with its timing, call log and source line, the
 * network, the console), a screenshot of the moment it failed and the page's accessibility tree
 * (error-context.md). The trace leaves out what every passing test would pay for: the screencast,
 * a frame encoded at every paint (the public suite took 131 s with it and 112 s without), and
 * the DOM snapshot before and after every action (51 panel tests: 70.1 s with them, 64.9 s
 * without; each pair one after the other on the same machine).
 * @type {Pick<import('@playwright/test').PlaywrightWorkerOptions, 'trace' | 'screenshot'>}
 */
export const failureEvidence = {
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  screenshot: 'only-on-failure',
};
