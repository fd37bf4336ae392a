// @ts-check
/**
 * /api/* to the API, streamed (no body parsing before it), path kept. The client address is
 * decided here, never by the client: whatever X-Forwarded-* it sent is replaced by the address
 * Express determined (see TRUSTED_PROXIES), and the API trusts this one hop. The API's own
 * security headers are dropped: this server sends its set on every response. Except an uploaded
 * file's own sandboxing policy, which replaces the one this server set (keepsUpstreamPolicy).
 */
import { createProxyMiddleware } from 'http-proxy-middleware';
import { keepsUpstreamPolicy, SECURITY_HEADER_NAMES } from './security-headers.mjs';

const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/**
 * @param {string} apiUrl
 * @returns {import('express').RequestHandler}
 */
export function apiProxy(apiUrl) {
  return createProxyMiddleware({
    target: apiUrl,
    pathFilter: '/api',
    changeOrigin: false,
    proxyTimeout: 120_000,
    on: {
      proxyReq(proxyReq, req) {
        const r = /** @type {import('express').Request} */ (req);
        proxyReq.removeHeader('forwarded');
        proxyReq.setHeader('X-Forwarded-For', r.ip ?? r.socket.remoteAddress ?? '');
        proxyReq.setHeader('X-Forwarded-Proto', r.protocol);
        proxyReq.setHeader('X-Forwarded-Host', r.headers.host ?? '');
        // The id requestIdentity() settled on (request-id.mjs): the API's lines carry it too.
        proxyReq.setHeader('X-Request-Id', String(r.headers['x-request-id']));
      },
      proxyRes(proxyRes) {
        const ownPolicy = keepsUpstreamPolicy(proxyRes.headers['content-security-policy']);
        for (const name of SECURITY_HEADER_NAMES) {
          if (ownPolicy && name === 'Content-Security-Policy') continue;
          delete proxyRes.headers[name.toLowerCase()];
        }
      },
      // The API is down or restarting: the forms show their "try again" message for a 503.
      error(_err, _req, res) {
        const out = /** @type {import('http').ServerResponse} */ (res);
        if (!out.headersSent && typeof out.writeHead === 'function') {
          out.writeHead(503, {
            'Content-Type': 'application/json; charset=utf-8',
            'Cache-Control': 'no-store',
            'Retry-After': '5',
          });
          out.end(
            JSON.stringify({
              statusCode: 503,
              error: 'Service Unavailable',
              message: UNAVAILABLE_MESSAGE,
            }),
          );
        } else {
          out.destroy?.();
        }
      },
    },
  });
}
