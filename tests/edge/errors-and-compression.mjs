// Errors in the API's JSON shape through the edge, and compressed responses.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { assertHeaderSet, request } from './http.mjs';
import { dists, edgePort, firstFile } from './topology.mjs';

// ---------------------------------------------------------------- errors the forms understand

describe('errors in the API shape', () => {
  test('requests nginx refuses itself get JSON in the API shape, with their status', async () => {
    const cases = [
      { label: 'a path that climbs out', path: '/api/..%2f..%2fadmin', status: 400 },
      { label: 'a URI too long', path: `/api/health?${'a'.repeat(20_000)}`, status: 414 },
      { label: 'a method nginx refuses', path: '/api/health', method: 'TRACE', status: 405 },
      {
        label: 'headers too large',
        path: '/api/health',
        headers: { 'X-Big': 'a'.repeat(20_000) },
        status: 400,
      },
      {
        label: 'an unknown transfer coding',
        path: '/api/contacts',
        method: 'POST',
        headers: { 'Transfer-Encoding': 'gzip' },
        status: 400,
      },
    ];
    for (const c of cases) {
      const res = await request(edgePort, c.path, { method: c.method, headers: c.headers });
      assert.equal(res.status, c.status, c.label);
      assert.match(res.headers['content-type'], /application\/json/, c.label);
      const body = res.json();
      assert.equal(body.statusCode, c.status, c.label);
      assert.ok(body.error && body.message, c.label);
      assertHeaderSet(res, null, { label: c.label });
    }
  });

  test('a too-large upload gets JSON 413 with the message the forms show', async () => {
    const res = await request(edgePort, '/api/applications', {
      method: 'POST',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(7 * 1024 * 1024),
      },
      body: Buffer.alloc(7 * 1024 * 1024, 120),
    }).catch((e) => ({ error: e }));
    assert.ok(!res.error, `the edge answers instead of resetting: ${res.error}`);
    assert.equal(res.status, 413);
    assert.match(res.headers['content-type'], /application\/json/);
    assert.deepEqual(res.json(), {
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The upload is too large. Files must be 5 MB or smaller.',
    });
    assertHeaderSet(res, 'api', { label: '413' });
  });
});

// ---------------------------------------------------------------- compression

describe('compression', () => {
  test('hashed JS goes out precompressed: brotli, and gzip also through a proxy (Via)', async () => {
    const file = firstFile(path.join(dists.public, 'assets/entries'), /\.js$/);
    const url = '/' + path.relative(dists.public, file).split(path.sep).join('/');
    const br = await request(edgePort, url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.deepEqual(br.body, fs.readFileSync(`${file}.br`), 'the .br file written at build time');
    const gz = await request(edgePort, url, {
      headers: { 'Accept-Encoding': 'gzip', Via: '1.1 lb' },
    });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(gz.body, fs.readFileSync(`${file}.gz`));
    assert.match(gz.headers.vary ?? '', /Accept-Encoding/);
    // Responses of the SSR server are compressed by the edge too.
    const page = await request(edgePort, '/our-sessions', {
      headers: { 'Accept-Encoding': 'gzip', Via: '1.1 lb' },
    });
    assert.equal(page.headers['content-encoding'], 'gzip');
  });
});
