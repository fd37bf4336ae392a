import { expect, vi } from 'vitest';

/**
 * The Request that call `n` of a stubbed fetch received: the generated API client passes one
 * Request (URL, method, headers and body) and makes it after a few microtasks, so this waits.
 */
export async function sentRequest(
  fetchMock: { mock: { calls: readonly (readonly unknown[])[] } },
  n = 0,
): Promise<Request> {
  await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(n));
  return fetchMock.mock.calls[n]![0] as Request;
}
