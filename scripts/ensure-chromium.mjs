// Debian's Chromium for the browser tests and the benchmarks; installed when missing. Never a
// browser download from a test tool.
import { ensureDebianPackages } from './ensure-debian-packages.mjs';

/**
 * The tests' browser: Debian's chromium-headless-shell, Chromium's engine without the browser
 * around it (what Playwright itself runs headless). The same pages cost less: 28 panel tests
 * took 174 s and 68 s of CPU in it, against 295 s and 108 s in the full browser, one after the
 * other on the same machine.
 */
export const TEST_CHROMIUM = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The benchmarks' browser: the full Chromium that visitors and staff run (Lighthouse too). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless in this sandbox: no first-run work and no background connections (refused here). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const TEST_CHROMIUM_PACKAGES = [{ name: 'chromium-headless-shell', file: TEST_CHROMIUM }];

/** The tests' browser, installed when missing. */
export function ensureTestChromium() {
  ensureDebianPackages(TEST_CHROMIUM_PACKAGES);
  return TEST_CHROMIUM;
}

/**
 * The benchmarks' browser, installed when missing, with the Devanagari font of the phones they
 * simulate (Android draws Hindi and Marathi in Noto Sans Devanagari): without one, a Hindi page's
 * first visit would be drawn as empty boxes, which no visitor's phone shows.
 */
export function ensureChromium() {
  ensureDebianPackages([
    { name: 'chromium', file: CHROMIUM },
    {
      name: 'fonts-noto-core',
      file: '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf',
    },
  ]);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureTestChromium();
