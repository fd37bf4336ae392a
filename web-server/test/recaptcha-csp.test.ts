// @vitest-environment node
// CAPTCHA_PROVIDER=recaptcha: the public pages and the staff panel (its login shows Google's
// checkbox) allow Google's script and frame origins; the API never does. With ALTCHA none do.
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../index.mjs';
import { contentSecurityPolicies, DEVANAGARI_FONT_GATE_HASH } from '../security-headers.mjs';

const GOOGLE_SCRIPTS =
  "'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/";
const GOOGLE_FRAMES = 'https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/';

async function start(recaptcha: boolean) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kavach-csp-'));
  fs.mkdirSync(path.join(root, 'client'), { recursive: true });
  fs.writeFileSync(path.join(root, 'client/index.html'), '<!doctype html><h1>Home</h1>');
  fs.mkdirSync(path.join(root, 'admin-shell'), { recursive: true });
  fs.writeFileSync(path.join(root, 'admin-shell/index.html'), '<!doctype html><div id="root">');
  const app = await createServer({
    log: () => undefined, // no access lines in the test's output
    clientDir: path.join(root, 'client'),
    adminShellDir: path.join(root, 'admin-shell'),
    adminRemotesDir: path.join(root, 'remotes'),
    apiUrl: 'http://127.0.0.1:9',
    recaptcha,
    render: async () => ({
      statusCode: 404,
      headers: [['Content-Type', 'text/html;charset=utf-8']],
      body: '<h1>Page not found</h1>',
    }),
  });
  const server: http.Server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { server, root, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const directive = (policy: string, name: string) =>
  policy
    .split(/;\s*/)
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe.each([true, false])('recaptcha: %s', (recaptcha) => {
  let env: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => (env = await start(recaptcha)));
  afterAll(async () => {
    await new Promise((r) => env.server.close(r));
    fs.rmSync(env.root, { recursive: true, force: true });
  });

  it('the staff panel: Google only with reCAPTCHA', async () => {
    for (const url of ['/admin', '/jobs-admin']) {
      const csp = (await fetch(env.base + url)).headers.get('content-security-policy')!;
      expect(csp).toBe(contentSecurityPolicies({ recaptcha }).admin);
      expect(directive(csp, 'script-src')).toBe(recaptcha ? GOOGLE_SCRIPTS : "'self'");
      expect(directive(csp, 'frame-src')).toBe(recaptcha ? `'self' ${GOOGLE_FRAMES}` : "'self'");
    }
  });

  it('a page: Google only with reCAPTCHA; the API never', async () => {
    const page = (await fetch(env.base + '/')).headers.get('content-security-policy')!;
    // A page may also run the Devanagari font's gate, by its hash (no other inline script).
    expect(directive(page, 'script-src')).toBe(
      (recaptcha ? GOOGLE_SCRIPTS : "'self'").replace(
        "'self'",
        `'self' ${DEVANAGARI_FONT_GATE_HASH}`,
      ),
    );
    const api = (await fetch(env.base + '/api/health')).headers.get('content-security-policy')!;
    expect(api).toBe(contentSecurityPolicies().api);
    expect(api).not.toMatch(/google|gstatic/);
  });
});
