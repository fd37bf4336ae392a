// @ts-check
// The manifests of every overlay, synthesized in memory: deploy/kubernetes is compiled once
// (tsc, as `npm run k8s:synth` does) and each overlay's charts are turned into plain objects.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEPLOY = path.join(ROOT, 'deploy/kubernetes');

// Each test process compiles into a folder of its own (test files run in parallel), inside
// deploy/kubernetes so that the compiled files find the root's node_modules.
const out = path.join(DEPLOY, 'dist', `test-${process.pid}`);
execFileSync(
  process.execPath,
  [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', DEPLOY, '--outDir', out],
  { stdio: 'inherit' },
);
process.on('exit', () => rmSync(out, { recursive: true, force: true }));
/** The compiled deploy/kubernetes/src of this test process. */
export const compiled = out;
const require = createRequire(import.meta.url);
/** The compiled base (constants, the build function). */
export const base = require(path.join(out, 'app.js'));
/** The compiled settings: the values files' reader and checker. */
export const settingsModule = require(path.join(out, 'settings.js'));
/** Every overlay's settings, read from its values file. @type {Record<string, any>} */
export const overlays = Object.fromEntries(
  settingsModule
    .overlayNames()
    .map((/** @type {string} */ name) => [name, settingsModule.loadOverlay(name)]),
);

const REGISTRY = 'registry.test/kavach';
const TAG = '1.2.3';

/**
 * @typedef {{ apiVersion: string, kind: string, metadata: any, spec?: any, data?: any, [k: string]: any }} K8sObject
 * @param {string} name
 * @returns {{ settings: any, charts: { name: string, objects: K8sObject[] }[], objects: K8sObject[] }}
 */
export function render(name) {
  const settings = base.withRelease(overlays[name], REGISTRY, TAG);
  const app = base.build(settings);
  const charts = app.charts.map((/** @type {any} */ chart) => ({
    name: chart.node.id,
    objects: chart.toJson(),
  }));
  return { settings, charts, objects: charts.flatMap((c) => c.objects) };
}

/** @param {K8sObject[]} objects @param {string} kind @param {string} name */
export function find(objects, kind, name) {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
}

/** Pod templates of Deployments, Jobs and CronJobs: [object, pod spec]. */
export function workloads(/** @type {K8sObject[]} */ objects) {
  return objects
    .filter((o) => ['Deployment', 'Job', 'CronJob'].includes(o.kind))
    .map(
      (o) =>
        /** @type {[K8sObject, any]} */ ([
          o,
          (o.kind === 'CronJob' ? o.spec.jobTemplate.spec : o.spec).template.spec,
        ]),
    );
}

/**
 * The environment a container gets, as the kubelet assembles it: its ConfigMaps' data, then
 * each `env` entry; a Secret key is `secretValue(secretName, key)` (undefined: left out).
 * @param {K8sObject[]} objects
 * @param {any} container
 * @param {(name: string, key: string, optional: boolean) => string | undefined} secretValue
 */
export function environmentOf(objects, container, secretValue) {
  /** @type {Record<string, string>} */
  const env = {};
  for (const from of container.envFrom ?? [])
    Object.assign(env, find(objects, 'ConfigMap', from.configMapRef.name).data);
  for (const v of container.env ?? []) {
    if (v.value !== undefined) env[v.name] = v.value;
    const ref = v.valueFrom?.secretKeyRef;
    if (ref) {
      const value = secretValue(ref.name, ref.key, ref.optional === true);
      if (value !== undefined) env[v.name] = value;
    }
    const cm = v.valueFrom?.configMapKeyRef;
    if (cm) env[v.name] = find(objects, 'ConfigMap', cm.name).data[cm.key];
  }
  return env;
}

/**
 * Values for the keys of the API's Secret, as an operator makes them: one keyring per purpose,
 * each key 32 random bytes (docs/operations.md, "Rotating keys"); `extra` adds or replaces keys.
 * @param {Record<string, string>} extra
 * @returns {Record<string, string>}
 */
export function secretValues(extra = {}) {
  const key = (/** @type {string} */ id) => `${id}:${randomBytes(32).toString('base64')}`;
  return {
    DATABASE_PASSWORD: randomBytes(12).toString('hex'),
    JWT_SECRETS: key('j1'),
    TOTP_ENCRYPTION_KEYS: key('t1'),
    LINK_SIGNING_KEYS: key('l1'),
    CAPTCHA_KEYS: key('c1'),
    S3_ACCESS_KEY_ID: 'kavach-test',
    S3_SECRET_ACCESS_KEY: randomBytes(16).toString('hex'),
    SMTP_URL: 'smtp://127.0.0.1:2525',
    ...extra,
  };
}
