// Browser tests use Debian's Chromium (/usr/bin/chromium); install it when missing.
// Never a browser download from a test tool.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  console.log('Installing Debian chromium…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is still missing at ${CHROMIUM}`);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
