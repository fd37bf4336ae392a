// Builds every remote (admin-remotes/<tab>/ with a vite.config.ts) with its own config, one after the other.
import { build } from 'vite';
import path from 'node:path';
import { remoteFolders, remotesDir } from './shared/federation.mjs';

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
  await build({
    configFile: path.join(remotesDir, tab, 'vite.config.ts'),
    root: path.join(remotesDir, tab),
    logLevel: quiet ? 'error' : 'warn',
  });
  if (!quiet)
    console.log(`✔ admin-remotes/${tab} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
