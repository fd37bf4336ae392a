// Uploaded files keep the policy the API gives them (`default-src 'none'; sandbox`: nothing
// loads, nothing runs, even if the bytes are read as HTML or SVG) through the edge and the
// one-URL server; every other response keeps its area's policy.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { securityHeaders } from '../../web-server/security-headers.mjs';
import { multipart, PNG, staffToken } from './forms.mjs';
import { assertHeaderSet, countHeader, randomLoopback, request } from './http.mjs';
import { edgePort, webPort } from './topology.mjs';

const UPLOADED_FILE_CSP = "default-src 'none'; sandbox";

/** The file's own policy, once, and the rest of the header set as on any API response. */
export function assertUploadedFileHeaders(res, label) {
  assert.equal(countHeader(res, 'Content-Security-Policy'), 1, `${label}: one policy`);
  assert.equal(res.headers['content-security-policy'], UPLOADED_FILE_CSP, `${label}: its own`);
  for (const [name, value] of securityHeaders('api', { https: false }).slice(1)) {
    assert.equal(countHeader(res, name), 1, `${label}: ${name} once`);
    assert.equal(res.headers[name.toLowerCase()], value, `${label}: ${name}`);
  }
}

describe('uploaded files keep their own Content-Security-Policy', () => {
  for (const [name, port] of [
    ['nginx edge', () => edgePort],
    ['one-URL web server', () => webPort],
  ]) {
    test(`${name}: a session image is sandboxed; pages and the API keep the area's policy`, async () => {
      const from = randomLoopback();
      const token = await staffToken(port(), from);
      const form = multipart(
        {},
        { field: 'image', name: 'banner.png', type: 'image/png', content: PNG },
      );
      const upload = await request(port(), '/api/admin/uploads/session-image', {
        method: 'POST',
        headers: { ...form.headers, Authorization: `Bearer ${token}` },
        body: form.body,
        from,
      });
      assert.equal(upload.status, 201, upload.text());
      assertHeaderSet(upload, 'api', { label: 'the upload answer' });

      const image = await request(port(), upload.json().url);
      assert.equal(image.status, 200);
      assert.equal(image.headers['content-type'], 'image/png');
      // The API stores a re-encoded copy (no metadata): a PNG of the upload's width and height.
      assert.deepEqual(image.body.subarray(0, 8), PNG.subarray(0, 8), 'a PNG');
      assert.deepEqual(image.body.subarray(16, 24), PNG.subarray(16, 24), 'its width and height');
      assertUploadedFileHeaders(image, 'session image');

      assertHeaderSet(await request(port(), '/'), 'page', { label: 'home page' });
      assertHeaderSet(await request(port(), '/our-sessions'), 'page', { label: 'SSR page' });
      assertHeaderSet(await request(port(), '/api/health'), 'api', { label: 'API JSON' });
    });
  }
});
