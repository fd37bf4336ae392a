// Writes overlays' manifests to deploy/kubernetes/dist/<overlay>/, one file per chart,
// numbered in the order they are applied; each overlay's settings come from its values file,
// deploy/kubernetes/values/<overlay>.yaml:
//   npm run k8s:synth -- --registry <registry> --tag <tag> [overlay…]
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, withRelease } from './app';
import { loadOverlay, overlayNames } from './settings';

const { values, positionals } = parseArgs({
  options: { registry: { type: 'string' }, tag: { type: 'string' } },
  allowPositionals: true,
});
if (!values.registry || !values.tag) {
  console.error('usage: npm run k8s:synth -- --registry <registry> --tag <tag> [overlay…]');
  process.exit(64);
}
try {
  // Every named overlay is read, checked and built before anything is written.
  const names = positionals.length ? positionals : overlayNames();
  const apps = names.map((name) => {
    const outdir = path.join(__dirname, '..', 'dist', name);
    return {
      name,
      outdir,
      app: build(withRelease(loadOverlay(name), values.registry!, values.tag!), outdir),
    };
  });
  for (const { name, outdir, app } of apps) {
    // A chart an overlay no longer has must not stay behind to be applied.
    rmSync(outdir, { recursive: true, force: true });
    app.synth();
    console.log(`${name}: ${path.relative(process.cwd(), outdir)}`);
  }
} catch (e) {
  console.error((e as Error).message);
  process.exit(65);
}
