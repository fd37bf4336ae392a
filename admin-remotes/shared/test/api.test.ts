import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  sessionEndMessage,
  ApiRequestError,
  NETWORK_ERROR_MESSAGE,
  toQuery,
  unwrap,
} from '../src/api';
import { downloadCsv } from '../src/csv';
import { SESSION_ENDED_MESSAGE, sessionStore } from '../src/session';

function start() {
  sessionStore.start({
    token: 'tok',
    expiresAt: Date.now() + 60_000,
    role: 'admin',
    username: 'a',
    roleLabel: 'System Admin',
    permissions: [],
    lastLoginAt: null,
  });
}

describe('the API client', () => {
  beforeEach(() => start());
  afterEach(() => {
    sessionStore.end(null);
    sessionStore.clearEndReason();
    vi.unstubAllGlobals();
  });

  it('sends the bearer token', async () => {
    const fetch = vi.fn(async (_req: Request) => Response.json({ username: 'a' }));
    vi.stubGlobal('fetch', fetch);
    await api.GET('/api/auth/me', {});
    expect(fetch.mock.calls[0][0].headers.get('Authorization')).toBe('Bearer tok');
  });

  it('ends the session with a message on a 401 from any call', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'x' }, { status: 401 })),
    );
    await api.GET('/api/auth/me', {});
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.endReason()).toBe(SESSION_ENDED_MESSAGE);
  });

  it('keeps the session on a 403 and reports it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ statusCode: 403, message: 'Forbidden' }, { status: 403 })),
    );
    const error = (await unwrap(api.GET('/api/auth/me', {})).catch(
      (e: unknown) => e,
    )) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.forbidden).toBe(true);
    expect(sessionStore.get()?.token).toBe('tok');
  });

  it("unwrap keeps the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'The end date cannot be before the start date.',
          },
          { status: 400 },
        ),
      ),
    );
    await expect(unwrap(api.GET('/api/auth/me', {}))).rejects.toMatchObject({
      status: 400,
      message: 'The end date cannot be before the start date.',
    });
  });

  it('unwrap keeps the stable code and the fields’ messages, for a screen to choose its words by', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'This image is used by “Centre opens”.',
            details: { alt: 'x' },
          },
          { status: 409 },
        ),
      ),
    );
    await expect(unwrap(api.GET('/api/auth/me', {}))).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
      details: { alt: 'x' },
    });
  });

  it('file downloads apply the same rules', async () => {
    const fetch = vi.fn(async (_req: Request) => new Response('', { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    await expect(downloadCsv('/api/admin/contacts/export', {}, 'contacts.csv')).rejects.toThrow(
      ApiRequestError,
    );
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0][0].headers.get('Authorization')).toBe('Bearer tok');
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.endReason()).toBe(SESSION_ENDED_MESSAGE);
  });

  it('unwrap reports a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(unwrap(api.GET('/api/auth/me', {}))).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it("unwrap uses 'HTTP error! status: {code}' when the server says nothing", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 502 })),
    );
    await expect(unwrap(api.GET('/api/auth/me', {}))).rejects.toMatchObject({
      status: 502,
      message: 'HTTP error! status: 502',
    });
  });
});

describe('toQuery', () => {
  it('keeps defined, non-empty values', () => {
    expect(toQuery({ from: '2025-01-01', to: undefined, search: '', page: 2 })).toBe(
      '?from=2025-01-01&page=2',
    );
    expect(toQuery({})).toBe('');
  });
});

describe('sessionEndMessage', () => {
  it("shows the server's words only for a session-ending answer (by its code)", () => {
    const ended = 'You were logged out after 30 minutes without activity. Please log in again.';
    expect(sessionEndMessage({ code: 'SESSION_ENDED', message: ended })).toBe(ended);
    expect(sessionEndMessage({ code: 'SESSION_IDLE', message: ended })).toBe(ended);
    expect(sessionEndMessage({ code: 'UNAUTHENTICATED', message: 'Please log in again.' })).toBe(
      null,
    );
    expect(sessionEndMessage({ message: 'Unauthorized' })).toBe(null);
    expect(sessionEndMessage('Unauthorized')).toBe(null);
  });
});
