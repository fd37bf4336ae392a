// Monitoring through the Prometheus Operator (its custom resources must exist first): a
// ServiceMonitor over the metrics Services (the API pods' port `metrics`, the edge's exporter)
// and the alert rules, read from deploy/monitoring/alerts.yml — the one source, which
// `promtool test rules` checks (tests/kubernetes/alerts.test.mjs).
import { readFileSync } from 'node:fs';
import { App, Chart } from 'cdk8s';
import type { IPrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule';
import type { IServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor';
import { parse } from 'yaml';
import { add } from './objects';
import { deployFile, type Settings } from './settings';

/** The label of the Services the ServiceMonitor scrapes. */
export const METRICS_LABEL = { 'kavach/metrics': 'true' };

type Monitoring = NonNullable<Settings['monitoring']>;

/** The rule file, as Prometheus reads it: `groups` is a PrometheusRule's spec as it is. */
function alertRules(): IPrometheusRule['spec'] {
  const file = deployFile('monitoring', 'alerts.yml');
  const rules = parse(readFileSync(file, 'utf8')) as IPrometheusRule['spec'];
  if (!rules?.groups?.length) throw new Error(`${file}: no rule groups`);
  return rules;
}

export function monitoringChart(app: App, s: Settings, m: Monitoring): Chart {
  const chart = new Chart(app, 'monitoring', { namespace: s.namespace });
  add<IServiceMonitor>(chart, {
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'ServiceMonitor',
    metadata: { name: 'kavach', labels: m.labels },
    spec: {
      selector: { matchLabels: METRICS_LABEL },
      // Every pod behind the Services, each its own target (the `pod` label).
      endpoints: [{ port: 'metrics', path: '/metrics', interval: '30s', scrapeTimeout: '10s' }],
    },
  });
  add<IPrometheusRule>(chart, {
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'PrometheusRule',
    metadata: { name: 'kavach', labels: m.labels },
    spec: alertRules(),
  });
  return chart;
}
