import type { Span } from '@opentelemetry/api';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The attribute of a server span that holds the request's id (X-Request-Id, as the logs have it). */
const REQUEST_ID = 'kavach.request_id';

/** Requests worth a trace: the API's, not the health probes' nor the metrics' listener's. */
function ignored(req: IncomingMessage): boolean {
  const url = req.url ?? '';
  return !url.startsWith('/api/') || url.startsWith('/api/health');
}

/** The id the access log gives the request (set on the response by genReqId: access-log.ts). */
function withRequestId(span: Span, _req: unknown, res: IncomingMessage | ServerResponse): void {
  const id = 'getHeader' in res ? res.getHeader('x-request-id') : undefined;
  if (typeof id === 'string') span.setAttribute(REQUEST_ID, id);
}

/**
 * OpenTelemetry's Node SDK, configured by the standard OTEL_* variables (exporter, endpoint,
 * protocol, sampler, propagators: W3C traceparent by default), for traces only: the metrics are
 * Prometheus's (platform/metrics). Spans hold no visitor's address and no query string (signed
 * tokens, what staff searched for), and statements without their values.
 * @public Required by tracing.ts (knip does not follow that require), only when tracing is on.
 */
export function startSdk(env: Record<string, string | undefined>): NodeSDK {
  const named =
    env.OTEL_SERVICE_NAME || /(^|,)\s*service\.name=/.test(env.OTEL_RESOURCE_ATTRIBUTES ?? '');
  const sdk = new NodeSDK({
    serviceName: named ? undefined : 'kavach-api',
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: ignored,
        // Attributes set to undefined are not recorded.
        startIncomingSpanHook: () => ({ 'client.address': undefined, 'url.query': undefined }),
        applyCustomAttributesOnSpan: withRequestId,
      }),
      // The route template comes from the routers' layers; a span per middleware would be noise.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      // Statements of a traced request only: not the pollers' every few seconds, nor migrations.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  return sdk;
}
