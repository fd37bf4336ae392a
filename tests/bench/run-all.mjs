// `npm run bench`: every benchmark in turn, then BENCHMARKS.md with one table.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, machine } from './lib.mjs';

const benches = ['api.mjs', 'load.mjs', 'admin.mjs', 'web.mjs', 'admin-ui.mjs', 'ssr.mjs'];
const rows = [];
for (const b of benches) {
  console.log(`\n=== ${b} ===`);
  const r = spawnSync(process.execPath, [join(ROOT, 'tests/bench', b)], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 2 ** 20,
  });
  process.stdout.write(r.stdout ?? '');
  const line = (r.stdout ?? '').split('\n').find((l) => l.startsWith('BENCH_JSON '));
  if (r.status !== 0 || !line) {
    rows.push({
      bench: b,
      figure: '(did not complete)',
      target: '',
      measured: `exit ${r.status}`,
      pass: false,
    });
    continue;
  }
  for (const f of JSON.parse(line.slice('BENCH_JSON '.length))) rows.push({ bench: b, ...f });
}
const m = machine();
const table = [
  '| Benchmark | Figure | Target | Measured | Machine |',
  '|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.bench.replace('.mjs', '')} | ${r.figure} | ${r.target || '—'} | ${r.pass === false ? '✖ ' : r.pass ? '✔ ' : ''}${r.measured} | ${m} |`,
  ),
].join('\n');
writeFileSync(
  join(ROOT, 'BENCHMARKS.md'),
  `# Benchmarks\n\nWritten by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.\n\n${table}\n`,
);
console.log(`\nWrote BENCHMARKS.md (${rows.length} figures).`);
