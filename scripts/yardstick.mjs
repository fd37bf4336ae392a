// @ts-check
// A yardstick for the run's times: this machine's speed varies by 2–3 × between days, so a
// figure of `npm test` means little alone. The yardstick is a fixed piece of single-core
// JavaScript (build, serialise, parse, sort and scan a deterministic data set, as the runners'
// own work does), timed in the same run; the median of three rounds leaves out the JIT's warm-up.

/** The work: the same on every machine and day. */
function work() {
  let x = 1;
  const rows = [];
  for (let i = 0; i < 200_000; i++) {
    x = (x * 48_271) % 2_147_483_647;
    rows.push({ id: i, name: `row ${x.toString(36)}`, value: x % 1000 });
  }
  const text = JSON.stringify(rows);
  const back = JSON.parse(text);
  back.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  let sum = 0;
  for (const m of text.matchAll(/"value":(\d+)/g)) sum += Number(m[1]);
  return sum + back.length;
}

/** Seconds the work takes here now (median of three rounds). */
export function yardstick() {
  const rounds = [0, 1, 2].map(() => {
    const t0 = performance.now();
    work();
    return (performance.now() - t0) / 1000;
  });
  return rounds.sort((a, b) => a - b)[1];
}
