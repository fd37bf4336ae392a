// @ts-check
// The alert rules (deploy/monitoring/alerts.yml): Prometheus's own promtool checks them and runs
// alerts.test.yml — recorded series under which each alert must fire, and healthy ones under
// which it must not — and every alert leads to its runbook in docs/operations.md.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MONITORING = path.join(ROOT, 'deploy/monitoring');
// Debian's prometheus package (the kubernetes stage of scripts/test.mjs installs it).
const PROMTOOL = '/usr/bin/promtool';
const rules = /** @type {any} */ (
  yaml.load(readFileSync(path.join(MONITORING, 'alerts.yml'), 'utf8'))
).groups.flatMap((/** @type {any} */ g) => g.rules);

const promtool = (/** @type {string[]} */ args) =>
  spawnSync(PROMTOOL, args, { cwd: MONITORING, encoding: 'utf8' });

test('promtool finds the rule file valid', () => {
  const r = promtool(['check', 'rules', 'alerts.yml']);
  assert.equal(r.status, 0, `${r.error ?? ''}${r.stdout}${r.stderr}`);
  assert.match(r.stdout, new RegExp(`SUCCESS: ${rules.length} rules found`));
});

test('each alert fires on its recorded series and stays silent on healthy ones (promtool test rules)', () => {
  const r = promtool(['test', 'rules', 'alerts.test.yml']);
  assert.equal(r.status, 0, `${r.stdout}${r.stderr}`);
  // Every alert is tested both ways.
  const tests = /** @type {any} */ (
    yaml.load(readFileSync(path.join(MONITORING, 'alerts.test.yml'), 'utf8'))
  ).tests.flatMap((/** @type {any} */ t) => t.alert_rule_test);
  for (const { alert } of rules) {
    const of = tests.filter((/** @type {any} */ t) => t.alertname === alert);
    assert.ok(
      of.some((/** @type {any} */ t) => t.exp_alerts?.length),
      `${alert} is expected to fire`,
    );
    assert.ok(
      of.some((/** @type {any} */ t) => !t.exp_alerts?.length),
      `${alert} is expected to stay silent`,
    );
  }
});

test('every alert has a severity, a summary and a runbook in docs/operations.md, "Alerts"', () => {
  const doc = readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
  const alertsSection = doc.slice(doc.indexOf('\n### Alerts\n'));
  assert.ok(doc.includes('\n### Alerts\n'), 'an "Alerts" section');
  // GitHub's anchors: the heading in lower case.
  const anchors = new Set(
    [...alertsSection.matchAll(/^#### (\w+)$/gm)].map((m) => m[1].toLowerCase()),
  );
  for (const r of rules) {
    assert.match(r.labels.severity, /^(critical|warning)$/, r.alert);
    assert.ok(r.annotations.summary, `${r.alert}: a summary`);
    assert.equal(r.annotations.runbook_url, `docs/operations.md#${r.alert.toLowerCase()}`);
    assert.ok(anchors.has(r.alert.toLowerCase()), `${r.alert}: a runbook heading`);
  }
  assert.equal(anchors.size, rules.length, 'a runbook for each alert and no other');
});

test('the rules use the metric names the API and cert-manager publish, never a personal label', () => {
  // The API's series (run.test.mjs scrapes them from the API), cert-manager's, blackbox's.
  const known = new Set([
    'kavach_http_requests_total',
    'kavach_http_request_duration_seconds_bucket',
    'kavach_http_request_duration_seconds_count',
    'kavach_outbox_depth',
    'kavach_outbox_oldest_age_seconds',
    'kavach_newsletter_sends_total',
    'kavach_newsletter_pending_recipients',
    'kavach_login_failures_total',
    'kavach_login_lockouts_total',
    'kavach_database_up',
    'kavach_database_pool_connections',
    'certmanager_certificate_expiration_timestamp_seconds',
    'probe_ssl_earliest_cert_expiry',
  ]);
  for (const r of rules) {
    // Names with an underscore not followed by "(": series, never functions or label names here.
    const names = [...r.expr.matchAll(/\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b(?!\s*\()/g)].map(
      (m) => m[1],
    );
    assert.ok(names.length, r.alert);
    for (const n of names) assert.ok(known.has(n), `${r.alert}: ${n} is a published series`);
    assert.doesNotMatch(r.expr, /\b(user|email|username|path)=/, `${r.alert}: no personal label`);
  }
});
