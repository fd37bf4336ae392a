// Installs Debian packages the tests need when a file they provide is missing (never a
// download from elsewhere). Each entry: the package and a file that shows it is installed.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** @param {{ name: string, file: string }[]} packages */
export function ensureDebianPackages(packages) {
  const missing = packages.filter((p) => !existsSync(p.file));
  if (!missing.length) return;
  const names = missing.map((p) => p.name).join(' ');
  console.log(`Installing Debian packages: ${names}`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${names}`,
    { stdio: 'inherit' },
  );
  const still = missing.filter((p) => !existsSync(p.file));
  if (still.length)
    throw new Error(`still missing after install: ${still.map((p) => p.file).join(', ')}`);
}
