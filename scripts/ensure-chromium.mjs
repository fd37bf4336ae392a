// Browser tests use Debian's Chromium (/usr/bin/chromium); install it when missing.
// Never a browser download from a test tool.
import { ensureDebianPackages } from './ensure-debian-packages.mjs';

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

export const CHROMIUM_PACKAGES = [{ name: 'chromium', file: CHROMIUM }];

export function ensureChromium() {
  ensureDebianPackages(CHROMIUM_PACKAGES);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
