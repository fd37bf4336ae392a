// Requests to the edge with the raw header list, and the assertions on the header set.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import http from 'node:http';
import { contentSecurityPolicies, securityHeaders } from '../../web-server/security-headers.mjs';

/**
 * One HTTP request with the raw header list (fetch joins repeated headers, which would hide a
 * header sent twice). `from` is the local address to connect from.
 */
export function request(
  port,
  urlPath,
  { method = 'GET', headers = {}, body, from = '127.0.0.1' } = {},
) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: urlPath, method, headers, localAddress: from, agent: false },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            raw: res.rawHeaders,
            body: Buffer.concat(chunks),
            text: () => Buffer.concat(chunks).toString('utf8'),
            json: () => JSON.parse(Buffer.concat(chunks).toString('utf8')),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export function countHeader(res, name) {
  let n = 0;
  for (let i = 0; i < res.raw.length; i += 2)
    if (res.raw[i].toLowerCase() === name.toLowerCase()) n++;
  return n;
}

/**
 * Every security header of the area exactly once with its value; HSTS only over https. With
 * area null (a request nginx refused before it knew the path), any area's policy will do.
 */
export function assertHeaderSet(res, area, { https = false, label = '' } = {}) {
  for (const [name, value] of securityHeaders(area ?? 'page', { https })) {
    assert.equal(countHeader(res, name), 1, `${label}: ${name} is sent exactly once`);
    if (area === null && name === 'Content-Security-Policy')
      assert.ok(
        Object.values(contentSecurityPolicies()).includes(res.headers['content-security-policy']),
        label,
      );
    else assert.equal(res.headers[name.toLowerCase()], value, `${label}: ${name}`);
  }
  if (!https)
    assert.equal(countHeader(res, 'Strict-Transport-Security'), 0, `${label}: no HSTS over http`);
  const csp = res.headers['content-security-policy'];
  assert.match(csp, /frame-ancestors 'none'/, `${label}: frame protection`);
  assert.doesNotMatch(
    /script-src[^;]*/.exec(csp)[0],
    /unsafe-inline/,
    `${label}: no inline scripts`,
  );
}

/** A random address of the loopback network, so each run has its own rate-limit buckets. */
export function randomLoopback() {
  return `127.${randomInt(100, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;
}
