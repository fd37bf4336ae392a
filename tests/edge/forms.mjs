// What a visitor's browser and a staff member send through the edge: a solved captcha, a
// multipart form, a staff sign-in. Each caller passes its own loopback address (`from`), so the
// per-address rate limits of one test never meet another's.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { request } from './http.mjs';
import { ADMIN_PASSWORD, ROOT } from './topology.mjs';

export const { CURRENT_PRIVACY_NOTICE } = createRequire(import.meta.url)(
  path.join(ROOT, 'api/dist/privacy-notice/privacy-notice.js'),
);

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** An ALTCHA challenge fetched through `port` and solved, as the widget does. */
export async function solvedCaptcha(port, from) {
  const res = await request(port, '/api/captcha/challenge', { from });
  assert.equal(res.status, 200, res.text());
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export function postJson(port, urlPath, body, { from, headers = {} } = {}) {
  return request(port, urlPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
    from,
  });
}

/** A multipart/form-data body of `fields` and at most one file. */
export function multipart(fields, file) {
  const boundary = `----kavachEdge${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat(parts),
  };
}

/** The System Admin's bearer token, signed in through `port` with the password alone. */
export async function staffToken(port, from) {
  const res = await postJson(
    port,
    '/api/auth/login',
    { username: 'admin', password: ADMIN_PASSWORD, captcha: await solvedCaptcha(port, from) },
    { from },
  );
  assert.equal(res.status, 200, res.text());
  return res.json().token;
}
