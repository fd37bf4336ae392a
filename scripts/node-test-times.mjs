// A reporter for `node --test`: one JSON line per finished test (file, name, depth, time), so
// `npm test` can tell where the time of the node:test suites goes (scripts/test-reports.mjs).
export default async function* nodeTestTimes(source) {
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { name, nesting, file, details } = event.data;
    yield `${JSON.stringify({
      file,
      name,
      nesting,
      ms: details?.duration_ms ?? 0,
      passed: event.type === 'test:pass',
    })}\n`;
  }
}
