// The edge with CAPTCHA_PROVIDER=recaptcha: the snippets rendered as docker/Dockerfile.web renders
// them (`CAPTCHA_PROVIDER=… node web-server/security-headers.mjs --nginx <dir>`), nginx started
// from docker/edge/render.sh on the template, and the policy of each area as the one-URL web
// server sends it for the same provider: Google's script and frame origins on the public pages
// and on the staff panel (its login shows the checkbox), never on the API; none of them with
// ALTCHA. Runs on its own (no API, no database): `node --test tests/edge/captcha-csp.test.mjs`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ensureEdgeTools } from '../../scripts/ensure-edge.mjs';
import {
  contentSecurityPolicies,
  DEVANAGARI_FONT_GATE_HASH,
  inlineHashes,
  securityHeaders,
} from '../../web-server/security-headers.mjs';
import { countHeader, request } from './http.mjs';
import { freePort, startProcess, stopProcess, waitFor, work } from './processes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GOOGLE_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const GOOGLE_FRAMES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/** One directive of a policy, e.g. directive(csp, 'script-src') → ["'self'", …]. */
function directive(policy, name) {
  const part = policy.split(/;\s*/).find((d) => d.split(/\s+/)[0] === name);
  return part ? part.split(/\s+/).slice(1) : null;
}

/** The snippets as the image build renders them, for a provider. */
function renderSnippets(dir, provider) {
  fs.mkdirSync(dir, { recursive: true });
  const env = { ...process.env };
  if (provider) env.CAPTCHA_PROVIDER = provider;
  else delete env.CAPTCHA_PROVIDER;
  execFileSync(process.execPath, ['web-server/security-headers.mjs', '--nginx', dir], {
    cwd: ROOT,
    env,
  });
  fs.copyFileSync(path.join(ROOT, 'docker/edge/proxy.conf'), path.join(dir, 'proxy.conf'));
}

describe('the policies of each provider', () => {
  test("ALTCHA: no Google origin anywhere; the staff panel frames only its own origin (a CV's preview)", () => {
    const csp = contentSecurityPolicies();
    for (const policy of Object.values(csp)) assert.doesNotMatch(policy, /google|gstatic/);
    assert.deepEqual(directive(csp.admin, 'script-src'), ["'self'"]);
    assert.deepEqual(directive(csp.admin, 'frame-src'), ["'self'"]);
  });

  test("reCAPTCHA: Google's script and frame origins on pages and the staff panel only", () => {
    const plain = contentSecurityPolicies();
    const csp = contentSecurityPolicies({ recaptcha: true });
    for (const area of ['page', 'admin']) {
      // A page may also run the Devanagari font's gate and its scripts' loader, by their hashes
      // (no other inline script).
      const own =
        area === 'page'
          ? ["'self'", DEVANAGARI_FONT_GATE_HASH, ...inlineHashes().scripts]
          : ["'self'"];
      assert.deepEqual(directive(csp[area], 'script-src'), [...own, ...GOOGLE_SCRIPTS], area);
      assert.ok(
        GOOGLE_FRAMES.every((o) => directive(csp[area], 'frame-src').includes(o)),
        `${area} frame-src`,
      );
      // Everything else is as strict as with ALTCHA.
      const rest = (p) =>
        p
          .split(/;\s*/)
          .filter((d) => !/^(script|frame)-src\b/.test(d))
          .join('; ');
      assert.equal(rest(csp[area]), rest(plain[area]), `${area}: other directives`);
    }
    assert.deepEqual(directive(csp.admin, 'frame-src'), ["'self'", ...GOOGLE_FRAMES]);
    assert.equal(csp.api, plain.api);
  });
});

describe('nginx rendered with CAPTCHA_PROVIDER=recaptcha', () => {
  let port;
  let nginx;
  const root = path.join(work, 'srv');

  before(async () => {
    ensureEdgeTools();
    fs.mkdirSync(path.join(root, 'public'), { recursive: true });
    fs.mkdirSync(path.join(root, 'admin'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public/robots.txt'), 'User-agent: *\n');
    fs.writeFileSync(path.join(root, 'public/index.html'), '<!doctype html><h1>Home</h1>');
    fs.writeFileSync(path.join(root, 'admin/index.html'), '<!doctype html><div id="root"></div>');
    const confDir = path.join(work, 'conf-recaptcha');
    renderSnippets(confDir, 'recaptcha');
    port = await freePort('127.0.0.1');
    const runDir = path.join(work, 'run-recaptcha');
    const conf = execFileSync('sh', [path.join(ROOT, 'docker/edge/render.sh')], {
      env: {
        ...process.env,
        EDGE_LISTEN: `127.0.0.1:${port}`,
        // Upstreams are looked up per request: none is needed for these files.
        EDGE_API: 'api.invalid:3001',
        EDGE_WEB: 'web.invalid:3000',
        EDGE_RESOLVER: '127.0.0.1:9',
        EDGE_ROOT: root,
        EDGE_CONF_DIR: confDir,
        EDGE_RUN_DIR: runDir,
      },
    })
      .toString()
      .trim();
    const unprivileged = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    if (unprivileged.uid !== undefined) {
      for (const p of [work, root, path.join(root, 'public'), path.join(root, 'admin'), confDir])
        fs.chmodSync(p, 0o755);
      execFileSync('chown', ['-R', '65534:65534', runDir]);
    }
    nginx = startProcess('nginx-recaptcha', '/usr/sbin/nginx', ['-c', conf], unprivileged);
    await waitFor(
      'nginx (reCAPTCHA)',
      async () => (await request(port, '/robots.txt')).status === 200,
      20_000,
      ['nginx-recaptcha'],
    );
  });

  after(async () => {
    if (nginx) await stopProcess(nginx);
    fs.rmSync(work, { recursive: true, force: true });
  });

  test('the snippets hold the web server policies for reCAPTCHA, byte for byte', () => {
    const csp = contentSecurityPolicies({ recaptcha: true });
    const http = fs.readFileSync(
      path.join(work, 'conf-recaptcha/security-headers.http.conf'),
      'utf8',
    );
    const quoted = (v) => `"${v.replace(/"/g, '\\"')}"`;
    assert.ok(http.includes(`  admin ${quoted(csp.admin)};\n`), 'admin policy');
    assert.ok(http.includes(`  default ${quoted(csp.page)};\n`), 'page policy');
    assert.ok(http.includes(`  api ${quoted(csp.api)};\n`), 'api policy');
  });

  test('/admin, /jobs-admin and a page carry the reCAPTCHA policy of their area, once', async () => {
    for (const [url, area] of [
      ['/admin', 'admin'],
      ['/jobs-admin', 'admin'],
      ['/admin/contacts', 'admin'],
      ['/', 'page'],
      ['/robots.txt', 'page'],
    ]) {
      const res = await request(port, url);
      assert.equal(res.status, 200, url);
      // Every header of the set exactly once, the policy the one for reCAPTCHA.
      for (const [name, value] of securityHeaders(area, { https: false, recaptcha: true })) {
        assert.equal(countHeader(res, name), 1, `${url}: ${name} once`);
        assert.equal(res.headers[name.toLowerCase()], value, `${url}: ${name}`);
      }
    }
  });
});
