/**
 * The browser's client of the API (same origin, /api/*): the typed client generated from the
 * API's OpenAPI document, so paths, request bodies and answers follow the API's DTOs and a
 * changed DTO breaks the build of a caller that no longer fits it.
 *
 * Forms hand the answer to their pure message function (components/forms/*Message.ts) as
 * { status, body }: `answer()` resolves with that for any HTTP answer and rejects on a network
 * failure, which the form reports as 'network-error'.
 *
 * Callers load this module with import() when they first need it (the captcha arms on the first
 * interaction with a form, a form on submit), so the client's code stays out of the frame and
 * page chunks; lib/apiBody.ts holds what the pure modules need from the API without the client.
 */
import { createApiClient, type ApiClient } from '@kavach/api-client';
import type { ApiResult } from './apiBody';

let client: ApiClient | undefined;

/** The same-origin client, made on first use (only the browser calls the API through it). */
export function api(): ApiClient {
  if (!client) {
    client = createApiClient({
      // A Request needs an absolute URL outside a page (tests); in the page it is the same origin.
      baseUrl: location.origin,
      // Looked up at each request rather than captured once, so a test's stub of fetch is called.
      fetch: (request, init) => fetch(request, init),
    });
    client.use({
      onRequest({ request }) {
        request.headers.set('Accept', 'application/json');
        return request;
      },
    });
  }
  return client;
}

/**
 * The { status, body } of a form submission made with `parseAs: 'text'`: a 2xx body is JSON
 * when it parses and its text otherwise (a text reply is still read by the message functions),
 * an error body as the client parsed it (JSON or text).
 */
export async function answer(
  call: Promise<{ data?: string; error?: unknown; response: Response }>,
): Promise<ApiResult> {
  const { data, error, response } = await call;
  const raw = response.ok ? data : error;
  if (raw === undefined || raw === '') return { status: response.status, body: null };
  if (!response.ok || typeof raw !== 'string') return { status: response.status, body: raw };
  try {
    return { status: response.status, body: JSON.parse(raw) as unknown };
  } catch {
    return { status: response.status, body: raw };
  }
}
