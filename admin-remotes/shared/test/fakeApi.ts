/** A fetch stub for component tests: route → JSON (or a Response), recording the requests. */
import { vi } from 'vitest';

export type Handler = (url: URL, req: Request) => unknown;

export function stubFetch(routes: Record<string, Handler>) {
  const calls: { method: string; url: URL; body?: string; headers: Headers }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req =
      input instanceof Request ? input : new Request(new URL(String(input), location.origin), init);
    const url = new URL(req.url);
    const body = req.method === 'GET' ? undefined : await req.clone().text();
    calls.push({ method: req.method, url, body, headers: req.headers });
    const key = `${req.method} ${url.pathname}`;
    const handler =
      routes[key] ?? Object.entries(routes).find(([k]) => new RegExp(`^${k}$`).test(key))?.[1];
    if (!handler)
      return Response.json({ statusCode: 404, message: `no stub for ${key}` }, { status: 404 });
    const out = await handler(url, req);
    return out instanceof Response ? out : Response.json(out);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}
