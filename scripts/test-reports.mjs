// Where the time of `npm test` went: each runner writes its per-test report under REPORTS
// (vitest JSON, Playwright JSON, node:test lines from node-test-times.mjs); this reads
// them back as one list of files with their time and test count.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export const REPORTS = 'test-results/reports';

/** @typedef {{ suite: string, file: string, ms: number, tests: number }} FileTime */

/** vitest's JSON (jest's shape): a result per file with its times. */
function vitest(suite, report, root) {
  return report.testResults.map((r) => ({
    suite,
    file: relative(root, r.name),
    ms: (r.endTime ?? r.startTime) - r.startTime,
    tests: r.assertionResults.length,
  }));
}

/** Playwright: specs nested in describe blocks; a file's time is the sum of its results. */
function playwright(suite, report) {
  const files = new Map();
  const walk = (node) => {
    for (const spec of node.specs ?? [])
      for (const t of spec.tests) {
        const f = files.get(spec.file) ?? { suite, file: spec.file, ms: 0, tests: 0 };
        f.tests += 1;
        for (const r of t.results) f.ms += r.duration;
        files.set(spec.file, f);
      }
    for (const child of node.suites ?? []) walk(child);
  };
  for (const s of report.suites) walk(s);
  return [...files.values()];
}

/** node:test lines: a file's time is the sum of its top-level tests and suites. */
function nodeTest(suite, text, root) {
  const files = new Map();
  for (const line of text.split('\n').filter(Boolean)) {
    const t = JSON.parse(line);
    if (t.nesting !== 0) continue;
    const file = relative(root, t.file ?? '?');
    const f = files.get(file) ?? { suite, file, ms: 0, tests: 0 };
    f.ms += t.ms;
    f.tests += 1;
    files.set(file, f);
  }
  return [...files.values()];
}

/**
 * Every file of every report in `dir`: `<suite>.vitest.json`,
 * `<suite>.playwright.json` or `<suite>.node.jsonl`.
 * @returns {FileTime[]}
 */
export function fileTimes(root, dir = join(root, REPORTS)) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const m = /^(.+)\.(vitest|playwright)\.json$|^(.+)\.node\.jsonl$/.exec(name);
    if (!m) return [];
    const text = readFileSync(join(dir, name), 'utf8');
    try {
      if (m[3]) return nodeTest(m[3], text, root);
      const report = JSON.parse(text);
      return m[2] === 'playwright' ? playwright(m[1], report) : vitest(m[1], report, root);
    } catch {
      return []; // a runner that was stopped half-way leaves a partial report
    }
  });
}

/** A Markdown table of `rows` (arrays of cells) under `head`. */
export function table(head, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}
