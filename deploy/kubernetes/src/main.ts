// Writes every overlay's manifests to deploy/kubernetes/dist/<overlay>/, one file per chart,
// numbered in the order they are applied:
//   npm run k8s:synth -- --registry <registry> --tag <tag> [overlay…]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, withRelease } from './app';
import { overlays } from './settings';

const { values, positionals } = parseArgs({
  options: { registry: { type: 'string' }, tag: { type: 'string' } },
  allowPositionals: true,
});
if (!values.registry || !values.tag) {
  console.error('usage: npm run k8s:synth -- --registry <registry> --tag <tag> [overlay…]');
  process.exit(64);
}
const names = positionals.length ? positionals : Object.keys(overlays);
for (const name of names) {
  const settings = overlays[name];
  if (!settings) {
    console.error(`unknown overlay '${name}' (${Object.keys(overlays).join(', ')})`);
    process.exit(64);
  }
  const outdir = path.join(__dirname, '..', 'dist', name);
  build(withRelease(settings, values.registry, values.tag), outdir).synth();
  console.log(`${name}: ${path.relative(process.cwd(), outdir)}`);
}
