// Builds every remote (admin-remotes/<tab>/ with a src/Tab.tsx), one after the other: with the
// common remote config (shared/vite-remote.mjs), or with the folder's own vite.config.ts if it
// has one.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { remoteFolders, remotesDir } from './shared/federation.mjs';
import { remoteViteConfig } from './shared/vite-remote.mjs';

const quiet = process.argv.includes('--quiet');
const only = process.argv.slice(2).filter((a) => a !== '--quiet');
const tabs = remoteFolders().filter((t) => !only.length || only.includes(t));
if (!tabs.length) {
  console.error(`No remote to build${only.length ? ` among ${only.join(', ')}` : ''}.`);
  process.exit(1);
}
for (const tab of tabs) {
  const started = Date.now();
  if (!quiet) console.log(`\n▶ admin-remotes/${tab}`);
  const root = path.join(remotesDir, tab);
  const ownConfig = path.join(root, 'vite.config.ts');
  const logLevel = quiet ? 'error' : 'warn';
  const config = existsSync(ownConfig)
    ? { configFile: ownConfig, root, logLevel }
    : { ...remoteViteConfig(tab), configFile: false, logLevel };
  await build(config);
  if (!quiet)
    console.log(`✔ admin-remotes/${tab} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
