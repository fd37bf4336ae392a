/**
 * The one place the public site talks to the API (same origin, /api/*).
 *
 * Forms call `postJson` and hand the result to their pure message function
 * (components/forms/*Message.ts). When the typed client @kavach/api-client is
 * ready, swap the body of `postJson` for it; callers keep the same contract:
 * resolve with { status, body } for any HTTP answer, reject on network failure.
 */

export interface ApiResult {
  status: number;
  /** Parsed JSON body, the raw text if it is not JSON, or null when empty. */
  body: unknown;
}

export const API_PATHS = {
  subscriptions: '/api/subscriptions',
  contacts: '/api/contacts',
  captchaChallenge: '/api/captcha/challenge',
  captchaConfig: '/api/captcha/config',
} as const;

export async function postJson(
  path: string,
  payload: unknown,
  signal?: AbortSignal,
): Promise<ApiResult> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload),
    credentials: 'same-origin',
    signal,
  });
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, body };
}

/** `message` of a JSON error/success body, or the text body itself. */
export function messageOf(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object') {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.filter((m) => typeof m === 'string').join(' ');
  }
  return '';
}

/** Values of a `details` object ({ field: message }) if the body has one. */
export function detailsOf(body: unknown): Record<string, string> {
  if (body && typeof body === 'object') {
    const details = (body as { details?: unknown }).details;
    if (details && typeof details === 'object' && !Array.isArray(details)) {
      const out: Record<string, string> = {};
      for (const [key, value] of Object.entries(details))
        if (typeof value === 'string') out[key] = value;
      return out;
    }
  }
  return {};
}
