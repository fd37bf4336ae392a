import type { ErrorCode } from '@kavach/api-client';
/** A stand-in for the API in unit tests: answers by method and path, records the requests. */
import { vi } from 'vitest';

export type Answer = Response | ((body: unknown, request: Request) => Response | Promise<Response>);

export function fakeApi(routes: Record<string, Answer>) {
  const calls: { route: string; body: unknown; headers: Headers }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ route, body, headers: request.headers });
    const answer = routes[route];
    if (!answer) return Response.json({ statusCode: 404, message: `no ${route}` }, { status: 404 });
    return typeof answer === 'function' ? answer(body, request) : answer.clone();
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls, sent: (route: string) => calls.filter((c) => c.route === route) };
}

/** An API error body; `code` defaults to the one the API gives a status without its own. */
export const error = (status: number, message: string, code?: ErrorCode) =>
  Response.json(
    { statusCode: status, error: 'Error', code: code ?? STATUS_CODES[status], message },
    { status },
  );

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function loginAnswer(overrides: Record<string, unknown> = {}) {
  return {
    step: 'signed-in',
    success: true,
    token: 'jwt',
    role: 'kavach_admin',
    roleLabel: 'Kavach Admin',
    username: 'asha',
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    lastLoginAt: null,
    permissions: ['contacts:read'],
    setupRequired: null,
    ...overrides,
  };
}
